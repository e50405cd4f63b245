import type { CookieSettings } from './cookie-settings';

/**
 * The cookie banner's tiny, React-free part: the page-level services (every page) import it to decide
 * whether to load the banner's chunk at all. Keep it this small: everything here ships to every page.
 * (Type-only imports: nothing of cookie-settings.ts or React ends up in the importer's chunk.)
 */

/**
 * Global events through which the banner is forced, unforced and updated (site-runtime.md §4; the
 * names are chosen here). Dispatch them on `window` as CustomEvents:
 * - `force`: show the banner even after a choice, as a preview; a forced banner ignores clicks on its
 *   CTAs. An optional `detail` (partial cookie settings) is merged as for `update`.
 * - `unforce`: back to normal: hidden again if the visitor has chosen (or the banner is disabled).
 * - `update`: `detail` = partial cookie settings (server-side names); the banner re-renders with them merged.
 */
export const COOKIE_BANNER_EVENTS = {
  force: 'siteruntime:cookie-banner:force',
  unforce: 'siteruntime:cookie-banner:unforce',
  update: 'siteruntime:cookie-banner:update',
} as const;

/** Whether the banner shows for these settings and the visitor's stored choice: enabled and no choice yet. Pure. */
export function shouldShowCookieBanner(settings: Pick<CookieSettings, 'isCookieBannerEnabled'>, choice: boolean | undefined): boolean {
  return settings.isCookieBannerEnabled === true && choice === undefined;
}
