/*
 * The values every page's services read are named constants the enum objects below are built from:
 * a bundler keeps or drops whole objects, so the services import just these, and the full enums ship
 * only with the features that use them.
 */
export const PAGE_TYPE_PAGE = 2;
export const PAGE_TYPE_NOT_FOUND = 100;
export const PAGE_TYPE_LOCK_SCREEN = 103;
export const PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED = 106;
export const PAGE_TYPE_SEARCH = 102;
export const WEBSITE_TYPE_CLASSIC = 1;
export const WEBSITE_ROLE_VIEWER = 10;
/** Collection type products (galleries-maps-measurement.md §3.6; the enum is in lists/enums.ts): a product page is one of its items. */
export const COLLECTION_TYPE_PRODUCTS = 13;

/** Page type ids (galleries-maps-measurement.md §2). */
export const PAGE_TYPE = {
  mainContentOrCollection: 1,
  page: PAGE_TYPE_PAGE,
  splashPage: 3,
  contentItem: 50,
  notFound: PAGE_TYPE_NOT_FOUND,
  error: 101,
  search: PAGE_TYPE_SEARCH,
  lockScreen: PAGE_TYPE_LOCK_SCREEN,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  commerceCartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
} as const;

/** Website type ids (galleries-maps-measurement.md §3.6). */
export const WEBSITE_TYPE = {
  classic: WEBSITE_TYPE_CLASSIC,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
} as const;

/** Website status ids (galleries-maps-measurement.md §3.6). */
export const WEBSITE_STATUS = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  v5Linked: 11,
  activeParkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
} as const;

/** Website role ids (galleries-maps-measurement.md §3.6). */
export const WEBSITE_ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: WEBSITE_ROLE_VIEWER,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;

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
