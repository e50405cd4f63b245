import { describe, expect, it } from 'vitest';
import { httpUrl } from './http-url.ts';

describe('httpUrl', () => {
  it('resolves http(s) addresses against the base', () => {
    expect(httpUrl('/a.js', 'https://site.test/p/q')).toBe('https://site.test/a.js');
    expect(httpUrl('http://cdn.test/b.css', 'https://site.test/')).toBe('http://cdn.test/b.css');
  });

  it('refuses other schemes and what is no URL', () => {
    expect(httpUrl('javascript:alert(1)', 'https://site.test/')).toBeUndefined();
    expect(httpUrl('data:text/css,x', 'https://site.test/')).toBeUndefined();
    expect(httpUrl('http://[::1', 'https://site.test/')).toBeUndefined();
  });
});
