import { RECORD_HIT_PATH } from '../../shared/platform';
import type { PageContext } from '../page-context/read-page-context';
import { pageHitFields } from './page-hit';
import { sendCensus } from './send-census';

/**
 * Records this page view on RecordHit; `cvr` is the ss_cvr visit cookie value the caller just wrote.
 * The caller decides first whether the view is tracked at all (shouldRecordPageView).
 */
export function recordPageView(context: PageContext, cvr: string): Promise<void> {
  return sendCensus(RECORD_HIT_PATH, pageHitFields(context, window, cvr, Date.now()));
}
