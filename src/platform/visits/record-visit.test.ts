import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../cookies/read-cookie.ts';
import { deleteCookie } from '../cookies/write-cookie.ts';
import { recordVisit } from './record-visit.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const ID = /^[\w-]{21}$/;

/** The strings assigned to document.cookie (the assignment still goes through). */
function spyOnCookieWrites(): () => string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([written]) => written);
}

function visitRecord(): string[] {
  return readCookie('ss_cvr')?.split('|') ?? [];
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  for (const name of ['ss_cvr', 'ss_cvt', 'ss_lastid']) deleteCookie(name);
  vi.useRealTimers();
});

describe('recordVisit', () => {
  it('reads document.cookie once (a read may be a synchronous round trip to the browser process)', () => {
    recordVisit('loja-da-ana');
    const reads = vi.spyOn(document, 'cookie', 'get');
    const { newVisit } = recordVisit('loja-da-ana');
    expect(newVisit).toBe(false);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('on a first visit writes a new ss_cvr (2 years), ss_cvt (30 minutes) and ss_lastid (session), all on path /', () => {
    const writes = spyOnCookieWrites();

    const { cvr, newVisit } = recordVisit('loja-da-ana');

    expect(newVisit).toBe(true);
    const [id = '', ...times] = cvr.split('|');
    expect(id).toMatch(ID);
    expect(times).toEqual([String(T0), String(T0), String(T0), '1']);
    expect(writes()).toEqual([
      // The pipes as they are, the format of site-runtime.md §3 (a valid cookie character).
      `ss_cvr=${cvr}; path=/; max-age=63072000; SameSite=Lax`,
      `ss_cvt=${T0}; path=/; max-age=1800; SameSite=Lax`,
      'ss_lastid=%7B%22identifier%22%3A%22loja-da-ana%22%7D; path=/; SameSite=Lax',
    ]);
    expect(readCookie('ss_cvr')).toBe(cvr);
    expect(readCookie('ss_cvt')).toBe(String(T0));
    expect(JSON.parse(readCookie('ss_lastid') ?? '')).toEqual({ identifier: 'loja-da-ana' });
  });

  it('within the session rewrites both cookies unchanged with refreshed expiry', () => {
    const first = recordVisit('loja-da-ana');
    vi.advanceTimersByTime(29 * MINUTE);
    const writes = spyOnCookieWrites();

    const again = recordVisit('loja-da-ana');

    expect(again).toEqual({ cvr: first.cvr, newVisit: false });
    expect(writes().slice(0, 2)).toEqual([`ss_cvr=${first.cvr}; path=/; max-age=63072000; SameSite=Lax`, `ss_cvt=${T0}; path=/; max-age=1800; SameSite=Lax`]);
    // The refreshed expiry keeps the session alive 30 minutes after this page view.
    vi.advanceTimersByTime(29 * MINUTE);
    expect(recordVisit('loja-da-ana').newVisit).toBe(false);
  });

  it('once ss_cvt expired after 30 minutes counts a new visit: count + 1, previous = old latest, latest = now', () => {
    const first = recordVisit('loja-da-ana');
    vi.advanceTimersByTime(30 * MINUTE + 1000);
    expect(readCookie('ss_cvt')).toBeUndefined();
    const now = T0 + 30 * MINUTE + 1000;

    const second = recordVisit('loja-da-ana');

    expect(second.newVisit).toBe(true);
    const [id] = first.cvr.split('|');
    expect(second.cvr).toBe(`${id}|${T0}|${T0}|${now}|2`);
    expect(readCookie('ss_cvt')).toBe(String(now));

    vi.advanceTimersByTime(24 * 60 * MINUTE);
    const later = now + 24 * 60 * MINUTE;
    expect(recordVisit('loja-da-ana').cvr).toBe(`${id}|${T0}|${now}|${later}|3`);
  });

  it('keeps ss_cvr for 2 years: a visitor back after that is new', () => {
    const first = recordVisit('loja-da-ana');
    const twoYears = 63_072_000_000;
    vi.advanceTimersByTime(twoYears - MINUTE);
    expect(visitRecord()[0]).toBe(first.cvr.split('|')[0]);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(readCookie('ss_cvr')).toBeUndefined();

    const back = recordVisit('loja-da-ana');

    expect(back.newVisit).toBe(true);
    expect(back.cvr.split('|').slice(1)).toEqual([String(T0 + twoYears + MINUTE), String(T0 + twoYears + MINUTE), String(T0 + twoYears + MINUTE), '1']);
  });

  it.each(['abc|0|1|1|1', 'abc,1,1,1,1', `abc|${T0}|${T0}|${T0}|9007199254740992`, 'a.b|1|1|1|1'])(
    'replaces the invalid ss_cvr %j with a new record even inside a session',
    (invalid) => {
      document.cookie = `ss_cvr=${encodeURIComponent(invalid)}; path=/`;
      document.cookie = `ss_cvt=${T0}; path=/`;

      const { cvr, newVisit } = recordVisit('loja-da-ana', T0 + MINUTE);

      expect(newVisit).toBe(true);
      expect(cvr.split('|').slice(1)).toEqual([String(T0 + MINUTE), String(T0 + MINUTE), String(T0 + MINUTE), '1']);
    },
  );

  it.each(['0', '0123', '-5', 'abc', '9007199254740992'])('treats the invalid ss_cvt %j as an ended session', (invalid) => {
    document.cookie = `ss_cvr=abc|${T0}|${T0}|${T0}|1; path=/`;
    document.cookie = `ss_cvt=${invalid}; path=/`;

    expect(recordVisit('loja-da-ana', T0 + MINUTE)).toEqual({ cvr: `abc|${T0}|${T0}|${T0 + MINUTE}|2`, newVisit: true });
    expect(readCookie('ss_cvt')).toBe(String(T0 + MINUTE));
  });

  it('reads a record stored percent-encoded by an older runtime (%7C) and rewrites it with pipes', () => {
    document.cookie = `ss_cvr=abc-1%7C${T0}%7C${T0}%7C${T0}%7C1; path=/`;
    document.cookie = `ss_cvt=${T0}; path=/`;
    const writes = spyOnCookieWrites();

    expect(recordVisit('loja-da-ana', T0 + MINUTE)).toEqual({ cvr: `abc-1|${T0}|${T0}|${T0}|1`, newVisit: false });
    expect(writes()[0]).toBe(`ss_cvr=abc-1|${T0}|${T0}|${T0}|1; path=/; max-age=63072000; SameSite=Lax`);
  });

  it('uses the time it is given', () => {
    expect(recordVisit('loja-da-ana', T0 + 5 * MINUTE).cvr).toMatch(new RegExp(`\\|${T0 + 5 * MINUTE}\\|1$`));
  });
});
