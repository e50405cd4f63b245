import { CENSUS_TIMEOUT_MS } from '../../shared/limits.ts';
import type { PageTracking } from '../consent/consent.ts';

/** A census form field value; booleans and numbers are sent as their text ('true', 'false', '1'). */
type FormValue = string | number | boolean;

/** Any object whose values are form values (interfaces too, which a Record type would refuse). */
type FormFields<T> = { readonly [K in keyof T]: FormValue };

function formBody<T extends FormFields<T>>(fields: T): URLSearchParams {
  return new URLSearchParams(Object.entries<FormValue>(fields).map(([name, value]) => [name, String(value)]));
}

/**
 * The one sender of every census call (site-runtime.md §7): a form-encoded POST that never rejects
 * and logs nothing, since "all census failures are swallowed silently" (§8). Nothing leaves the page
 * unless the page's consent engine allows tracking. keepalive lets a call started by a click on a link outlive the page;
 * the request is aborted after CENSUS_TIMEOUT_MS so a hanging server holds nothing open.
 */
export async function sendCensus<T extends FormFields<T>>(consent: PageTracking['consent'], path: string, fields: T): Promise<void> {
  if (!consent.trackingAllowed()) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CENSUS_TIMEOUT_MS);
  try {
    await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      body: formBody(fields),
      signal: controller.signal,
    });
  } catch {
    // Swallowed on purpose: census is best effort (site-runtime.md §8).
  } finally {
    clearTimeout(timer);
  }
}
