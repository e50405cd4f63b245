/** "Text shrink minimum font 11, resize debounce 100 ms; minimum font threshold 13." (site-runtime.md §9), in px. */
export const TEXT_SHRINK_MIN_FONT_PX = 11;
export const TEXT_SHRINK_THRESHOLD_PX = 13;
export const TEXT_SHRINK_RESIZE_DEBOUNCE_MS = 100;
