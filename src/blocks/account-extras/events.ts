/**
 * Page events of a logged-in account's previews (docs/markup.md §6.22; the names are chosen here, as
 * for the cookie banner's). Dispatch them on `window`. Kept free of imports, so tests and the e2e
 * suite can name the events without loading the modules.
 */

/** CustomEvent, `detail` = `{ html: string }`: shows that HTML, sanitized, in the announcement-bar area. */
export const ANNOUNCEMENT_BAR_UPDATE_EVENT = 'siteruntime:announcement-bar:update';

/** Shows the page's popup overlay as a preview, whatever its show rules say. */
export const POPUP_OVERLAY_FORCE_EVENT = 'siteruntime:popup-overlay:force';

/** Closes the preview the force event opened. */
export const POPUP_OVERLAY_UNFORCE_EVENT = 'siteruntime:popup-overlay:unforce';
