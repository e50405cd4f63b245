/** site-runtime.md §9 "Lightbox speed 0.6 s, overlay opacity 0.95, arrow key throttle 200 ms, click zones within 2%–98% of window width." */
export const LIGHTBOX = {
  speedMs: 600,
  overlayOpacity: 0.95,
  arrowKeyThrottleMs: 200,
  clickZone: { from: 0.02, to: 0.98 },
} as const;

/** Chosen here (docs/markup.md §6.6): the touch rules the spec leaves open. */
export const LIGHTBOX_TOUCH = {
  /** A drag down this far (or a swipe down) closes the lightbox. */
  closeDragPx: 120,
  /** Two taps this close in time zoom in, or back out. */
  doubleTapMs: 300,
  /** Double tap zooms to this scale; pinching goes no further than maxScale. */
  doubleTapScale: 2,
  maxScale: 4,
} as const;
