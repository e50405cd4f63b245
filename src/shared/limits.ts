/**
 * Timings and limits from the specs (site-runtime.md §9 and galleries-maps-measurement.md §9) that the
 * entry and the every-page chunk use, and the commerce and link limits the pure rules of
 * src/services/commerce and src/services/urls check. Each value lives in one place; those only visual
 * features need are in ui/block-kit/limits.ts.
 */

/** Error reporting (site-runtime.md §9): one constant each, so the entry inlines the numbers. */
export const ERROR_MAX_SENDS_PER_PAGE = 20;
export const ERROR_MAX_QUEUED = 10;
export const ERROR_MAX_STACK_LENGTH = 5000;
export const ERROR_DEBOUNCE_MS = 1000;
/**
 * The reporter beyond the spec (issue 16, chosen here): at most 10 captures a second (the rest counted and the
 * count sent with the next report); a breadcrumb ring of the last 30, texts in it cut at 100 characters; a 429
 * without a usable Retry-After holds the sends for 60 s.
 */
export const ERROR_MAX_CAPTURES_PER_SECOND = 10;
export const ERROR_BREADCRUMBS = 30;
export const ERROR_BREADCRUMB_TEXT_LENGTH = 100;
export const ERROR_RETRY_AFTER_DEFAULT_MS = 60_000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Chunk recovery (issue 16, chosen here): a page is reloaded for a failing file at most once in 20 s
 * (the issue asks 10–30 s); a newer build is looked for at most every 5 minutes, when the page is shown again.
 */
export const RELOAD_GUARD_MS = 20_000;
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** Consent cookie ss_cookieAllowed lifetime: 30 days (site-runtime.md §9). */
export const CONSENT_COOKIE_MAX_AGE_MS = 2_592_000_000;

/** Visit cookies (site-runtime.md §9): ss_cvr lives 2 years, ss_cvt 30 minutes, both on path /. */
export const VISIT_COOKIES = {
  recordMaxAgeMs: 63_072_000_000,
  sessionMaxAgeMs: 30 * 60 * 1000,
  path: '/',
} as const;

/** Census request time-out, Trace flush interval, network retry wait (site-runtime.md §9). */
export const CENSUS_TIMEOUT_MS = 2500;
export const TRACE_FLUSH_MS = 30_000;
export const RETRY_WAIT_MS = 200;

/**
 * The census heartbeat (GMM §3.6 "heartbeat 10"; the spec gives it no trigger, so chosen here, docs/markup.md
 * 6.22): one at each 30 s mark at which the page is visible, its visible time to half a minute for one small
 * request; 20 marks a page (10 minutes), so a tab left open on a screen stops sending.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const HEARTBEAT_MAX_PER_PAGE = 20;
