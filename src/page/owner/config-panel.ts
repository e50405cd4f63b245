import { LOGOUT_PARAM } from '../../shared/platform.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/*
 * What the editor redirect, the Escape keys and logout share (site-runtime.md §2, §4, §6).
 * The constants below belong in src/shared/platform.ts; they live here until they move.
 */

/** The configuration panel (site-runtime.md §2, routes table). */
export const CONFIG_PANEL_PATH = '/config/';
/** Its parameter naming the page to show in the preview frame. */
const FRAME_URL_PARAM = 'frameUrl';
/** The body class of edit mode (docs/markup.md §5, chosen there). */
/** The query parameter that marks the return from a logout (site-runtime.md §2). */

/** The fields of the page context these features read; tests can pass just these. */
export type OwnerContext = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'appDomain'> & {
  readonly website: Pick<PageContext['website'], 'developerMode' | 'cloneable' | 'baseUrl'>;
  readonly websiteSettings: Pick<PageContext['websiteSettings'], 'escapeKeyLoginEnabled'>;
};

/** The parts of an address these features read: a Location or a URL. */
export type PageAddress = Pick<Location, 'origin' | 'pathname' | 'search'>;

/**
 * `/config/?frameUrl=` + the encoded path and query of the page. A `logout` parameter is left out
 * of the framed address (chosen here): the preview must not show the logout dialog again.
 */
export function configPanelPath(page: Pick<PageAddress, 'pathname' | 'search'>): string {
  let search = page.search;
  const query = new URLSearchParams(search);
  if (query.has(LOGOUT_PARAM)) {
    query.delete(LOGOUT_PARAM);
    const rest = query.toString();
    search = rest ? `?${rest}` : '';
  }
  return `${CONFIG_PANEL_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(page.pathname + search)}`;
}

/**
 * Whether `href` is an http(s) address on one of `origins`: the last check before the runtime
 * navigates to an address it built from the page context and the page's address.
 */
export function isAllowedDestination(href: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}
