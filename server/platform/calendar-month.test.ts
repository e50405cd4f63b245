// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarBlock, calendarMonth, monthOf, parseMonth } from './calendar-month.ts';

describe('calendarMonth (the fixture platform’s month, docs/markup.md 6.14)', () => {
  it('renders June 2025: caption, weekday row, days from Sunday the 1st, events as links, links to May and July', () => {
    const markup = calendarMonth({ year: 2025, month: 6 }).value;
    expect(markup).toMatch(/^<table class="calendar-month"><caption>Junho de 2025<\/caption><tbody><tr><th scope="col">dom<\/th>/);
    // 1 June 2025 is a Sunday: no blank cell before it; the 30 days end on a Monday, then blanks to six weeks.
    expect(markup).toContain('</tr><tr><td><time datetime="2025-06-01">1</time></td>');
    expect(markup).toContain(`<td><time datetime="2025-06-30">30</time></td>${'<td></td>'.repeat(5)}</tr><tr>${'<td></td>'.repeat(7)}</tr></tbody></table>`);
    expect(markup).toContain('<td class="has-event"><time datetime="2025-06-14">14</time> <a href="/eventos/noite-de-jazz">Noite de jazz</a></td>');
    expect(markup).toMatch(
      /<nav aria-label="Meses"><a href="\/eventos\?month=05-2025" data-calendar-month="2025-05">Maio de 2025<\/a> <a href="\/eventos\?month=07-2025" data-calendar-month="2025-07">Julho de 2025<\/a><\/nav>$/,
    );
    expect(markup.match(/<tr>/g)).toHaveLength(1 + 6);
  });

  it('crosses years both ways and starts a month on its weekday', () => {
    const january = calendarMonth({ year: 2026, month: 1 }).value;
    expect(january).toContain('data-calendar-month="2025-12">Dezembro de 2025');
    expect(january).toContain('data-calendar-month="2026-02">Fevereiro de 2026');
    // 1 January 2026 is a Thursday: four blanks before it.
    expect(january).toContain('<tr><td></td><td></td><td></td><td></td><td><time datetime="2026-01-01">1</time>');
    expect(calendarMonth({ year: 2025, month: 12 }).value).toContain('href="/eventos?month=01-2026" data-calendar-month="2026-01"');
  });

  it('reads YYYY-MM only; the month of a time in UTC; the block carries its config', () => {
    expect(parseMonth('2025-06')).toEqual({ year: 2025, month: 6 });
    for (const bad of ['2025-13', '2025-6', '06-2025', '2025-06x', '']) expect(parseMonth(bad), bad).toBeUndefined();
    expect(monthOf(Date.UTC(2026, 10, 30, 23))).toEqual({ year: 2026, month: 11 });
    expect(calendarBlock({ year: 2025, month: 6 }, 'col-1').value).toMatch(
      /^<div class="sqs-block calendar-block" data-block-type="26" id="block-agenda" data-block-json="\{&quot;collectionId&quot;:&quot;col-1&quot;,&quot;month&quot;:&quot;2025-06&quot;\}"><table/,
    );
  });
});
