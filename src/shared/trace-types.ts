/**
 * The trace events the runtime sends to /api/events/Trace (site-runtime.md §7: "JSON list of events,
 * each with pageUrl, type, data"), one constant each (chosen names; docs/markup.md §4 "Trace" lists
 * each one's data). Naming a type never loads the trace queue.
 */

/** The popup overlay was shown to a visitor: `{ version }` (its popupOverlaySettings.version). */
export const TRACE_POPUP_SHOWN = 'popup-overlay-shown';
/**
 * A form or newsletter submission ended: `{ blockId, newsletter, outcome: 'success' | 'failure' }`,
 * and on failure `stage` ('read', 'validation', 'captcha', 'key', 'save') and, for a save, `status`.
 */
export const TRACE_FORM_SUBMIT = 'form-submit';
/** A checkout link was followed without a cart, so the alert showed instead: `{ href }`. */
export const TRACE_CHECKOUT_WITHOUT_CART = 'checkout-without-cart';

export type TraceType = typeof TRACE_POPUP_SHOWN | typeof TRACE_FORM_SUBMIT | typeof TRACE_CHECKOUT_WITHOUT_CART;
