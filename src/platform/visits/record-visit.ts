import { nanoid } from 'nanoid';
import { VISIT_COOKIES } from '../../shared/limits.ts';
import { VISIT_RECORD_COOKIE } from '../../shared/platform.ts';
import { readCookie } from '../cookies/read-cookie.ts';
import { writeCookie } from '../cookies/write-cookie.ts';
import { formatVisitRecord, nextVisit } from './visit-record.ts';

/** Visit-tracking cookies (site-runtime.md §3). */
const RECORD_COOKIE = VISIT_RECORD_COOKIE;
const SESSION_COOKIE = 'ss_cvt';
const LAST_SITE_COOKIE = 'ss_lastid';

export interface VisitResult {
  cvr: string;
  newVisit: boolean;
}

/** Applies the transition to document.cookie: ss_cvr (2 years, 63072000000 ms, path /), ss_cvt (30 minutes, path /), and ss_lastid (encodeURIComponent(JSON.stringify({ identifier })) with `identifier`, the page context's website.identifier, session cookie, path /). The caller only calls it while consent allows tracking. */
export function recordVisit(identifier: string, now: number = Date.now()): VisitResult {
  // document.cookie once: a read may be a synchronous round trip to the browser process.
  const cookies = document.cookie;
  const visit = nextVisit({ cvr: readCookie(RECORD_COOKIE, cookies), cvt: readCookie(SESSION_COOKIE, cookies), now, newId: nanoid });
  const cvr = formatVisitRecord(visit.record);
  const { path } = VISIT_COOKIES;
  writeCookie(RECORD_COOKIE, cvr, { maxAgeMs: VISIT_COOKIES.recordMaxAgeMs, path });
  writeCookie(SESSION_COOKIE, visit.cvt, { maxAgeMs: VISIT_COOKIES.sessionMaxAgeMs, path });
  // writeCookie URI-encodes the JSON.
  writeCookie(LAST_SITE_COOKIE, JSON.stringify({ identifier }), { path });
  return { cvr, newVisit: visit.newVisit };
}
