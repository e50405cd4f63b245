export interface CookieOptions {
  /** Lifetime; without it the cookie is a session cookie. */
  maxAgeMs?: number;
  /** Defaults to '/', so every page of the site sees the cookie. */
  path?: string;
  /** Shared with every host below it; without it, a host-only cookie. */
  domain?: string;
}

/**
 * Writes cookie `name` with `value` URI-encoded (readCookie decodes it), except the pipe: a valid
 * cookie character, and the separator of ss_cvr's format (site-runtime.md §3), stored as it is. Lax
 * keeps it off cross-site subrequests; Secure is only possible on https (browsers drop Secure cookies
 * written over http).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = [`${name}=${encodeURIComponent(value).replaceAll('%7C', '|')}`, `path=${options.path ?? '/'}`];
  // max-age counts whole seconds; rounding down never keeps a cookie longer than asked.
  if (options.domain) attributes.push(`domain=${options.domain}`);
  if (options.maxAgeMs !== undefined) attributes.push(`max-age=${Math.floor(options.maxAgeMs / 1000)}`);
  attributes.push('SameSite=Lax');
  if (location.protocol === 'https:') attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

/**
 * Removes cookie `name` set on `path` and `domain` (a cookie is only replaced or removed with the path
 * and domain it was set with; without `domain`, the host-only cookie). An expiry date in the past
 * removes it in every browser, and in test DOMs such as happy-dom, which read max-age=0 as expiring at
 * the current millisecond rather than at once.
 */
export function deleteCookie(name: string, path = '/', domain?: string): void {
  document.cookie = `${name}=; path=${path}; ${domain ? `domain=${domain}; ` : ''}expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * The domains a cookie the page sees may have been set with, besides host-only: the host and each
 * parent domain up to, not including, the bare top-level label (www.loja.com.br → www.loja.com.br,
 * loja.com.br, com.br). Without a public-suffix list the registrable domain is not known; it need not
 * be, since browsers refuse a cookie, and so its removal, on a public suffix (com.br): those writes
 * do nothing. An IP address or a one-label host (localhost) only has host-only cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]*$|:/.test(hostname)) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
