import { API_ROOT } from '../../shared/platform.ts';
import type { DeliveryType } from './record.ts';

const PERFORMANCE_RECORDS_PATH = `${API_ROOT}1/performance/records`;

/**
 * Old iOS WebKit skips the beacon (GMM §4.1; the rule is chosen here): iOS before 13, where every
 * browser is WebKit and a beacon sent while the page hides is often lost. iPadOS 13 and later reports
 * itself as a Mac and has a working beacon.
 */
function skipsBeacon(userAgent: string): boolean {
  const version = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)_/.exec(userAgent)?.[1];
  return version !== undefined && Number(version) < 13;
}

/**
 * Sends one batch to POST /api/1/performance/records as text/plain (GMM §4.1): with navigator.sendBeacon,
 * or with an XHR when the browser refuses the beacon (a body over its quota, no sendBeacon) or skips
 * it. `body` encodes the batch as it leaves, so its records say how they left.
 */
export function deliver(body: (deliveryType: DeliveryType) => string, nav: Navigator = navigator): void {
  if (!skipsBeacon(nav.userAgent) && nav.sendBeacon?.(PERFORMANCE_RECORDS_PATH, body('beacon'))) return;
  const xhr = new XMLHttpRequest();
  xhr.open('POST', PERFORMANCE_RECORDS_PATH);
  xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
  xhr.send(body('xhr'));
}
