import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { readTourDates } from './read-tour-dates.ts';
import { formatTourDate, parseTourDate } from './tour-date.ts';

/** A show is over 6 hours after it starts (chosen: docs/markup.md 6.16). */
const SHOW_LENGTH_MS = 6 * 60 * 60 * 1000;

const [SHOWS] = examples('tour-dates');
const BLOCK = SHOWS!.markup;

/** Mounted, its first render committed (the dates are a React component). Its chunk is imported above, before the fake timers. */
async function setup(html = BLOCK) {
  const { block, served, teardown } = await mountBlock({ ...SHOWS!, markup: html });
  return { block, served, destroy: teardown };
}

const items = () => [...document.querySelectorAll('li')];

beforeEach(() => {
  vi.useFakeTimers();
  // The day after the first show: it has passed, the others are to come.
  vi.setSystemTime(new Date('2025-08-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('parseTourDate and formatTourDate', () => {
  it('writes every date as Intl.DateTimeFormat pt-BR would, without loading it on the page', () => {
    const withTime = new Intl.DateTimeFormat('pt-BR', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const dayOnly = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2199, 11, 31, 23, 59) }), fc.boolean(), (wall, hasTime) => {
        expect(formatTourDate({ wall, hasTime, end: wall })).toBe((hasTime ? withTime : dayOnly).format(new Date(wall)));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the date in pt-BR by the venue’s clock (the offset’s), with the time when there is one', () => {
    const show = parseTourDate('2025-08-14T21:00-03:00')!;
    expect(formatTourDate(show)).toBe('qui., 14 de ago. de 2025, 21:00');
    expect(show.end).toBe(Date.parse('2025-08-15T00:00Z') + SHOW_LENGTH_MS);
    expect(formatTourDate(parseTourDate('2025-12-31T23:59:59+0100')!)).toBe('qua., 31 de dez. de 2025, 23:59');
    expect(formatTourDate(parseTourDate('2026-01-03T20:30Z')!)).toBe('sáb., 3 de jan. de 2026, 20:30');
    expect(formatTourDate(parseTourDate('2027-05-09')!)).toBe('dom., 9 de mai. de 2027');
  });

  it('a day without a time is over once it has ended everywhere; a time without an offset is the visitor’s', () => {
    expect(parseTourDate('2027-05-09')?.end).toBe(Date.parse('2027-05-10T12:00Z'));
    expect(parseTourDate('2027-05-09T20:00')?.end).toBe(new Date(2027, 4, 9, 20).getTime() + SHOW_LENGTH_MS);
  });

  it.each(['', '14 ago', '2025-02-30', '2025-13-01', '2025-08-14T25:00', '2025-08-14T21:00-3', '2025-08', '21:00'])('%j is not a date', (text) =>
    expect(parseTourDate(text)).toBeUndefined(),
  );
});

describe('readTourDates', () => {
  it('finds each item’s time, ticket link and venue (the rest of its text, separators trimmed)', () => {
    document.body.innerHTML = `<div id="b"><ul data-tour-dates>
      <li><time datetime="2027-03-20">20 mar</time> — Audio, São Paulo · <a href="/i">Ingressos</a></li>
      <li>Sem data <a href="/x">x</a></li>
      <li><time datetime="2027-05-09">9 mai</time> <strong>Festival</strong>, Garanhuns</li>
    </ul></div>`;
    expect(readTourDates(document.querySelector('#b')!).map(({ venue, ticket }) => [venue, ticket?.textContent ?? null])).toEqual([
      ['Audio, São Paulo', 'Ingressos'],
      ['Festival, Garanhuns', null],
    ]);
  });

  it('a block without the list is a markup error', () => {
    document.body.innerHTML = '<div id="b"><ol><li><time datetime="2027-01-01">1</time></li></ol></div>';
    expect(() => readTourDates(document.querySelector('#b')!)).toThrow(MarkupError);
  });
});

describe('tour dates block (59)', () => {
  it('writes each date out and names each ticket link with its date and venue', async () => {
    await setup();
    expect(items().map((item) => item.querySelector('time')?.textContent)).toEqual([
      'qui., 14 de ago. de 2025, 21:00',
      'sáb., 20 de mar. de 2027, 20:00',
      'sex., 2 de abr. de 2027, 21:30',
      'dom., 9 de mai. de 2027',
    ]);
    expect([...document.querySelectorAll('a:not([hidden])')].map((link) => link.getAttribute('aria-label'))).toEqual([
      'Ingressos: sáb., 20 de mar. de 2027, 20:00, Audio, São Paulo',
      'Ingressos: sex., 2 de abr. de 2027, 21:30, Opinião, Porto Alegre',
    ]);
  });

  it('marks a date that has passed, hides its ticket link and says Encerrado in its place; the order stays', async () => {
    await setup();
    const [past, next] = items();
    expect(past?.hasAttribute('data-tour-past')).toBe(true);
    expect(next?.hasAttribute('data-tour-past')).toBe(false);
    expect(past?.querySelector('a')?.hidden).toBe(true);
    expect(past?.querySelector('a + .tour-dates-past')?.textContent).toBe('Encerrado');
    expect(document.querySelectorAll('.tour-dates-past')).toHaveLength(1);
  });

  it('a show still on (under 6 hours after it started) is not past yet; a date-only item without a link gets Encerrado at its end', async () => {
    vi.setSystemTime(new Date('2025-08-15T05:59:00Z'));
    await setup();
    expect(items()[0]?.hasAttribute('data-tour-past')).toBe(false);
    document.body.replaceChildren();
    vi.setSystemTime(new Date('2027-05-10T12:00:01Z'));
    await setup();
    expect(items().every((item) => item.hasAttribute('data-tour-past'))).toBe(true);
    expect(items()[3]?.lastElementChild?.textContent).toBe('Encerrado');
  });

  it('leaves an item whose datetime is not a date as it is, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup(BLOCK.replace('2027-03-20T20:00-03:00', '20 de março'));
    expect(items()[1]?.querySelector('time')?.textContent).toBe('20 mar 2027');
    expect(items()[1]?.querySelector('a')?.hasAttribute('aria-label')).toBe(false);
    expect(warn).toHaveBeenCalledWith('[site-runtime] tour dates block #block-shows: "20 de março" is not a date; the item stays as it is');
  });

  it('destroy gives the HTML back exactly', async () => {
    const { served, destroy } = await setup();
    destroy();
    expect(document.body.innerHTML).toBe(served);
  });
});
