/**
 * The blog URL token filter (site-runtime.md §5): "allows only the tokens y, m, d and t". A post URL format
 * writes a token as '%' and its letter ('%y/%m/%d/%t': year, month, day, title; chosen here, with the
 * letters case-sensitive as the spec gives them).
 */
export const BLOG_URL_TOKENS = ['y', 'm', 'd', 't'] as const;
export type BlogUrlToken = (typeof BLOG_URL_TOKENS)[number];

const TOKEN = /%([a-z])/gi;

const isBlogUrlToken = (letter: string): letter is BlogUrlToken => (BLOG_URL_TOKENS as readonly string[]).includes(letter);

/** Again until nothing changes: taking '%A' out of '%%AA' leaves another '%A'. */
function keepAllowed(segment: string): string {
  const kept = segment.replace(TOKEN, (token, letter: string) => (isBlogUrlToken(letter) ? token : ''));
  return kept === segment ? kept : keepAllowed(kept);
}

/**
 * The format with every other token taken out, and with any path segment that held only such tokens
 * ('%y/%q/%t' → '%y/%t'). Text around the tokens stays: the filter judges tokens, not the rest.
 */
export function filterBlogUrlTokens(format: string): string {
  return format
    .split('/')
    .flatMap((segment) => {
      const kept = keepAllowed(segment);
      return segment !== '' && kept === '' ? [] : [kept];
    })
    .join('/');
}
