import * as z from 'zod/mini';
import { PAGE_TYPE_PAGE, WEBSITE_TYPE_CLASSIC } from '../../shared/page-types.ts';

/**
 * The page context: JSON in <script type="application/json" id="site-context">, written by the
 * platform renderer (docs/markup.md, "Page context"; site-runtime.md §1 and §3).
 *
 * This zod schema is the source of truth, but no page runs it: the build compiles it into a
 * descriptor (`./schema.ts?compiled`, build/schema-compiler.ts) that read-page-context.ts applies with
 * src/platform/descriptor. So only what the compiler knows is used here, and every fallback is a
 * constant (its callback may report, nothing else); the compiled parse reports the same paths.
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

/**
 * Called with the dotted path of each field that fell back to its default.
 * @internal Exported for the tests: for the schema's tests.
 */
export type OnFallback = (field: string) => void;

/** A field's schema, built for its dotted path. */
type Field = (path: string) => z.ZodMiniType;
type Fallback<F extends Field> = () => Exclude<z.output<ReturnType<F>>, undefined>;

/**
 * Builds the schema. `onFallback` hears about every field that fell back: the path the compiled
 * parse reports too (src/platform/page-context/compiled-schema.test.ts holds the two side by side).
 */
export function createPageContextSchema(onFallback: OnFallback = () => undefined) {
  // While an object's whole-object default is computed from its fields' defaults, nothing is reported.
  let muted = 0;

  /*
   * Fields are built from their dotted path (website.id, googleFonts[].includeName), which `object`
   * and `list` hand down, so no path is spelled twice.
   */

  /** The renderer must send it: missing or invalid → fallback, reported. */
  const required =
    <F extends Field>(field: F, fallback: NoInfer<Fallback<F>>) =>
    (path: string) =>
      z.catch(field(path) as ReturnType<F>, () => {
        if (!muted) onFallback(path);
        return fallback();
      });

  /** The renderer may leave it out: missing → fallback silently; present but invalid → fallback, reported. */
  const optional =
    <F extends Field>(field: F, fallback: NoInfer<Fallback<F>>) =>
    (path: string) =>
      z._default(required(field, fallback)(path), fallback);

  /** A loose object: each field gets its own path, and fields a newer platform adds are kept. */
  const object =
    <S extends Record<string, Field>>(shape: S) =>
    (path: string) =>
      z.looseObject(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field(path ? `${path}.${key}` : key)])) as { [K in keyof S]: ReturnType<S[K]> },
      );

  const list =
    <F extends Field>(field: F) =>
    (path: string) =>
      z.array(field(`${path}[]`) as ReturnType<F>);

  const nullable =
    <F extends Field>(field: F) =>
    (path: string) =>
      z.nullable(field(path) as ReturnType<F>);

  /** The default of a whole object: each of its fields' own defaults. */
  function defaultsOf<F extends Field>(field: F): Fallback<F> {
    return () => {
      muted += 1;
      try {
        return field('').parse({}) as Exclude<z.output<ReturnType<F>>, undefined>;
      } finally {
        muted -= 1;
      }
    };
  }

  const text = () => z.string();
  const boolean = () => z.boolean();
  const number = () => z.number();
  // Not z.int(): it also rejects integers beyond Number.MAX_SAFE_INTEGER. The compiler knows this refine by name.
  const integer = () => z.number().check(z.refine(Number.isInteger));
  const nonEmptyText = () => z.string().check(z.minLength(1));

  const website = object({
    // Empty: census and analytics carry no website id; features needing one skip their call.
    id: optional(text, () => ''),
    // Empty: the ss_lastid cookie names no site, as for a site never visited.
    identifier: required(text, () => ''),
    // Classic: none of the cover-page or parking-page special cases apply.
    websiteType: required(integer, () => WEBSITE_TYPE_CLASSIC),
    // 0 is no status of the enum: no status-specific behaviour (RESOLD, RESOLD_GRACE_PERIOD) applies.
    siteStatus: required(object({ value: integer }), () => ({ value: 0 })),
    // False: the ordinary case; it only changes the redirect of a logged-in account.
    developerMode: required(boolean, () => false),
    // False: the site is not a template (no forced restrictive cookie policy, redirect as usual).
    cloneable: required(boolean, () => false),
    // Empty: features use the page's own origin (location.origin).
    baseUrl: required(text, () => ''),
    // Empty: no Typekit kit is loaded; text shows in the fallback fonts.
    typekitId: optional(text, () => ''),
    // Empty: census and analytics carry no template id.
    templateId: optional(text, () => ''),
    // Empty: features use <html lang> for website_locale.
    language: optional(text, () => ''),
    // Empty: internal tracking and analytics carry no template variant.
    variantId: optional(text, () => ''),
    // True: the site's plan (tier) has the lightbox; a renderer sends false for a tier without it (docs/markup.md §6.6).
    lightboxAvailable: optional(boolean, () => true),
  });

  // Objects that may be null: a present object keeps every field it has right; each field falls back
  // alone (a collection without fullUrl still gives census its id).
  const memberAccount = object({
    // Empty: tracking carries no memberAccountId.
    id: required(text, () => ''),
    locale: optional(text, () => ''),
  });
  // Empty: the account is still signed in (owner features on, no census); only its id is unknown.
  const authenticatedAccount = object({ id: required(text, () => '') });
  // Empty ids, no address and 0 (no type of the enum): census sends collectionId and itemId null.
  const collection = object({
    id: required(text, () => ''),
    fullUrl: required(text, () => ''),
    type: required(integer, () => 0),
  });
  const item = object({
    id: required(text, () => ''),
    fullUrl: required(text, () => ''),
    recordType: required(integer, () => 0),
  });

  const fontServices = object({
    // The public services: a renderer that proxies fonts through its own domain names its address here.
    googleFontsCss: optional(nonEmptyText, () => 'https://fonts.googleapis.com/css'),
    typekitCss: optional(nonEmptyText, () => 'https://use.typekit.net/'),
  });

  const pinterestOverlayOptions = object({
    // Empty: no Pinterest overlay on images.
    mode: optional(text, () => ''),
  });

  const popupOverlaySettings = object({
    // 1 (none): no popup overlay is shown.
    style: optional(integer, () => 1),
    // False: the popup is not shown on mobile, the less intrusive choice.
    enableMobile: optional(boolean, () => false),
    // 0: a stored record is never "older than the current version", so nothing reappears for that reason.
    version: optional(number, () => 0),
    // True: a visitor who signed up never sees the popup again, the less intrusive choice.
    showUntilSignup: optional(boolean, () => true),
    // -1: once closed, never shown again, the less intrusive choice.
    displayFrequency: optional(number, () => -1),
  });

  const mobileInfoBarSettings = object({
    // 1 (none): no mobile info bar.
    style: optional(integer, () => 1),
  });

  const websiteSettings = object({
    // Empty: no comment-count script is loaded.
    disqusShortname: optional(text, () => ''),
    // False: comment links are left as the renderer wrote them.
    commentsEnabled: optional(boolean, () => false),
    pinterestOverlayOptions: optional(pinterestOverlayOptions, defaultsOf(pinterestOverlayOptions)),
    popupOverlaySettings: optional(popupOverlaySettings, defaultsOf(popupOverlaySettings)),
    mobileInfoBarSettings: optional(mobileInfoBarSettings, defaultsOf(mobileInfoBarSettings)),
    // False: the Escape key does nothing, so no visitor leaves the page by accident (chosen name).
    escapeKeyLoginEnabled: optional(boolean, () => false),
  });

  const cookieSettings = object({
    // Empty: the banner shows its default label (Aceitar).
    cookieBannerCtaText: optional(text, () => ''),
    // ICON, TEXT or BUTTON; ICON is the spec's value for anything unknown.
    cookieBannerCtaVariant: optional(text, () => 'ICON'),
    // Empty: a bar goes to BOTTOM, a popup to BOTTOM_LEFT, as for any unknown position.
    cookieBannerPosition: optional(text, () => ''),
    // Empty: the banner shows the default text.
    cookieBannerText: optional(text, () => ''),
    // LIGHT or DARK; DARK is the spec's value for anything unknown.
    cookieBannerTheme: optional(text, () => 'DARK'),
    // BAR or POPUP; BAR is the spec's value for anything unknown.
    cookieBannerVariant: optional(text, () => 'BAR'),
    // Empty: the banner shows its default label (Recusar).
    cookieBannerOptOutCtaText: optional(text, () => ''),
    // OPT_IN or OPT_IN_AND_OUT; OPT_IN is the spec's value when it is missing.
    cookieBannerAcceptType: optional(text, () => 'OPT_IN'),
    // False: the platform's setting for a site that never turned the banner on.
    isCookieBannerEnabled: optional(boolean, () => false),
    // False: the platform's setting for a site without a restrictive policy (cloneable sites are restrictive anyway).
    isRestrictiveCookiePolicyEnabled: optional(boolean, () => false),
    // False: as above.
    isRestrictiveCookiePolicyAbsolute: optional(boolean, () => false),
    // False: as above (activity log on).
    isVisitorDataRestricted: optional(boolean, () => false),
    // False: no proof of consent is sent; the platform turns it on where it keeps them (chosen name, issue 39).
    isConsentProofEnabled: optional(boolean, () => false),
  });

  const captchaSettings = object({
    // Empty: no captcha script is loaded; a form needing one reports 'ReCaptcha has not been set up!'.
    siteKey: optional(text, () => ''),
    // The provider's explicit-render script; a renderer (or the fixture site) may name a proxy or stand-in.
    scriptUrl: optional(nonEmptyText, () => 'https://www.google.com/recaptcha/api.js'),
  });

  const assets = object({
    // Absent: no cart bundle; a cart page logs the load failure and keeps its pre-rendered HTML.
    cart: (path: string) =>
      z.catch(z.optional(nonEmptyText()), () => {
        if (!muted) onFallback(path);
        return undefined;
      }),
  });

  return object({
    website: required(website, defaultsOf(website)),
    websiteSettings: optional(websiteSettings, defaultsOf(websiteSettings)),
    // Empty: no role, so no viewer special case and no owner behaviour.
    websiteRoles: required(list(integer), () => []),
    // Null: a visitor, so no redirect to the configuration panel and no logout.
    authenticatedAccount: required(nullable(authenticatedAccount), () => null),
    // Null: no signed-in site member, so no memberAccountId or member_locale in tracking.
    memberAccount: optional(nullable(memberAccount), () => null),
    // Null (also when left out): no collection, so no gallery address updates and no collection id in census.
    collection: optional(nullable(collection), () => null),
    // Null (also when left out): no item, so no item id in census.
    item: optional(nullable(item), () => null),
    // Empty: no demo collections.
    demoCollections: optional(list(object({})), () => []),
    // Empty: no web-font stylesheet request; text shows in the fallback fonts.
    // An entry's bad includeName becomes '' alone (that entry is left out), not the whole list.
    googleFonts: optional(list(object({ includeName: required(text, () => '') })), () => []),
    // Empty: no Typekit fonts are checked. Each entry's fields fall back alone.
    typekitFonts: optional(
      list(
        object({
          id: required(text, () => ''),
          variations: required(list(text), () => []),
        }),
      ),
      () => [],
    ),
    cookieSettings: optional(cookieSettings, defaultsOf(cookieSettings)),
    // False: no announcement bar.
    showAnnouncementBar: required(boolean, () => false),
    // Empty: the Escape key uses the site's own origin for the configuration page.
    appDomain: optional(text, () => ''),
    // 2 (page): an ordinary content page.
    pageType: required(integer, () => PAGE_TYPE_PAGE),
    captchaSettings: optional(captchaSettings, defaultsOf(captchaSettings)),
    // 0: no permission type; census sends 0 (chosen name and default).
    pagePermissionType: optional(integer, () => 0),
    // Empty: the map block cannot load the maps script and keeps its pre-rendered HTML (chosen name).
    mapsApiKey: optional(text, () => ''),
    // Empty: the maps service's own script address; a renderer may name a proxy, the fixture site its stand-in (chosen name).
    mapsScriptUrl: optional(text, () => ''),
    assets: optional(assets, defaultsOf(assets)),
    // 1: every browser session reports its errors; 0.25 reports a quarter of the sessions, each all or nothing (chosen name, issue 16).
    errorSampleRate: optional(number, () => 1),
    fontServices: optional(fontServices, defaultsOf(fontServices)),
  })('');
}

/** The schema the build compiles (its fallbacks report nowhere: the compiled parse reports them itself). */
export const PageContextSchema = createPageContextSchema();

export type PageContext = z.output<typeof PageContextSchema>;
