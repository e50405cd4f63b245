/**
 * The cookie banner's tiny, React-free part: the page start (every page) imports it to decide
 * whether to load the banner's chunk at all. Keep it this small: everything here ships to every page.
 */
import { isRestrictivePolicy } from '../../shared/restrictive-policy.ts';
import { startingChoice } from './consent-policy.ts';

/** The page context's JSON as the entry reads it, unchecked (the page start's parse comes later). */
interface RawContext {
  cookieSettings?: { isCookieBannerEnabled?: unknown; isRestrictiveCookiePolicyEnabled?: unknown; isRestrictiveCookiePolicyAbsolute?: unknown };
  website?: { cloneable?: unknown };
}

/** What decides whether the banner shows: the same inputs for the entry's guess, the page services and the banner. */
export interface BannerInputs {
  readonly settings: { readonly isCookieBannerEnabled?: unknown };
  /** The page is shown in the editor (Page.editMode): an editor preview has no visitor to ask; a force event still shows it. */
  readonly editMode: boolean;
  /** The visitor's choice: the stored one, else a Global Privacy Control refusal (startingChoice), else none. */
  choice(): boolean | undefined;
}

/**
 * Whether the banner shows: enabled, not in edit mode and no choice yet. `choice` is asked last, only
 * where the rest holds: the entry's reads document.cookie.
 */
export function shouldShowCookieBanner({ settings, editMode, choice }: BannerInputs): boolean {
  return settings.isCookieBannerEnabled === true && !editMode && choice() === undefined;
}

/**
 * The entry's early guess, before any chunk has loaded, by the page start's own rule: the page
 * context's raw JSON enables the banner, the page is not in the editor, and it starts with no choice
 * (startingChoice: none stored, and no Global Privacy Control refusal, which counts only where the
 * policy is not restrictive). It only starts loading the banner's chunk beside the every-page chunk (one
 * round trip for both); the page start still decides. `stored` is asked only where the rest holds: the
 * first document.cookie read is a synchronous trip to the browser's cookie store (8 to 9 ms measured
 * in Chromium), which a page without a banner leaves to the page start's own task.
 */
export function cookieBannerLikely(contextJson: string | null | undefined, stored: () => boolean | undefined, editMode: boolean): boolean {
  try {
    const { cookieSettings = {}, website } = JSON.parse(contextJson ?? '') as RawContext;
    const choice = (): boolean | undefined => startingChoice(stored(), isRestrictivePolicy(cookieSettings, website?.cloneable));
    return shouldShowCookieBanner({ settings: cookieSettings, editMode, choice });
  } catch {
    return false;
  }
}
