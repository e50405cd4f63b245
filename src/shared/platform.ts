/** Names the platform and the runtime agree on (site-runtime.md §6, §7). */
export const CRUMB_COOKIE = 'crumb';
/** The visit record (site-runtime.md §3), also sent as the census visitorCookie. */
export const VISIT_RECORD_COOKIE = 'ss_cvr';
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The API path root (site-runtime.md §9 "API path roots /api/ and /api/rest/"; no endpoint the runtime
 * calls is under /api/rest/): every endpoint path, here and in the features' own modules, is built from
 * it, so the API moves in one place.
 */
export const API_ROOT = '/api/';

// Endpoint paths as separate constants: each chunk then carries only the paths it uses.
export const RECORD_JAVASCRIPT_ERRORS_PATH = `${API_ROOT}events/RecordJavascriptErrors`;
export const RECORD_EVENT_PATH = `${API_ROOT}events/RecordEvent`;
export const TRACE_PATH = `${API_ROOT}events/Trace`;
export const TRACK_PATH = `${API_ROOT}track/Track`;
export const RECORD_HIT_PATH = `${API_ROOT}census/RecordHit`;
export const BUTTON_RENDER_PATH = `${API_ROOT}census/button-render`;
export const BUTTON_CLICK_PATH = `${API_ROOT}census/button-click`;
export const FORM_RENDER_PATH = `${API_ROOT}census/form-render`;
export const OVERLAY_PATH = `${API_ROOT}census/overlay`;
export const LOGOUT_PATH = `${API_ROOT}auth/Logout`;
/** The query a page opened after the owner's logout carries (`?logout=true`): the owner flows show their information dialog. */
export const LOGOUT_PARAM = 'logout';
export const LOGOUT_VALUE = 'true';
/** site-runtime.md §7: a block rendered by the server again (the events summary, the calendar's other months). */
export const WIDGET_RENDERING_PATH = `${API_ROOT}widget/GetWidgetRendering`;

/**
 * The checkout entry (site-runtime.md §2) and what it needs: the cart cookie, or a cart value in the
 * link's own query (`?cartToken=`, the name the spec's checkout routes give it; chosen here).
 */
export const CHECKOUT_ENTRY_PATH = '/commerce/goto-checkout';
export const CART_COOKIE = 'CART';
export const CART_TOKEN_PARAM = 'cartToken';

/** The other checkout routes of site-runtime.md §2 (src/services/commerce/checkout-routes.ts builds them with their query). */
export const DONATE_CHECKOUT_ROUTE = '/checkout/donate';
export const GIFT_CARD_CHECKOUT_ROUTE = '/checkout/giftcard';
export const SUBSCRIBE_CHECKOUT_ROUTE = '/checkout/subscribe';
/** The owner's billing pages (site-runtime.md §2): trial upgrade and plan change. */
export const TRIAL_UPGRADE_ROUTE = '/settings/billing/billing/upgrade';
export const CHANGE_PLAN_ROUTE = '/settings/billing/billing/website/change-plan';

/** The platform image CDN (GMM §7 "Widths available: 2500, 1500, 1000, 750, 500, 300, 100."), largest first as the spec lists them; the runtime and the fixture CDN share it. */
export const CDN_IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
