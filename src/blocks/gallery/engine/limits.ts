/**
 * The gallery's spec constants, each defined once (galleries-maps-measurement.md, GMM). Every line
 * quotes the spec; the other engine modules and the designs import from here.
 */

/** GMM §3.1 "design: one of the designs above" (§2 "Gallery designs"; the base design is no option). */
export const DESIGNS = ['slideshow', 'slider', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list'] as const;
export type Design = (typeof DESIGNS)[number];

/** The designs that move, one slide or group at a time (docs/markup.md 6.5): the others show every slide at once. */
export const NAVIGABLE_DESIGNS: readonly Design[] = ['slideshow', 'slider', 'carousel'];

/** GMM §2 "slideshow … Transitions: fade, kenBurns, newSwipe, scroll, swipe." */
export const TRANSITIONS = ['fade', 'kenBurns', 'newSwipe', 'scroll', 'swipe'] as const;
export type Transition = (typeof TRANSITIONS)[number];

/**
 * GMM §5 "Strip alignment must be start, middle or end."
 * @internal Exported for the tests: the tests read the alignments the engine accepts.
 */
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];

/** GMM §5 "newSwipe boundaries must each be none, hard or inertial." */
export const NEWSWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type NewSwipeBoundary = (typeof NEWSWIPE_BOUNDARIES)[number];

/** GMM §4.6 lazy loading off, on by index, on by viewport (the names are chosen in docs/markup.md §6.5). */
export const LAZY_LOAD_MODES = ['off', 'index', 'viewport'] as const;
export type LazyLoadMode = (typeof LAZY_LOAD_MODES)[number];

/** GMM §9 "Image load queue 16 (1 on mobile)." */
export const IMAGE_LOAD_QUEUE = 16;
export const IMAGE_LOAD_QUEUE_MOBILE = 1;

/** GMM §9 "Resize debounce 100 ms. Resize end timeout 300 ms." */
export const RESIZE_DEBOUNCE_MS = 100;
export const RESIZE_END_MS = 300;

/**
 * GMM §9 "Defaults: autogrid and autocolumns columnWidth 250, gutter 0; autorows rowHeight 250, gutter 20;
 * grid perRow 4 and padding 20." The columnWidth is here for its validation (GMM §5); the other
 * defaults, like the slider's aspect ratio 50 and the Ken Burns zoom 1.075, are the layout rules'
 * fallbacks and the gallery stylesheet's (docs/markup.md 6.5), read by no script.
 */
export const AUTOGRID = { columnWidth: 250, gutter: 0 } as const;
export const AUTOCOLUMNS = { columnWidth: 250, gutter: 0 } as const;

/** GMM §9 "Strip speed 0.5 s, alignment middle." */
export const STRIP = { speedS: 0.5, alignment: 'middle' } as const satisfies { speedS: number; alignment: StripAlignment };

/** GMM §9 "Stacked speed 1, fade transition, click next." */
export const STACKED = { speed: 1, transition: 'fade', clickNext: true } as const satisfies { speed: number; transition: Transition; clickNext: boolean };

/** GMM §9 "Thumbnail margin capped at 5." (px) */
export const THUMBNAIL_MARGIN_MAX_PX = 5;

/**
 * GMM §9 "Thumbnail video ratio 16:9." and "Strip default vSize 10." (the thumbnail strip's height, % of the
 * gallery's width: docs/markup.md 6.5). Like the designs' defaults, they are the layout rules' (the template
 * draws the thumbnails): no runtime script reads them; the fixture server's renderer sizes the images by them.
 */
export const THUMBNAIL_VIDEO_RATIO = { width: 16, height: 9 } as const;
export const STRIP_V_SIZE = 10;

/** GMM §3.1 "meta-position: top, bottom, top-left, bottom-left, top-right, bottom-right, center" (the default: bottom, docs/markup.md 6.5). */
export const META_POSITIONS = ['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'] as const;

/** GMM §9 "Swipe animation 0.28 s." */
export const SWIPE_ANIMATION_S = 0.28;

/** GMM §9 "newSwipe settle time 0.3 to 0.5 s (0.2 to 0.4 s under 767 px)." Under: a width below 767. */
export const NEWSWIPE_SETTLE_S = { min: 0.3, max: 0.5 } as const;
export const NEWSWIPE_SETTLE_MOBILE_S = { min: 0.2, max: 0.4 } as const;
export const NEWSWIPE_MOBILE_UNDER_PX = 767;

/** GMM §9 "Default animation 0.5 s with ease-in-out cubic easing." (the CSS curve of easeInOutCubic) */
export const DEFAULT_ANIMATION = { durationS: 0.5, easing: 'cubic-bezier(0.65, 0, 0.35, 1)' } as const;

/**
 * GMM §9 "Breakpoints: Mobile width up to 428, then up to 767." The gallery's "on mobile" (one image
 * loading at a time) is a viewport width up to 767 (inclusive); newSwipe's "under 767 px" is above.
 */
export { MOBILE_MAX_WIDTH_PX } from '../../../ui/breakpoints.ts';
