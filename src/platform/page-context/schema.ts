import * as z from 'zod/mini';
import { PAGE_TYPE_PAGE, WEBSITE_TYPE_CLASSIC } from '../../shared/page-types.ts';

/**
 * The page context: JSON in <script type="application/json" id="site-context">, written by the
 * platform renderer (docs/markup.md, "Page context"; site-runtime.md §1 and §3).
 *
 * Robustness rules:
 * - every field falls back to its own safe default (z.catch), so one bad field loses nothing else;
 * - every object is a looseObject: fields a newer platform adds are kept, never an error;
 * - a *required* field that is missing or invalid, or an *optional* field that is present but
 *   invalid, is reported through `onFallback` with its dotted path; an optional field that is
 *   simply absent takes its default silently.
 * Enum-valued strings (cookie banner variants, …) are accepted as any string here; the features
 * map unknown values to the spec's defaults. Numeric enums are accepted as any integer.
 */

/** Called with the dotted path of each field that fell back to its default. */
export type OnFallback = (field: string) => void;

type Fallback<T extends z.ZodMiniType> = () => Exclude<z.output<T>, undefined>;

/**
 * Builds the schema. `onFallback` hears about every field that fell back; the schema holds no
 * other state, so building one per parse keeps parsing pure.
 */
export function createPageContextSchema(onFallback: OnFallback = () => undefined) {
  // While an object's whole-object default is computed from its fields' defaults, nothing is reported.
  let muted = 0;

  /** The renderer must send it: missing or invalid → fallback, reported. */
  function required<T extends z.ZodMiniType>(field: string, schema: T, fallback: Fallback<T>) {
    return z.catch(schema, () => {
      if (!muted) onFallback(field);
      return fallback();
    });
  }

  /** The renderer may leave it out: missing → fallback silently; present but invalid → fallback, reported. */
  function optional<T extends z.ZodMiniType>(field: string, schema: T, fallback: Fallback<T>) {
    return z._default(required(field, schema, fallback), fallback);
  }

  /** The default of a whole object: each of its fields' own defaults. */
  function defaultsOf<T extends z.ZodMiniType>(schema: T): Fallback<T> {
    return () => {
      muted += 1;
      try {
        return schema.parse({}) as Exclude<z.output<T>, undefined>;
      } finally {
        muted -= 1;
      }
    };
  }

  const text = (): z.ZodMiniString<string> => z.string();
  // Not integer(): its number-format checks cost every page ~370 B brotli; this refine is all we need.
  const integer = () => z.number().check(z.refine(Number.isInteger));
  const nonEmptyText = () => z.string().check(z.refine((value) => value.length > 0));

  const website = z.looseObject({
    // Empty: census and analytics carry no website id; features needing one skip their call.
    id: optional('website.id', text(), () => ''),
    // Empty: the ss_lastid cookie names no site, as for a site never visited.
    identifier: required('website.identifier', text(), () => ''),
    // Classic: none of the cover-page or parking-page special cases apply.
    websiteType: required('website.websiteType', integer(), () => WEBSITE_TYPE_CLASSIC),
    // 0 is no status of the enum: no status-specific behaviour (RESOLD, RESOLD_GRACE_PERIOD) applies.
    siteStatus: required('website.siteStatus', z.looseObject({ value: integer() }), () => ({ value: 0 })),
    // False: the ordinary case; it only changes the redirect of a logged-in account.
    developerMode: required('website.developerMode', z.boolean(), () => false),
    // False: the site is not a template (no forced restrictive cookie policy, redirect as usual).
    cloneable: required('website.cloneable', z.boolean(), () => false),
    // Empty: features use the page's own origin (location.origin).
    baseUrl: required('website.baseUrl', text(), () => ''),
    // Empty: no Typekit kit is loaded; text shows in the fallback fonts.
    typekitId: optional('website.typekitId', text(), () => ''),
    // Empty: census and analytics carry no template id.
    templateId: optional('website.templateId', text(), () => ''),
    // Empty: features use <html lang> for website_locale.
    language: optional('website.language', text(), () => ''),
    // Empty: internal tracking and analytics carry no template variant.
    variantId: optional('website.variantId', text(), () => ''),
  });

  const memberAccount = z.looseObject({ id: text(), locale: optional('memberAccount.locale', text(), () => '') });

  const fontServices = z.looseObject({
    // The public services: a renderer that proxies fonts through its own domain names its address here.
    googleFontsCss: optional('fontServices.googleFontsCss', nonEmptyText(), () => 'https://fonts.googleapis.com/css'),
    typekitCss: optional('fontServices.typekitCss', nonEmptyText(), () => 'https://use.typekit.net/'),
  });

  const pinterestOverlayOptions = z.looseObject({
    // Empty: no Pinterest overlay on images.
    mode: optional('websiteSettings.pinterestOverlayOptions.mode', text(), () => ''),
  });

  const popupOverlaySettings = z.looseObject({
    // 1 (none): no popup overlay is shown.
    style: optional('websiteSettings.popupOverlaySettings.style', integer(), () => 1),
    // False: the popup is not shown on mobile, the less intrusive choice.
    enableMobile: optional('websiteSettings.popupOverlaySettings.enableMobile', z.boolean(), () => false),
    // 0: a stored record is never "older than the current version", so nothing reappears for that reason.
    version: optional('websiteSettings.popupOverlaySettings.version', z.number(), () => 0),
    // True: a visitor who signed up never sees the popup again, the less intrusive choice.
    showUntilSignup: optional('websiteSettings.popupOverlaySettings.showUntilSignup', z.boolean(), () => true),
    // -1: once closed, never shown again, the less intrusive choice.
    displayFrequency: optional('websiteSettings.popupOverlaySettings.displayFrequency', z.number(), () => -1),
  });

  const mobileInfoBarSettings = z.looseObject({
    // 1 (none): no mobile info bar.
    style: optional('websiteSettings.mobileInfoBarSettings.style', integer(), () => 1),
  });

  const websiteSettings = z.looseObject({
    // Empty: no comment-count script is loaded.
    disqusShortname: optional('websiteSettings.disqusShortname', text(), () => ''),
    // False: comment links are left as the renderer wrote them.
    commentsEnabled: optional('websiteSettings.commentsEnabled', z.boolean(), () => false),
    pinterestOverlayOptions: optional('websiteSettings.pinterestOverlayOptions', pinterestOverlayOptions, defaultsOf(pinterestOverlayOptions)),
    popupOverlaySettings: optional('websiteSettings.popupOverlaySettings', popupOverlaySettings, defaultsOf(popupOverlaySettings)),
    mobileInfoBarSettings: optional('websiteSettings.mobileInfoBarSettings', mobileInfoBarSettings, defaultsOf(mobileInfoBarSettings)),
    // False: the Escape key does nothing, so no visitor leaves the page by accident (chosen name).
    escapeKeyLoginEnabled: optional('websiteSettings.escapeKeyLoginEnabled', z.boolean(), () => false),
  });

  const cookieSettings = z.looseObject({
    // Empty: the banner shows its default label (Aceitar).
    cookieBannerCtaText: optional('cookieSettings.cookieBannerCtaText', text(), () => ''),
    // ICON, TEXT or BUTTON; ICON is the spec's value for anything unknown.
    cookieBannerCtaVariant: optional('cookieSettings.cookieBannerCtaVariant', text(), () => 'ICON'),
    // Empty: a bar goes to BOTTOM, a popup to BOTTOM_LEFT, as for any unknown position.
    cookieBannerPosition: optional('cookieSettings.cookieBannerPosition', text(), () => ''),
    // Empty: the banner shows the default text.
    cookieBannerText: optional('cookieSettings.cookieBannerText', text(), () => ''),
    // LIGHT or DARK; DARK is the spec's value for anything unknown.
    cookieBannerTheme: optional('cookieSettings.cookieBannerTheme', text(), () => 'DARK'),
    // BAR or POPUP; BAR is the spec's value for anything unknown.
    cookieBannerVariant: optional('cookieSettings.cookieBannerVariant', text(), () => 'BAR'),
    // Empty: the banner shows its default label (Recusar).
    cookieBannerOptOutCtaText: optional('cookieSettings.cookieBannerOptOutCtaText', text(), () => ''),
    // OPT_IN or OPT_IN_AND_OUT; OPT_IN is the spec's value when it is missing.
    cookieBannerAcceptType: optional('cookieSettings.cookieBannerAcceptType', text(), () => 'OPT_IN'),
    // False: the platform's setting for a site that never turned the banner on.
    isCookieBannerEnabled: optional('cookieSettings.isCookieBannerEnabled', z.boolean(), () => false),
    // False: the platform's setting for a site without a restrictive policy (cloneable sites are restrictive anyway).
    isRestrictiveCookiePolicyEnabled: optional('cookieSettings.isRestrictiveCookiePolicyEnabled', z.boolean(), () => false),
    // False: as above.
    isRestrictiveCookiePolicyAbsolute: optional('cookieSettings.isRestrictiveCookiePolicyAbsolute', z.boolean(), () => false),
    // False: as above (activity log on).
    isVisitorDataRestricted: optional('cookieSettings.isVisitorDataRestricted', z.boolean(), () => false),
  });

  const captchaSettings = z.looseObject({
    // Empty: no captcha script is loaded; a form needing one reports 'ReCaptcha has not been set up!'.
    siteKey: optional('captchaSettings.siteKey', text(), () => ''),
    // The provider's explicit-render script; a renderer (or the fixture site) may name a proxy or stand-in.
    scriptUrl: optional('captchaSettings.scriptUrl', nonEmptyText(), () => 'https://www.google.com/recaptcha/api.js'),
  });

  const assets = z.looseObject({
    // Absent: no cart bundle; a cart page logs the load failure and keeps its pre-rendered HTML.
    cart: z.catch(z.optional(nonEmptyText()), () => {
      if (!muted) onFallback('assets.cart');
      return undefined;
    }),
  });

  return z.looseObject({
    website: required('website', website, defaultsOf(website)),
    websiteSettings: optional('websiteSettings', websiteSettings, defaultsOf(websiteSettings)),
    // Empty: no role, so no viewer special case and no owner behaviour.
    websiteRoles: required('websiteRoles', z.array(integer()), () => []),
    // Null: a visitor, so no redirect to the configuration panel and no logout.
    authenticatedAccount: required('authenticatedAccount', z.nullable(z.looseObject({ id: text() })), () => null),
    // Null: no signed-in site member, so no memberAccountId or member_locale in tracking.
    memberAccount: optional('memberAccount', z.nullable(memberAccount), () => null),
    // Null (also when left out): no collection, so no gallery address updates and no collection id in census.
    collection: optional('collection', z.nullable(z.looseObject({ id: text(), fullUrl: text(), type: integer() })), () => null),
    // Null (also when left out): no item, so no item id in census.
    item: optional('item', z.nullable(z.looseObject({ id: text(), fullUrl: text(), recordType: integer() })), () => null),
    // Empty: no demo collections.
    demoCollections: optional('demoCollections', z.array(z.looseObject({})), () => []),
    // Empty: no web-font stylesheet request; text shows in the fallback fonts.
    googleFonts: optional('googleFonts', z.array(z.looseObject({ includeName: text() })), () => []),
    // Empty: no Typekit fonts are checked.
    typekitFonts: optional('typekitFonts', z.array(z.looseObject({ id: text(), variations: z.array(text()) })), () => []),
    cookieSettings: optional('cookieSettings', cookieSettings, defaultsOf(cookieSettings)),
    // False: no announcement bar.
    showAnnouncementBar: required('showAnnouncementBar', z.boolean(), () => false),
    // Empty: the Escape key uses the site's own origin for the configuration page.
    appDomain: optional('appDomain', text(), () => ''),
    // 2 (page): an ordinary content page.
    pageType: required('pageType', integer(), () => PAGE_TYPE_PAGE),
    captchaSettings: optional('captchaSettings', captchaSettings, defaultsOf(captchaSettings)),
    // 0: no permission type; census sends 0 (chosen name and default).
    pagePermissionType: optional('pagePermissionType', integer(), () => 0),
    // Empty: the map block cannot load the maps script and keeps its pre-rendered HTML (chosen name).
    mapsApiKey: optional('mapsApiKey', text(), () => ''),
    assets: optional('assets', assets, defaultsOf(assets)),
    fontServices: optional('fontServices', fontServices, defaultsOf(fontServices)),
  });
}

export type PageContextSchema = ReturnType<typeof createPageContextSchema>;
export type PageContext = z.output<PageContextSchema>;
