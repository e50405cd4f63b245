/**
 * The announcement-bar area (docs/markup.md §6.22) is shared: a top cookie bar is put inside it, and
 * a logged-in account's announcement bar preview replaces the renderer's content in it. Both
 * features read these names from here, so the preview can leave the cookie bar where it is.
 */

/** The element the renderer puts the announcement bar's content in (chosen name). */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-announcement-bar]';

/** Marks the cookie banner's host element, which the runtime may add inside the area. */
export const COOKIE_BANNER_HOST_ATTRIBUTE = 'data-cookie-banner-host';
