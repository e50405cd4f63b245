/*
 * The page types, website type and role the page start reads (galleries-maps-measurement.md §2, §3.6), one
 * constant each: a bundler keeps or drops whole objects, and the every-page chunk needs just these. The spec's
 * full lists are read by no feature, so they are not written here.
 */
export const PAGE_TYPE_PAGE = 2;
export const PAGE_TYPE_NOT_FOUND = 100;
export const PAGE_TYPE_LOCK_SCREEN = 103;
export const PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED = 106;
export const PAGE_TYPE_SEARCH = 102;
export const WEBSITE_TYPE_CLASSIC = 1;
export const WEBSITE_ROLE_VIEWER = 10;
/** Collection type products (galleries-maps-measurement.md §3.6): a product page is one of its items. */
export const COLLECTION_TYPE_PRODUCTS = 13;

/** Popup overlay style (galleries-maps-measurement.md §3.6). */
export const POPUP_OVERLAY_STYLE = {
  none: 1,
  show: 2,
} as const;

/** Mobile info bar style (galleries-maps-measurement.md §3.6). */
export const MOBILE_INFO_BAR_STYLE = {
  none: 1,
  light: 2,
  dark: 3,
} as const;
