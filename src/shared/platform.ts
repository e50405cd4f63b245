/** Names the platform and the runtime agree on (site-runtime.md §6, §7). */
export const CRUMB_COOKIE = 'crumb';
/** The visit record (site-runtime.md §3), also sent as the census visitorCookie. */
export const VISIT_RECORD_COOKIE = 'ss_cvr';
export const CSRF_HEADER = 'X-CSRF-Token';

// Endpoint paths as separate constants: each chunk then carries only the paths it uses.
export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
export const TRACE_PATH = '/api/events/Trace';
export const TRACK_PATH = '/api/track/Track';
export const RECORD_HIT_PATH = '/api/census/RecordHit';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const FORM_RENDER_PATH = '/api/census/form-render';
export const OVERLAY_PATH = '/api/census/overlay';
export const RECORD_QUICK_VIEW_PATH = '/api/census/RecordQuickView/';
export const LOGOUT_PATH = '/api/auth/Logout';

/**
 * The checkout entry (site-runtime.md §2) and what it needs: the cart cookie, or a cart value in the
 * link's own query (`?cartToken=`, the name the spec's checkout routes give it; chosen here).
 */
export const CHECKOUT_ENTRY_PATH = '/commerce/goto-checkout';
export const CART_COOKIE = 'CART';
export const CART_TOKEN_PARAM = 'cartToken';
