import { nanoid } from 'nanoid';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { writeCookie } from '../../platform/cookies/write-cookie.ts';
import { RUM_ANALYTICS_ID_MAX_AGE_MS } from './constants.ts';

/** The cookie and the local storage key that keep a visitor's analyticsId (chosen name). */
const ANALYTICS_ID_KEY = 'ss_analyticsId';

/** Whether `hostname` is the provider's own domain or below it (rum-settings `cookieDomain`; empty: never). */
function onProviderDomain(hostname: string, cookieDomain: string): boolean {
  // location.hostname is lower case already (URL parsing folds it).
  const domain = cookieDomain.toLowerCase();
  return domain !== '' && (hostname === domain || hostname.endsWith(`.${domain}`));
}

/**
 * Local storage's copy, `id|expires` (ms since 1970), when it has not expired. Touching local storage throws
 * where it is blocked: then only the cookie keeps the id. (Not services' webStorage: its chunk would cost the collector 384 B.)
 */
function fromStorage(now: number): string | undefined {
  try {
    const [id, expires] = localStorage.getItem(ANALYTICS_ID_KEY)?.split('|') ?? [];
    return id && Number(expires) > now ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's analyticsId (GMM §9: "Analytics id cookie lasts 390 days, set on the provider's own
 * domains. It is stored in a cookie and in local storage with an expiry"): the cookie's, else local
 * storage's while it has not expired, else a new one (nanoid). Both copies are written again, so the 390
 * days count from the last visit; the cookie only on the provider's domain (`domain=` it, shared by
 * its sites), never on a site's own domain. When neither can be written: 'Unable to store analyticsId'.
 */
export function analyticsId(cookieDomain: string, now = Date.now()): string {
  const id = readCookie(ANALYTICS_ID_KEY) || fromStorage(now) || nanoid();
  let stored = false;
  if (onProviderDomain(location.hostname, cookieDomain)) {
    writeCookie(ANALYTICS_ID_KEY, id, { domain: cookieDomain, maxAgeMs: RUM_ANALYTICS_ID_MAX_AGE_MS });
    stored = readCookie(ANALYTICS_ID_KEY) === id;
  }
  try {
    localStorage.setItem(ANALYTICS_ID_KEY, `${id}|${now + RUM_ANALYTICS_ID_MAX_AGE_MS}`);
    stored = true;
  } catch {
    // Full, blocked or absent: the cookie may still hold it.
  }
  if (!stored) console.warn('Unable to store analyticsId');
  return id;
}
