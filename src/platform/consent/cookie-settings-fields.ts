import type { PageContext } from '../page-context/read-page-context.ts';

/**
 * The cookie banner settings of site-runtime.md §3, by their server-side names and in its order: the texts,
 * then the flags (the `is…` fields). An update event merges these (merge-settings.ts); a proof of consent
 * fingerprints them (consent-proof.ts).
 */
export const COOKIE_SETTINGS_FIELDS = [
  'cookieBannerCtaText',
  'cookieBannerCtaVariant',
  'cookieBannerPosition',
  'cookieBannerText',
  'cookieBannerTheme',
  'cookieBannerVariant',
  'cookieBannerOptOutCtaText',
  'cookieBannerAcceptType',
  'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled',
  'isRestrictiveCookiePolicyAbsolute',
  'isVisitorDataRestricted',
] as const satisfies readonly (keyof PageContext['cookieSettings'])[];
