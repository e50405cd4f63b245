import { CENSUS_EVENT_TYPE } from '../../shared/tracking-enums.ts';
import { RECORD_HIT_PATH, VISIT_RECORD_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { sendCensus } from '../../platform/census/send-census.ts';
import { pageHitFields } from '../../platform/census/page-hit.ts';
import { censusDisabledFlag, shouldRecordPageView } from '../../platform/census/page-view-gate.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/**
 * A census video event (GMM §3.6 "video 21") when a visitor starts a video (chosen here, docs/markup.md
 * 6.7): the RecordHit form of the page view (SR §3 "Census page-hit data", the ss_cvr value) with `event`
 * 21. Sent to the same visitors on the same pages as the page view (SR §6), consent permitting; failures
 * are swallowed (sendCensus). Kept beside the video block rather than in src/services/census-events: that
 * module is in a chunk every gallery page loads, and only a video sends this.
 */
export function recordVideoPlay(context: PageContext, win: Window = window): Promise<void> {
  const tracked = shouldRecordPageView({ context, pathname: win.location.pathname, censusDisabled: censusDisabledFlag(win) });
  if (!tracked) return Promise.resolve();
  const cvr = readCookie(VISIT_RECORD_COOKIE, win.document.cookie) ?? '';
  return sendCensus(context, RECORD_HIT_PATH, { ...pageHitFields(context, win, cvr, Date.now()), event: CENSUS_EVENT_TYPE.video });
}
