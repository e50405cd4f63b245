import { CENSUS_EVENT_TYPE } from '../../shared/tracking-enums.ts';
import { RECORD_HIT_PATH, VISIT_RECORD_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../cookies/read-cookie.ts';
import { sendCensus } from './send-census.ts';
import { pageHitFields } from './page-hit.ts';
import { censusDisabledFlag, censusRuns } from './page-view-gate.ts';
import type { PageTracking } from '../consent/consent.ts';

/** The census events besides the page view (GMM §3.6): site search 2, heartbeat 10, audio 20, video 21. */
export type CensusHitEvent = Exclude<keyof typeof CENSUS_EVENT_TYPE, 'pageView'>;

/**
 * A census event other than the page view, on RecordHit (site-runtime.md §7 "form-encoded: event, data,
 * ss_cvr"): a site search from the search block (docs/markup.md 6.13), a heartbeat (6.22), an audio
 * (6.17) or video (6.7) play. The spec gives these events no data of their own, so `data` is the census
 * page-hit data (§3) at this moment, with `extra` after it (a site search's query), and `ss_cvr` the
 * visit cookie as it is now. Sent where census runs for this visitor and page (§6), the search page
 * included: its exclusion is the page view's only (§2). Consent permitting; failures are swallowed
 * (sendCensus).
 */
export function recordCensusHit({ page, consent }: PageTracking, event: CensusHitEvent, extra?: Readonly<Record<string, string>>): Promise<void> {
  if (!censusRuns({ context: page, pathname: location.pathname, censusDisabled: censusDisabledFlag(window) })) return Promise.resolve();
  const cvr = readCookie(VISIT_RECORD_COOKIE) ?? '';
  return sendCensus(consent, RECORD_HIT_PATH, pageHitFields(page, window, cvr, Date.now(), CENSUS_EVENT_TYPE[event], extra));
}
