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
