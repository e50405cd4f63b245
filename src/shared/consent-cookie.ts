/**
 * The visitor's stored consent choice (site-runtime.md §3): the cookie and how it reads. DOM-free, so the
 * platform's renderer (the fixture server's banner hint) reads a request's cookie by the same rule.
 */

/** Holds the visitor's choice, 'true' or 'false'. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** The stored choice: only the exact values the runtime writes count; anything else is no choice yet. */
export const parseConsentCookie = (value: string | undefined): boolean | undefined => value === 'true' || (value === 'false' ? false : undefined);
