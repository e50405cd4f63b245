import { nanoid } from 'nanoid';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { RUM_ANALYTICS_ID_MAX_AGE_MS } from './constants.ts';

/** The cookie and the local storage key that keep a visitor's analyticsId (chosen name). */
export const ANALYTICS_ID_KEY = 'ss_analyticsId';

/** Whether `hostname` is the provider's own domain or below it (rum-settings `cookieDomain`; empty: never). */
export function onProviderDomain(hostname: string, cookieDomain: string): boolean {
  const domain = cookieDomain.toLowerCase();
  const host = hostname.toLowerCase();
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

/** The local storage record: the id and when it expires (ms since 1970). */
interface Stored {
  id: string;
  expires: number;
}

function fromStorage(storage: Storage | undefined, now: number): string | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(ANALYTICS_ID_KEY) ?? 'null') as Partial<Stored> | null;
    return typeof stored?.id == 'string' && stored.id && typeof stored.expires == 'number' && stored.expires > now ? stored.id : undefined;
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
  let storage: Storage | undefined;
  try {
    // Touching it throws where storage is blocked. (Not services' webStorage: its chunk would cost the collector 384 B.)
    storage = localStorage;
  } catch {
    // Then only the cookie can keep it.
  }
  const id = readCookie(ANALYTICS_ID_KEY) || fromStorage(storage, now) || nanoid();
  let stored = false;
  if (onProviderDomain(location.hostname, cookieDomain)) {
    const secure = location.protocol == 'https:' ? '; Secure' : '';
    document.cookie = `${ANALYTICS_ID_KEY}=${id}; path=/; domain=${cookieDomain}; max-age=${RUM_ANALYTICS_ID_MAX_AGE_MS / 1000}; SameSite=Lax${secure}`;
    stored = readCookie(ANALYTICS_ID_KEY) === id;
  }
  try {
    storage!.setItem(ANALYTICS_ID_KEY, JSON.stringify({ id, expires: now + RUM_ANALYTICS_ID_MAX_AGE_MS } satisfies Stored));
    stored = true;
  } catch {
    // Full, blocked or absent: the cookie may still hold it.
  }
  if (!stored) console.warn('Unable to store analyticsId');
  return id;
}
