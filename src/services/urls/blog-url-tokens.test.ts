// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_URL_TOKENS, filterBlogUrlTokens } from './blog-url-tokens.ts';

describe('blog URL token filter (site-runtime.md §5: only y, m, d and t)', () => {
  it('allows the tokens y, m, d and t', () => {
    expect(BLOG_URL_TOKENS).toEqual(['y', 'm', 'd', 't']);
    expect(filterBlogUrlTokens('%y/%m/%d/%t')).toBe('%y/%m/%d/%t');
    expect(filterBlogUrlTokens('/blog/%y-%m/%t')).toBe('/blog/%y-%m/%t');
  });

  it('takes any other token out, and a segment it leaves empty', () => {
    expect(filterBlogUrlTokens('%y/%q/%t')).toBe('%y/%t');
    expect(filterBlogUrlTokens('%y-%H/%t%x')).toBe('%y-/%t');
    expect(filterBlogUrlTokens('%Y/%T')).toBe('');
    expect(filterBlogUrlTokens('/%a/%b/')).toBe('/');
  });

  it('keeps text, and leaves no token but the four', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('%y', '%m', '%d', '%t', '%q', '%Y', '/', '%')), { maxLength: 12 }), (parts) => {
        const format = parts.join('');
        const filtered = filterBlogUrlTokens(format);
        for (const [, letter] of filtered.matchAll(/%([a-z])/gi)) expect(BLOG_URL_TOKENS).toContain(letter);
        expect(filterBlogUrlTokens(filtered)).toBe(filtered);
        if (!/%[a-z]/i.test(format)) expect(filtered).toBe(format);
      }),
      { numRuns: 500 },
    );
  });
});
