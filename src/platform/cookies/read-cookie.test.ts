import { describe, expect, it } from 'vitest';
import { cookieNames, readCookie } from './read-cookie.ts';

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('crumb', 'a=1; crumb=x%20y; crumbs=no')).toBe('x y');
    expect(readCookie('crumbs', 'a=1; crumb=x; crumbs=no')).toBe('no');
  });

  it('returns undefined for an absent cookie and keeps undecodable values as they are', () => {
    expect(readCookie('crumb', 'a=1')).toBeUndefined();
    expect(readCookie('crumb', '')).toBeUndefined();
    expect(readCookie('crumb', 'crumb=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('cookieNames', () => {
  it('lists each name once, trimmed, and skips pairs without a name', () => {
    expect([...cookieNames('a=1; crumb=x=y;crumb=z; =v; flag')]).toEqual(['a', 'crumb']);
    expect(cookieNames('').size).toBe(0);
  });
});
