/**
 * The touch and drag thresholds of GMM §4.5 and §9 ("Swipe"). The gallery's rules, and the lightbox's
 * too: one gesture recognizer (swipe.ts) for every swipeable thing the runtime shows.
 */

/** GMM §9 "Drag axis threshold 10 px." */
export const DRAG_AXIS_THRESHOLD_PX = 10;

/** GMM §9 "Swipe threshold 50 px and time limit 250 ms." */
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_TIME_LIMIT_MS = 250;

/** GMM §4.5 "A touch that moves 1 px or less is a tap." */
export const TAP_MAX_PX = 1;

/** GMM §4.5 "A slide change needs travel of more than half the width, or velocity above 1." (px per ms) */
export const SLIDE_CHANGE_TRAVEL_FRACTION = 0.5;
export const SLIDE_CHANGE_VELOCITY = 1;
