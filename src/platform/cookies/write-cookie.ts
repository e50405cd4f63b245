export interface CookieOptions {
  /** Lifetime; without it the cookie is a session cookie. */
  maxAgeMs?: number;
  /** Defaults to '/', so every page of the site sees the cookie. */
  path?: string;
}

/**
 * Writes cookie `name` with `value` URI-encoded (readCookie decodes it). Lax keeps it off cross-site
 * subrequests; Secure is only possible on https (browsers drop Secure cookies written over http).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  // max-age counts whole seconds; rounding down never keeps a cookie longer than asked.
  if (options.maxAgeMs !== undefined) attributes.push(`max-age=${Math.floor(options.maxAgeMs / 1000)}`);
  attributes.push('SameSite=Lax');
  if (location.protocol === 'https:') attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

/**
 * Removes cookie `name` set on `path` (a cookie is only replaced or removed on the path it was set on).
 * An expiry date in the past removes it in every browser, and in test DOMs such as happy-dom, which
 * read max-age=0 as expiring at the current millisecond rather than at once.
 */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
