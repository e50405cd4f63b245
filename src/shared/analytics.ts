/**
 * Product analytics (galleries-maps-measurement.md §3.5) and the internal event tracker
 * (site-runtime.md §7): the enums every event carries and the event names the runtime sends
 * (docs/markup.md §4 "Analytics and internal events"). One constant per value, as in
 * page-events.ts: constants are inlined where used, while an object would ride in the every-page
 * chunk that src/shared is bundled into.
 */

/** Source environments (GMM §3.5: dev, qa, staging, prod): the platform environment the page was served from. */
export const SOURCE_ENVIRONMENT_DEV = 'dev';
export const SOURCE_ENVIRONMENT_QA = 'qa';
export const SOURCE_ENVIRONMENT_STAGING = 'staging';
export const SOURCE_ENVIRONMENT_PROD = 'prod';
export type SourceEnvironment =
  typeof SOURCE_ENVIRONMENT_DEV | typeof SOURCE_ENVIRONMENT_QA | typeof SOURCE_ENVIRONMENT_STAGING | typeof SOURCE_ENVIRONMENT_PROD;

/** Event source (GMM §3.5: WEB, IOS, ANDROID, SERVER): the site runtime only ever sends WEB. */
export const EVENT_SOURCE_WEB = 'WEB';

/** The extra form or JSON fields that carry the two enums beside `event` and `data` (chosen names). */
export const EVENT_SOURCE_FIELD = 'eventSource';
export const SOURCE_ENVIRONMENT_FIELD = 'sourceEnvironment';

/**
 * Product analytics events of the runtime's features (chosen names), beside the pixel events, which
 * are recorded under their own names (site-runtime.md §7 "Pixel events").
 */
export const PRODUCT_EVENT_SITE_USER_SIGN_IN = 'site_user_sign_in';
export const PRODUCT_EVENT_SITE_USER_SIGN_OUT = 'site_user_sign_out';

/**
 * The internal event tracker's events (site-runtime.md §7: "interface clicks for the api keys panel,
 * inventory panel, cart page product form, feed URL copies"; chosen names). The global API accepts
 * these names only.
 */
export const INTERNAL_EVENT_API_KEYS_PANEL_CLICK = 'api_keys_panel_click';
export const INTERNAL_EVENT_INVENTORY_PANEL_CLICK = 'inventory_panel_click';
export const INTERNAL_EVENT_CART_PRODUCT_FORM_CLICK = 'cart_product_form_click';
export const INTERNAL_EVENT_FEED_URL_COPY = 'feed_url_copy';
export type InternalEventName =
  | typeof INTERNAL_EVENT_API_KEYS_PANEL_CLICK
  | typeof INTERNAL_EVENT_INVENTORY_PANEL_CLICK
  | typeof INTERNAL_EVENT_CART_PRODUCT_FORM_CLICK
  | typeof INTERNAL_EVENT_FEED_URL_COPY;
