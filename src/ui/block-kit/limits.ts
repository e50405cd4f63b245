/**
 * Limits only visual features use (site-runtime.md §9, galleries-maps-measurement.md §9). Kept apart
 * from src/shared/limits.ts, which every page loads.
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

/** site-runtime.md §9: the mobile info bar shows only at 1024 px or less (the media queries are in breakpoints.ts). */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

/** Forms (site-runtime.md §9): a newsletter block narrower than 320 px uses the small layout; a captcha in a form narrower than 320 px is compact. */
export const NEWSLETTER_SMALL_UNDER_PX = 320;
export const CAPTCHA_COMPACT_UNDER_PX = 320;

/** GMM §9 "Lazy-load margin 200 px.": a gallery's images and the image block's load this near the visible area. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** Site-runtime.md §9 "Narrow image block under 415 px": a block 414 px wide is narrow, 415 px is not. */
export const IMAGE_NARROW_UNDER_PX = 415;

/** Site-runtime.md §9 "reservation widget wide layout above 850 px wide": 851 px is wide, 850 px is not. */
export const WIDGET_WIDE_ABOVE_PX = 850;

/** The social follow widget script's time-out (site-runtime.md §7 "a social follow widget script (10 s timeout)"). */
export const SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

/** Scrolling to an element (site-runtime.md §9, galleries-maps-measurement.md §9): 30 px above it, a 300 ms easeOutSine tween. */
export const SCROLL_INTO_VIEW_OFFSET = 30;
export const SCROLL_TWEEN_MS = 300;
/** "Scroll-end timeout 300 ms" (galleries-maps-measurement.md §9): a scroll has ended once no scroll event came for this long, where `scrollend` is missing. */
export const SCROLL_END_TIMEOUT_MS = 300;
/**
 * "Minimum and maximum duration 50 ms" (site-runtime.md §9), "minimum and maximum duration difference
 * 50 ms" (galleries-maps-measurement.md §9): a tween of duration d never ends before d and always ends
 * by d + 50 ms, even when no animation frame comes (src/ui/tween.ts, docs/markup.md §9).
 */
export const SCROLL_TWEEN_MIN_MAX_DIFFERENCE_MS = 50;

/**
 * GMM §9 "Carousel slidesPerRow 3. Reduced to 2 when the width is under 480 px and the value is more
 * than 1. Reduced to 3 when the width is under 724 px and the value is more than 2. Gutter 1."
 */
export const CAROUSEL = {
  slidesPerRow: 3,
  narrowUnderPx: 480,
  narrowSlidesPerRow: 2,
  mediumUnderPx: 724,
  mediumSlidesPerRow: 3,
  gutter: 1,
} as const;

/** GMM §9 "Autoplay timeout default 5000 ms … with a random option." (docs/markup.md 6.5: autoplay-duration 5 s) */
export const AUTOPLAY_MS = 5000;
