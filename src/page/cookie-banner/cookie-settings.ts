import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { COOKIE_BANNER_MESSAGES } from '../../texts/cookie-banner.ts';
/**
 * Cookie banner settings, pure (no DOM): site-runtime.md §3 "Cookie banner settings" and §5 "Cookie
 * settings conversion"; docs/markup.md §2 (cookieSettings) and §6.22 (Cookie banner). `toBannerModel`: the
 * server-side settings (the page context's cookieSettings) as the banner shows them. The runtime never
 * sends settings back, so the editor-side names (§3) and what is sent to the server (§5) are not here.
 *
 * Enum-valued fields arrive as any string (the page-context schema does not check them); unknown
 * values become the spec's defaults here. Values are matched exactly (case-sensitive), as the platform
 * writes them.
 */

// ---------------------------------------------------------------------------------------------------
// Types

type CtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
type BannerTheme = 'LIGHT' | 'DARK';
type BannerVariant = 'BAR' | 'POPUP';
type AcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';
type BarPosition = 'TOP' | 'BOTTOM';
type PopupPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
/** "On the page the position is 'top' or other" (site-runtime.md §3). */
export type PagePosition = 'top' | 'other';

/**
 * The server-side settings as the page context (or the server) gives them: enum values are any
 * string; a missing field takes its default (missing accept type → OPT_IN, missing text → default text).
 * Derived from the page context's schema: its named fields, each optional (an update event or the
 * editor may send only some), without the schema's catch-all for fields a newer platform adds.
 */
export type CookieSettings = {
  readonly [K in keyof PageContext['cookieSettings'] as string extends K ? never : K]?: PageContext['cookieSettings'][K];
};

interface BannerModelCommon {
  readonly ctaVariant: CtaVariant;
  readonly theme: BannerTheme;
  readonly acceptType: AcceptType;
  /** HTML: the site owner's (to go through the sanitizer) or the default text. */
  readonly text: string;
  /** The accept control's label. */
  readonly ctaText: string;
  /** The refuse control's label (shown with OPT_IN_AND_OUT). */
  readonly optOutCtaText: string;
}

/** Where the banner goes: a bar at TOP or BOTTOM, a popup in a corner. */
export type BannerPlacement = { readonly variant: 'BAR'; readonly position: BarPosition } | { readonly variant: 'POPUP'; readonly position: PopupPosition };

/** What the banner shows. */
export type BannerModel = BannerModelCommon & BannerPlacement;

// ---------------------------------------------------------------------------------------------------
// Allowed values

const CTA_VARIANTS: readonly CtaVariant[] = ['TEXT', 'BUTTON', 'ICON'];
const BANNER_THEMES: readonly BannerTheme[] = ['LIGHT', 'DARK'];
const BANNER_VARIANTS: readonly BannerVariant[] = ['BAR', 'POPUP'];
const ACCEPT_TYPES: readonly AcceptType[] = ['OPT_IN', 'OPT_IN_AND_OUT'];
const POPUP_POSITIONS: readonly PopupPosition[] = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'];

/** The positions at the top: a bar placed at any of them goes to TOP. */
const TOP_POSITIONS: readonly string[] = ['TOP', 'TOP_LEFT', 'TOP_RIGHT'];

// ---------------------------------------------------------------------------------------------------
// One field at a time

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Unknown → ICON. */
function toCtaVariant(value: unknown): CtaVariant {
  return oneOf(CTA_VARIANTS, value, 'ICON');
}

/** Unknown → DARK. */
function toTheme(value: unknown): BannerTheme {
  return oneOf(BANNER_THEMES, value, 'DARK');
}

/** Unknown → BAR. */
function toVariant(value: unknown): BannerVariant {
  return oneOf(BANNER_VARIANTS, value, 'BAR');
}

/** Missing (or unknown) → OPT_IN. */
function toAcceptType(value: unknown): AcceptType {
  return oneOf(ACCEPT_TYPES, value, 'OPT_IN');
}

/** A top position (TOP, TOP_LEFT, TOP_RIGHT) → TOP; any other → BOTTOM. */
function toBarPosition(value: unknown): BarPosition {
  return TOP_POSITIONS.includes(value as string) ? 'TOP' : 'BOTTOM';
}

/** A corner stays itself; TOP → TOP_LEFT; BOTTOM and unknown → BOTTOM_LEFT. */
function toPopupPosition(value: unknown): PopupPosition {
  if (value === 'TOP') return 'TOP_LEFT';
  return oneOf(POPUP_POSITIONS, value, 'BOTTOM_LEFT');
}

/**
 * Only blanks, line breaks and paragraph tags: '', '  ', '<p></p>', '<p> </p>', '<p><br></p>',
 * '<p>&nbsp;</p>', '<P class="x"><br/></P>', '<p></p><p></p>'. Anything else (text, an image, …) is content.
 */
const EMPTY_TEXT = /^(?:\s|&nbsp;|&#160;|&#xa0;|<\/?p(?:\s[^>]*)?>|<br(?:\s[^>]*)?\/?>)*$/i;

/** An empty banner text: nothing, blanks, or empty paragraphs. */
function isEmptyBannerText(html: unknown): boolean {
  return typeof html !== 'string' || EMPTY_TEXT.test(html);
}

/** A label with no visible character (missing, '' or blanks) is no label. */
function isBlankLabel(label: unknown): boolean {
  return typeof label !== 'string' || label.trim() === '';
}

// ---------------------------------------------------------------------------------------------------
// The banner's display model

/** The banner text, or the default text when it is empty (an empty paragraph counts as empty). */
function bannerText(html: unknown): string {
  return isEmptyBannerText(html) ? COOKIE_BANNER_MESSAGES.defaultText : (html as string);
}

/** The label, or `fallback` when the settings give none. */
function labelOr(label: unknown, fallback: string): string {
  return isBlankLabel(label) ? fallback : (label as string);
}

/** The variant (unknown → BAR) and its position mapped for it. */
function toPlacement(variant: unknown, position: unknown): BannerPlacement {
  return toVariant(variant) === 'POPUP' ? { variant: 'POPUP', position: toPopupPosition(position) } : { variant: 'BAR', position: toBarPosition(position) };
}

/** What the banner shows for these settings. Never throws. */
export function toBannerModel(settings: CookieSettings): BannerModel {
  return {
    ctaVariant: toCtaVariant(settings.cookieBannerCtaVariant),
    theme: toTheme(settings.cookieBannerTheme),
    acceptType: toAcceptType(settings.cookieBannerAcceptType),
    text: bannerText(settings.cookieBannerText),
    ctaText: labelOr(settings.cookieBannerCtaText, COOKIE_BANNER_MESSAGES.accept),
    optOutCtaText: labelOr(settings.cookieBannerOptOutCtaText, COOKIE_BANNER_MESSAGES.refuse),
    ...toPlacement(settings.cookieBannerVariant, settings.cookieBannerPosition),
  };
}

/** 'top' for a bar at the top (hosted by the announcement-bar area when there is one); 'other' otherwise. */
export function pagePosition(model: BannerPlacement): PagePosition {
  return model.variant === 'BAR' && model.position === 'TOP' ? 'top' : 'other';
}
