import { CRUMB_COOKIE, RECORD_EVENT_PATH } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { internalTrackingFields } from '../../platform/tracking/internal-fields.ts';

/** The product analytics endpoint (galleries-maps-measurement.md §7), called on the page's own origin. */
/**
 * Records a product analytics event (galleries-maps-measurement.md §3.5, §7, §8). The payload is
 * sent over the internal tracking fields, so an event may refine any of them. Rejects with
 * 'no payload' (sending nothing) when the payload is missing, and rejects when the platform
 * answers with a failure (after a console warning) or cannot be reached.
 */
export async function trackEvent(
  page: PageContext,
  eventName: string,
  payload: Record<string, unknown> | undefined,
  extra: Record<string, string> = {},
): Promise<void> {
  if (!payload) throw new Error('no payload');
  const data = { ...internalTrackingFields(page, location, document.documentElement.lang), ...payload };
  // crumb, event and data come last so that an extra field of the same name cannot replace them.
  const form = new URLSearchParams({ ...extra, crumb: readCookie(CRUMB_COOKIE) ?? '', event: eventName, data: JSON.stringify(data) });
  const response = await fetch(`${location.origin}${RECORD_EVENT_PATH}`, {
    method: 'POST',
    credentials: 'same-origin',
    // An event recorded on a click that leaves the page still arrives.
    keepalive: true,
    // URLSearchParams: fetch labels it application/x-www-form-urlencoded;charset=UTF-8 itself.
    body: form,
  });
  if (!response.ok) {
    const message = `Error tracking event: HTTP Status ${response.status}`;
    console.warn(message);
    throw new Error(message);
  }
}
