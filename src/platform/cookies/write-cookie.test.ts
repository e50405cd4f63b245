import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './read-cookie.ts';
import { cookieDomains, deleteCookie, writeCookie } from './write-cookie.ts';

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

  it('shares the cookie with the hosts below the domain when given one', () => {
    const writes = spyOnCookieWrites();
    writeCookie('a', '1', { domain: 'localhost', maxAgeMs: 1000 });
    expect(writes()).toEqual(['a=1; path=/; domain=localhost; max-age=1; SameSite=Lax']);
  });

  it('adds Secure only when the page is on https', () => {
    const writes = spyOnCookieWrites();
    vi.stubGlobal('location', { protocol: 'https:' });
    writeCookie('a', '1');
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie('a', '2');
    expect(writes()).toEqual(['a=1; path=/; SameSite=Lax; Secure', 'a=2; path=/; SameSite=Lax']);
  });

  it("stores pipes as they are (a valid cookie character, ss_cvr's separator), readable through readCookie", () => {
    const writes = spyOnCookieWrites();
    writeCookie('visit', 'V1-x_y|1700000000000|1700000000000|1700000000000|1');
    expect(writes()).toEqual(['visit=V1-x_y|1700000000000|1700000000000|1700000000000|1; path=/; SameSite=Lax']);
    expect(document.cookie).toContain('visit=V1-x_y|1700000000000|1700000000000|1700000000000|1');
    expect(readCookie('visit')).toBe('V1-x_y|1700000000000|1700000000000|1700000000000|1');
  });

  it('still encodes every character a cookie value cannot hold, next to a pipe', () => {
    const writes = spyOnCookieWrites();
    writeCookie('a', 'x|y; z,"%7C"');
    expect(writes()).toEqual(['a=x|y%3B%20z%2C%22%257C%22; path=/; SameSite=Lax']);
    expect(readCookie('a')).toBe('x|y; z,"%7C"');
  });
});

describe('deleteCookie', () => {
  it('names the domain when given one, else removes the host-only cookie', () => {
    const writes = spyOnCookieWrites();
    deleteCookie('a', '/blog', 'loja.example.com');
    deleteCookie('a', '/blog');
    expect(writes()).toEqual([
      'a=; path=/blog; domain=loja.example.com; expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'a=; path=/blog; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

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

describe('cookieDomains', () => {
  it('lists the host and every parent domain, without the bare top-level label', () => {
    expect(cookieDomains('www.runtime-test.example')).toEqual(['www.runtime-test.example', 'runtime-test.example']);
    // com.br is a public suffix: the browser refuses a cookie there, so writing one is harmless.
    expect(cookieDomains('a.www.loja.com.br')).toEqual(['a.www.loja.com.br', 'www.loja.com.br', 'loja.com.br', 'com.br']);
    expect(cookieDomains('loja.example')).toEqual(['loja.example']);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', ''])('gives no domain for %j: only host-only cookies exist there', (hostname) => {
    expect(cookieDomains(hostname)).toEqual([]);
  });
});
