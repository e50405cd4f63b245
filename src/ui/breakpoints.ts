/**
 * Breakpoints and media queries (galleries-maps-measurement.md §9 "Breakpoints", site-runtime.md §9
 * "Media queries"), once for every feature. One constant each, so the build inlines them where used
 * (an object would be a module of its own). Stylesheets repeat the mobile query in their own
 * `@media (max-width: 432px)` rules (CSS cannot import these).
 */

/** "Mobile width up to 428, then up to 767." (px, inclusive): the one breakpoint a feature reads. */
export const MOBILE_MAX_WIDTH_PX = 767;

/**
 * "Media queries: mobile max width 432, desktop min width 433, tablet never matched (max width 0)": every
 * width is mobile or desktop, so a feature asks for mobile only (desktop is the rest).
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 432px)';
