/**
 * The cookie banner's tiny, React-free part: the page-level services (every page) import it to decide
 * whether to load the banner's chunk at all. Keep it this small: everything here ships to every page.
 */

/**
 * Whether the banner shows for these settings and the visitor's stored choice: enabled, no choice yet,
 * and not in edit mode (isEditMode: an editor preview has no visitor to ask; a force event still shows
 * it). Pure.
 */
export function shouldShowCookieBanner(settings: { readonly isCookieBannerEnabled?: boolean }, choice: boolean | undefined, editMode: boolean): boolean {
  return settings.isCookieBannerEnabled === true && choice === undefined && !editMode;
}

/**
 * The entry's early guess, before any chunk has loaded: the page context's raw JSON enables the
 * banner, the visitor has not chosen and the page is not in the editor. It only starts loading the
 * banner's chunk beside the page services (one round trip for both); the services still decide.
 * `choice` is asked only where the context enables the banner: the first document.cookie read is a
 * synchronous trip to the browser's cookie store (8 to 9 ms measured in Chromium), which a page
 * without a banner leaves to the page services' own task.
 */
export function cookieBannerLikely(contextJson: string | null | undefined, choice: () => boolean | undefined, editMode: boolean): boolean {
  try {
    const settings = (JSON.parse(contextJson ?? '') as { cookieSettings?: { isCookieBannerEnabled?: boolean } }).cookieSettings ?? {};
    return settings.isCookieBannerEnabled === true && shouldShowCookieBanner(settings, choice(), editMode);
  } catch {
    return false;
  }
}
