import { CENSUS_EVENT_TYPE } from '../../shared/tracking-enums.ts';
import { RECORD_HIT_PATH, VISIT_RECORD_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { sendCensus } from '../../platform/census/send-census.ts';
import { pageHitFields } from '../../platform/census/page-hit.ts';
import { censusDisabledFlag, shouldRecordPageView } from '../../platform/census/page-view-gate.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';

export type PlayedMedia = 'audio' | 'video';

/**
 * A census media event when a visitor starts an audio (GMM §3.6 "audio 20", docs/markup.md 6.17) or a
 * video (§3.6 "video 21", docs 6.7): RecordHit (site-runtime.md §7 "form-encoded: event, data, ss_cvr").
 * The spec gives these events no data of their own, so `data` is the census page-hit data (§3) at the
 * moment of the play and `ss_cvr` the visit cookie as it is now. Sent to the same visitors on the same
 * pages as the page view (§6), while consent allows tracking; failures are swallowed (sendCensus).
 * A module of its own: the census-events chunk is on every gallery page, and only players send this.
 */
export function recordMediaPlay(context: PageContext, media: PlayedMedia, win: Window = window): Promise<void> {
  if (!shouldRecordPageView({ context, pathname: win.location.pathname, censusDisabled: censusDisabledFlag(win) })) return Promise.resolve();
  const cvr = readCookie(VISIT_RECORD_COOKIE, win.document.cookie) ?? '';
  return sendCensus(context, RECORD_HIT_PATH, { ...pageHitFields(context, win, cvr, Date.now()), event: CENSUS_EVENT_TYPE[media] });
}
