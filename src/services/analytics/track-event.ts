import { EVENT_SOURCE_FIELD, EVENT_SOURCE_WEB, SOURCE_ENVIRONMENT_FIELD } from '../../shared/analytics.ts';
import { CRUMB_COOKIE, CSRF_HEADER, RECORD_EVENT_PATH } from '../../shared/platform.ts';
import type { PageTracking } from '../../platform/consent/consent.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { internalTrackingFields, withoutTrailingSlash } from '../../platform/tracking/internal-fields.ts';
import { sourceEnvironment } from '../environment/detect-environment.ts';

/** What an analytics call needs of its caller: the page context and its consent engine, and where a missing environment is reported. */
export interface AnalyticsContext extends PageTracking {
  report(error: unknown): void;
}

type Payload = Record<string, unknown> | undefined;

/**
 * Records a product analytics event (galleries-maps-measurement.md §3.5, §7, §8) with the current
 * client: a form-encoded POST of crumb, event, the extra fields and data (the JSON payload) to
 * RecordEvent on the page's own origin. Every feature of the runtime sends its events this way
 * (docs/markup.md §4). Resolves on any 2xx answer.
 */
export async function trackEvent(context: AnalyticsContext, eventName: string, payload: Payload, extra: Record<string, string> = {}): Promise<void> {
  const event = analyticsEvent(context, payload, extra);
  if (!event) return;
  // crumb, event and data come last so that an extra field of the same name cannot replace them.
  const form = new URLSearchParams({ ...event.fields, crumb: readCookie(CRUMB_COOKIE) ?? '', event: eventName, data: JSON.stringify(event.data) });
  // A path, not location.origin + path: it resolves against the document's address, so it reaches
  // the page's own origin from an about:srcdoc preview too, whose location.origin is 'null'.
  const response = await fetch(RECORD_EVENT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    // An event recorded on a click that leaves the page still arrives.
    keepalive: true,
    // URLSearchParams: fetch labels it application/x-www-form-urlencoded;charset=UTF-8 itself.
    body: form,
  });
  if (!response.ok) fail(response.status);
}

/**
 * The older RecordEvent client (galleries-maps-measurement.md §7: "posts JSON and checks for status
 * 200 or 202"): the same event as one JSON object, `data` being the payload object itself, with the
 * crumb in the X-CSRF-Token header (chosen here). The internal event tracker sends through it
 * (docs/markup.md §4). Any answer but 200 or 202 warns and rejects, as the current client does.
 */
export async function trackEventJson(context: AnalyticsContext, eventName: string, payload: Payload, extra: Record<string, string> = {}): Promise<void> {
  const event = analyticsEvent(context, payload, extra);
  if (!event) return;
  const response = await fetch(RECORD_EVENT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: readCookie(CRUMB_COOKIE) ?? '' },
    body: JSON.stringify({ ...event.fields, event: eventName, data: event.data }),
  });
  if (response.status !== 200 && response.status !== 202) fail(response.status);
}

/**
 * What both clients send: the extra fields with the event source (WEB) and the source environment,
 * and the payload over the internal tracking fields, its pagePath without a trailing slash (GMM
 * §3.5). Throws 'no payload' for a missing payload; undefined (send nothing) while consent does not
 * allow tracking, as for census.
 */
function analyticsEvent(
  { page, consent, report }: AnalyticsContext,
  payload: Payload,
  extra: Record<string, string>,
): { fields: Record<string, string>; data: Record<string, unknown> } | undefined {
  if (!payload) throw new Error('no payload');
  if (!consent.trackingAllowed()) return undefined;
  const data: Record<string, unknown> = { ...internalTrackingFields(page, location, document.documentElement.lang), ...payload };
  if (typeof data['pagePath'] === 'string') data['pagePath'] = withoutTrailingSlash(data['pagePath']);
  const environment = sourceEnvironment(location, report);
  return {
    fields: { ...extra, [EVENT_SOURCE_FIELD]: EVENT_SOURCE_WEB, ...(environment && { [SOURCE_ENVIRONMENT_FIELD]: environment }) },
    data,
  };
}

function fail(status: number): never {
  const message = `Error tracking event: HTTP Status ${status}`;
  console.warn(message);
  throw new Error(message);
}
