/**
 * Limits only visual features use (site-runtime.md §9, galleries-maps-measurement.md §9). Kept apart
 * from limits.ts, which every page loads.
 */

/** Accordion animation. */
export const ACCORDION_ANIMATION_MS = 250;

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
