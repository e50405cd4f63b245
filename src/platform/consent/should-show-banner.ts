/**
 * The cookie banner's tiny, React-free part: the page-level services (every page) import it to decide
 * whether to load the banner's chunk at all. Keep it this small: everything here ships to every page.
 */

/** Whether the banner shows for these settings and the visitor's stored choice: enabled and no choice yet. Pure. */
export function shouldShowCookieBanner(settings: { readonly isCookieBannerEnabled?: boolean }, choice: boolean | undefined): boolean {
  return settings.isCookieBannerEnabled === true && choice === undefined;
}
