import { RECORD_HIT_PATH } from '../../shared/platform.ts';
import type { PageContext } from '../page-context/read-page-context.ts';
import { pageHitFields } from './page-hit.ts';
import { sendCensus } from './send-census.ts';

/**
 * Records this page view on RecordHit; `cvr` is the ss_cvr visit cookie value the caller just wrote,
 * `viewedAt` when the view began (its clientDate, however late the call leaves). The caller decides
 * first whether the view is tracked at all (shouldRecordPageView).
 */
export function recordPageView(context: PageContext, cvr: string, viewedAt: number = Date.now()): Promise<void> {
  return sendCensus(context, RECORD_HIT_PATH, pageHitFields(context, window, cvr, viewedAt));
}
