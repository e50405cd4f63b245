// The popup overlay's names other modules need (the registry, forms, the account preview): no
// imports here, so naming them never loads the popup's code.

/** Where the renderer puts the popup's content (docs/markup.md §6.22, chosen name). */
export const POPUP_TEMPLATE_SELECTOR = 'template[data-popup-overlay]';

/**
 * The signup hook (chosen name). A form or newsletter inside the popup (isOverlayForm) dispatches it
 * after a successful submission, on window or bubbling from an element inside the popup:
 *
 *   window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
 *
 * While the popup is shown, its record is marked submitted (with showUntilSignup it never returns
 * for this version). The popup stays open so the visitor reads the form's success text, and closes
 * as usual. The event is ignored when it comes from an element outside the popup.
 */
export const POPUP_SIGNUP_EVENT = 'siteruntime:popup-signup';
