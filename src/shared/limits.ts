/**
 * Timings and limits from the specs (site-runtime.md §9 and galleries-maps-measurement.md §9).
 * Each value lives here once; features import what they need.
 */
export const ERROR_REPORTING = {
  maxSendsPerPage: 20,
  maxQueued: 10,
  maxStackLength: 5000,
  debounceMs: 1000,
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ACCORDION_ANIMATION_MS = 250;

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

/** One day: popup displayFrequency counts days (site-runtime.md §3). */
export const DAY_MS = 86_400_000;

/** Dialogs (site-runtime.md §9): z-index 30000 plus 10 per open lightbox, 350 wide, padding 20, timings. */
export const DIALOG = {
  baseZIndex: 30_000,
  zIndexPerLightbox: 10,
  width: 350,
  padding: 20,
  informationHideMs: 2000,
  hideFallbackMs: 600,
} as const;

/** Widths (site-runtime.md §9): the mobile info bar shows only at 1024 px or less; mobile media query max 432 px. */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;
export const MOBILE_MAX_WIDTH = 432;
