import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './read-cookie.ts';
import { deleteCookie, writeCookie } from './write-cookie.ts';

/** The strings assigned to document.cookie (the assignment still goes through). */
function spyOnCookieWrites(): () => string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([written]) => written);
}

afterEach(() => {
  for (const name of ['a', 'visit', 'json']) deleteCookie(name);
  vi.unstubAllGlobals();
});

describe('writeCookie', () => {
  it('writes the value URI-encoded on path / with SameSite=Lax, as a session cookie by default', () => {
    const writes = spyOnCookieWrites();
    writeCookie('json', '{"identifier":"loja da ana"}');
    expect(writes()).toEqual(['json=%7B%22identifier%22%3A%22loja%20da%20ana%22%7D; path=/; SameSite=Lax']);
    expect(readCookie('json')).toBe('{"identifier":"loja da ana"}');
  });

  it.each([
    [2_592_000_000, 'max-age=2592000'],
    [63_072_000_000, 'max-age=63072000'],
    [1_800_000, 'max-age=1800'],
    [1_999, 'max-age=1'],
  ])('turns maxAgeMs %d into %s', (maxAgeMs, attribute) => {
    const writes = spyOnCookieWrites();
    writeCookie('a', '1', { maxAgeMs });
    expect(writes()).toEqual([`a=1; path=/; ${attribute}; SameSite=Lax`]);
  });

  it('writes on the given path', () => {
    const writes = spyOnCookieWrites();
    writeCookie('a', '1', { path: '/blog' });
    deleteCookie('a', '/blog');
    expect(writes()).toEqual(['a=1; path=/blog; SameSite=Lax', 'a=; path=/blog; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
  });

  it('adds Secure only when the page is on https', () => {
    const writes = spyOnCookieWrites();
    vi.stubGlobal('location', { protocol: 'https:' });
    writeCookie('a', '1');
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie('a', '2');
    expect(writes()).toEqual(['a=1; path=/; SameSite=Lax; Secure', 'a=2; path=/; SameSite=Lax']);
  });

  it('keeps pipes and hyphens readable through readCookie', () => {
    writeCookie('visit', 'V1-x_y|1700000000000|1700000000000|1700000000000|1');
    expect(readCookie('visit')).toBe('V1-x_y|1700000000000|1700000000000|1700000000000|1');
  });
});

describe('deleteCookie', () => {
  it('expires the cookie on path / by default', () => {
    writeCookie('a', '1');
    const writes = spyOnCookieWrites();
    deleteCookie('a');
    expect(writes()).toEqual(['a=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(readCookie('a')).toBeUndefined();
  });

  it('expires the cookie on the given path only', () => {
    history.replaceState(null, '', '/blog/post');
    try {
      writeCookie('a', 'post', { path: '/blog/post' });
      deleteCookie('a');
      expect(readCookie('a')).toBe('post');
      deleteCookie('a', '/blog/post');
      expect(readCookie('a')).toBeUndefined();
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
