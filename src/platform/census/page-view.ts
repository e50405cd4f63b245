import { RECORD_HIT_PATH } from '../../shared/platform.ts';
import type { PageTracking } from '../consent/consent.ts';
import { pageHitFields } from './page-hit.ts';
import { sendCensus } from './send-census.ts';

/**
 * Records this page view on RecordHit; `cvr` is the ss_cvr visit cookie value the caller just wrote,
 * `viewedAt` when the view began (its clientDate, however late the call leaves). The caller decides
 * first whether the view is tracked at all (shouldRecordPageView).
 */
export function recordPageView({ page, consent }: PageTracking, cvr: string, viewedAt: number = Date.now()): Promise<void> {
  return sendCensus(consent, RECORD_HIT_PATH, pageHitFields(page, window, cvr, viewedAt));
}
