import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { analyticsId } from './analytics-id.ts';

/** Its cookie and local storage key (a chosen name, as docs/markup.md gives it). */
const ANALYTICS_ID_KEY = 'ss_analyticsId';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ANALYTICS_ID_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the analyticsId', () => {
  it("writes its cookie only on the provider's own domain and below it", () => {
    /** Whether a page on `hostname` writes the cookie, given rum-settings' cookieDomain. */
    const writesCookie = (hostname: string, cookieDomain: string): boolean => {
      vi.stubGlobal('location', { hostname });
      const write = vi.spyOn(document, 'cookie', 'set');
      analyticsId(cookieDomain);
      const written = write.mock.calls.some(([cookie]) => String(cookie).startsWith(`${ANALYTICS_ID_KEY}=`));
      write.mockRestore();
      vi.unstubAllGlobals();
      return written;
    };
    expect(writesCookie('example-sites.com', 'example-sites.com')).toBe(true);
    expect(writesCookie('loja.example-sites.com', 'Example-Sites.com')).toBe(true);
    expect(writesCookie('loja.com.br', 'example-sites.com')).toBe(false);
    expect(writesCookie('evilexample-sites.com', 'example-sites.com')).toBe(false);
    expect(writesCookie('example-sites.com', '')).toBe(false);
  });

  it('is made once, then kept in local storage for 390 days and read back from there', () => {
    const now = Date.UTC(2026, 0, 1);
    const id = analyticsId('', now);
    expect(id).toMatch(/^[\w-]{21}$/);
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBe(`${id}|${now + 390 * DAY}`);
    // Not on the provider's domain (happy-dom's localhost): no cookie.
    expect(readCookie(ANALYTICS_ID_KEY)).toBeUndefined();
    expect(analyticsId('', now + 389 * DAY)).toBe(id);
    // Each visit counts the 390 days again.
    expect(localStorage.getItem(ANALYTICS_ID_KEY)).toBe(`${id}|${now + 779 * DAY}`);
  });

  it('is a new one once the stored one has expired', () => {
    const id = analyticsId('', 0);
    expect(analyticsId('', 390 * DAY)).not.toBe(id);
    // A copy that is not `id|expires` is no id.
    for (const stored of ['garbage', '{"id":"x","expires":9e15}', '|9000000000000000']) {
      localStorage.setItem(ANALYTICS_ID_KEY, stored);
      expect(analyticsId('', 0)).toMatch(/^[\w-]{21}$/);
    }
  });

  it("prefers the cookie, which the provider's sites share, and keeps it on its domain", () => {
    // happy-dom's page is on localhost: the provider's domain for this test.
    document.cookie = `${ANALYTICS_ID_KEY}=from-cookie; path=/`;
    localStorage.setItem(ANALYTICS_ID_KEY, `from-storage|${Date.now() + DAY}`);
    const write = vi.spyOn(document, 'cookie', 'set');
    expect(analyticsId(location.hostname)).toBe('from-cookie');
    expect(write).toHaveBeenCalledWith(`${ANALYTICS_ID_KEY}=from-cookie; path=/; domain=${location.hostname}; max-age=33696000; SameSite=Lax`);
  });

  it("warns 'Unable to store analyticsId' when neither the cookie nor local storage can keep it", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(analyticsId('example-sites.com')).toMatch(/^[\w-]{21}$/);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Unable to store analyticsId');
    warn.mockClear();
    analyticsId(location.hostname);
    expect(warn).not.toHaveBeenCalled();
  });
});
