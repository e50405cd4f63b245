import { ERROR_BREADCRUMBS } from '../../../shared/limits.ts';
import { crumbAddress, type Breadcrumb } from '../breadcrumbs.ts';

/** The request initiators that are the page's calls (not its images, scripts or stylesheets). */
const CALLS = new Set(['fetch', 'xmlhttprequest']);

/**
 * The page's fetch and XHR calls answered 400 or more before `until` (ms since 1970), as `request` crumbs,
 * from what the browser records anyway (its resource timing entries), so no global is patched on every
 * page. Where an engine does not report `responseStatus` (WebKit) there are none, and a call that got no
 * answer at all (a network error) makes no entry in any engine.
 */
function requestCrumbs(until: number, entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource')): Breadcrumb[] {
  return entries.flatMap((entry) => {
    const { initiatorType, responseStatus: status, responseEnd } = entry as PerformanceResourceTiming;
    const at = Math.round(performance.timeOrigin + responseEnd);
    if (!CALLS.has(initiatorType) || !(status >= 400) || at > until) return [];
    return [{ type: 'request', url: crumbAddress(entry.name), status, at }];
  });
}

/** The ring a capture kept and the calls that failed before it, by time: the last 30. */
export function withRequests(ring: readonly Breadcrumb[], until: number, entries?: readonly PerformanceEntry[]): Breadcrumb[] {
  return [...ring, ...requestCrumbs(until, entries)].sort((a, b) => a.at - b.at).slice(-ERROR_BREADCRUMBS);
}
