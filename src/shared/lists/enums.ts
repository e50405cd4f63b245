/**
 * The shared enums of galleries-maps-measurement.md §3.6 that no other module of src/shared holds, with the
 * spec's names and numbers. Elsewhere: block types (../block-types.ts); page types, website types, statuses and
 * roles, popup overlay and mobile info bar styles (../page-types.ts); census event types and button context
 * (../tracking-enums.ts). Where the spec shows only examples of an enum, only those are here. Ids come from the
 * platform's JSON: a feature compares them with these and gives an unknown one its default, never throws
 * (docs/markup.md §2).
 */

import { COLLECTION_TYPE_PRODUCTS } from '../page-types.ts';

/** The value type of an enum object. */
export type EnumValue<T extends Readonly<Record<string, string | number>>> = T[keyof T];

export const COLLECTION_TYPE = {
  generic: 1,
  subscription: 2,
  microblog: 3,
  checkIn: 4,
  photoFeed: 5,
  galleryBlock: 6,
  templatePage: 7,
  splashPage: 8,
  page: 10,
  photoCommunity: 11,
  photoSharing: 12,
  products: COLLECTION_TYPE_PRODUCTS,
  mosaic: 14,
  slideGallery: 15,
  slideAlbum: 16,
  slideVideo: 17,
  albumBlock: 18,
  project: 19,
  sectionCatalog: 20,
  pageCatalog: 21,
  itemCatalog: 22,
  portfolio: 23,
  lessons: 24,
} as const;
export type CollectionType = EnumValue<typeof COLLECTION_TYPE>;

/**
 * External service providers: "About 70 numeric ids", of which the spec shows these. "payment wallet live
 * and sandbox (billing and onboarding) 45 to 48" does not say which is which: live billing, sandbox
 * billing, live onboarding, sandbox onboarding, in that order, is chosen here.
 */
export const EXTERNAL_SERVICE_PROVIDER = {
  socialNetwork: 2,
  cardPaymentProvider: 15,
  paymentWalletLiveBilling: 45,
  paymentWalletSandboxBilling: 46,
  paymentWalletLiveOnboarding: 47,
  paymentWalletSandboxOnboarding: 48,
  pointOfSalePaymentProvider: 76,
} as const;
export type ExternalServiceProvider = EnumValue<typeof EXTERNAL_SERVICE_PROVIDER>;

/** Plan features: "About 65 plan features with ids 1 to 65", of which the spec shows these. */
export const FEATURE = {
  commerce: 6,
  codeInjection: 28,
  siteUserAccounts: 29,
  giftCards: 40,
  subscriptions: 50,
  pointOfSale: 56,
  automaticTaxCalculation: 63,
  buyNowPayLater: 64,
  profilesApi: 65,
} as const;
export type Feature = EnumValue<typeof FEATURE>;

export const MEASUREMENT_STANDARD = {
  imperial: 1,
  metric: 2,
} as const;
export type MeasurementStandard = EnumValue<typeof MEASUREMENT_STANDARD>;

export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;
export type ProductType = EnumValue<typeof PRODUCT_TYPE>;

export const BADGE_TYPE = {
  none: 1,
  black: 2,
  white: 3,
} as const;
export type BadgeType = EnumValue<typeof BADGE_TYPE>;

export const SLIDE_TYPE = {
  coverPage: 1,
  lockScreen: 2,
  popupOverlay: 3,
} as const;
export type SlideType = EnumValue<typeof SLIDE_TYPE>;

/** "Template version: strings 7, 7.1, 8". */
export const TEMPLATE_VERSIONS = ['7', '7.1', '8'] as const;
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];

/** A product's or page's workflow state; its visitor label is src/services/commerce/workflow-label.ts's. */
export const WORKFLOW_STATE = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;
export type WorkflowState = EnumValue<typeof WORKFLOW_STATE>;

export const SLICE_TYPE = {
  heading: 1,
  subHeading: 2,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  socialIcons: 7,
  buttons: 8,
  navigation: 9,
  customForm: 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  microblog: 19,
  popupOverlayAction: 20,
  tempLockInject: 100,
} as const;
export type SliceType = EnumValue<typeof SLICE_TYPE>;

/**
 * Block variant types, "numbered 1000 to 1017" with "The exact number of each variant is not shown": the
 * names only, one list per block (a block's chunk carries its own list only), until the contract numbers them.
 * The summary and image blocks call theirs designs (docs/markup.md 6.19, 6.20).
 */
export const BLOCK_VARIANT_FIRST = 1000;
export const BLOCK_VARIANT_LAST = 1017;
export const GALLERY_VARIANTS = ['slideshow', 'carousel', 'grid', 'stack'] as const;
export const SUMMARY_VARIANTS = ['wall', 'carousel', 'list', 'grid'] as const;
export const CHART_VARIANTS = ['bar', 'line', 'pie'] as const;
export type ChartVariant = (typeof CHART_VARIANTS)[number];
export const IMAGE_VARIANTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;

/** "Other lists" of §3.6. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** "Positions: a 3x3 grid of top, center, bottom with left, center, right", written `{row}-{column}` (chosen here), rows first. */
const POSITION_ROWS = ['top', 'center', 'bottom'] as const;
const POSITION_COLUMNS = ['left', 'center', 'right'] as const;
export type Position = `${(typeof POSITION_ROWS)[number]}-${(typeof POSITION_COLUMNS)[number]}`;
// Built rather than listed: the image block carries it, and nine strings cost more bytes than the loop.
export const POSITIONS: readonly Position[] = POSITION_ROWS.flatMap((row) => POSITION_COLUMNS.map((column) => `${row}-${column}` as const));

export const SURVEY_COHORTS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SurveyCohort = (typeof SURVEY_COHORTS)[number];

export const AESTHETICS_DIRTY_PATHS = [
  'colors.activeThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;
export type AestheticsDirtyPath = (typeof AESTHETICS_DIRTY_PATHS)[number];
