import { CRUMB_COOKIE, CSRF_HEADER, RECORD_JAVASCRIPT_ERRORS_PATH } from '../../shared/platform.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import type { ErrorEntry } from './error-entry.ts';

/**
 * Posts entries to the platform; keepalive lets a send started on page hide finish. Failures are
 * dropped; the answer goes back to the queue, which honours a 429 (error-queue.ts). The session cookies go with fetch's default credentials mode, same-origin (not spelled
 * out: this ships in the entry, where every byte counts).
 */
export function sendErrorReport(entries: ErrorEntry[]): Promise<Response | undefined> {
  return fetch(RECORD_JAVASCRIPT_ERRORS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: readCookie(CRUMB_COOKIE) ?? '' },
    body: JSON.stringify(entries),
  }).catch(() => undefined);
}
