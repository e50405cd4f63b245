/**
 * The markers the renderer writes and the runtime reads (docs/markup.md §3 and §5), and the ones the
 * runtime adds that more than one feature looks for. Each is spelled here once; feature-specific
 * inner selectors stay with their feature. No imports: naming a marker never loads a feature.
 */

/** `<script type="application/json" id="site-context">`: the page context (docs/markup.md §2). */
export const SITE_CONTEXT_ID = 'site-context';
/**
 * `<script type="application/json" id="rum-settings">`: written by the renderer only when performance
 * collection is on for the page (docs/markup.md "Performance collection", chosen name); its absence is the off switch.
 */
export const RUM_SETTINGS_ID = 'rum-settings';
/** Written by the build next to runtime.js, read by the renderer for its preload hints (docs/markup.md "Preload hints", chosen name). */
export const PRELOAD_FILE = 'preload.json';

/** The file the build writes beside the runtime naming its build, `{ "build": id }` (docs/markup.md "Deploys"). */
export const VERSION_FILE = 'version.json';
/** A block's configuration, one JSON object (docs/markup.md §3). */
export const BLOCK_JSON_ATTRIBUTE = 'data-block-json';
/** `<body class="is-editing-backend">`: the page is shown inside the editor (chosen name). */
export const EDIT_MODE_CLASS = 'is-editing-backend';

/** A gift card or subscription checkout button, or an owner's billing link (docs/markup.md §6.10, chosen name). */
export const CHECKOUT_BUTTON_SELECTOR = 'a[data-checkout-route]';
/** A time shown relative to now while under a minute old (docs/markup.md §6.22, chosen name). */
export const RELATIVE_TIME_SELECTOR = 'time[data-relative-time]';
/** Text whose font shrinks to fit its box (docs/markup.md §6.22, chosen name). */
export const TEXT_SHRINK_SELECTOR = '[data-text-shrink]';
/** Where the cart bundle mounts (docs/markup.md §6.21). */
export const CART_ROOT_SELECTOR = '[data-cart-root]';
/** The popup overlay's content (docs/markup.md §6.22, chosen name). */
export const POPUP_TEMPLATE_SELECTOR = 'template[data-popup-overlay]';
/** Marks the element the popup overlay renders its template into; a button inside it has the popup context. */
export const POPUP_OVERLAY_ROOT_ATTRIBUTE = 'data-popup-overlay-root';
/** The announcement-bar area: a top cookie bar goes inside it, an account's preview replaces its content. */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-announcement-bar]';
/** Marks the cookie banner's host element, which the runtime may add inside the announcement-bar area. */
export const COOKIE_BANNER_HOST_ATTRIBUTE = 'data-cookie-banner-host';
/** A control of the page (a footer link, a button) that opens the cookie banner so the visitor can change their choice. */
export const COOKIE_SETTINGS_SELECTOR = '[data-cookie-settings]';
/** The mobile information bar (docs/markup.md §6.22). */
export const MOBILE_INFO_BAR_SELECTOR = '[data-mobile-info-bar]';
/** Set on each open lightbox: a dialog opened above lightboxes stacks 10 z-index steps per one. */
export const LIGHTBOX_OPEN_ATTRIBUTE = 'data-lightbox-open';

/**
 * The popup overlay's local storage record key prefix (chosen here). One record per site: the key
 * ends with the site's `website.identifier`, so sites sharing an origin keep separate records.
 */
export const POPUP_RECORD_KEY_PREFIX = 'ss-popup-overlay:';
/** A video player: the video block's and a gallery video slide's (docs/markup.md §6.7, chosen name). */
export const VIDEO_SELECTOR = '[data-video]';
/** A social follow widget's host in a social links block (19, 48, 54; docs/markup.md 6.24): its chunk's marker, so a block of links only loads nothing. */
export const SOCIAL_FOLLOW_SELECTOR = '[data-social-follow]';
