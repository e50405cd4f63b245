import { httpUrl } from '../../services/small-services/http-url.ts';
import { LOGOUT_PATH } from '../../shared/platform.ts';
import { request } from '../../services/data/request.ts';
import { LOGOUT_PARAM, LOGOUT_VALUE } from '../../shared/platform.ts';
import { isAllowedDestination, type OwnerContext } from './config-panel.ts';
import { isSignedIn } from '../../services/small-services/account.ts';

/** The value of the logout parameter after a logout (site-runtime.md §2). */

/** @internal Exported for the tests: the pure rule's input, for its tests. */
export interface AfterLogoutInput {
  readonly context: { readonly website: Pick<OwnerContext['website'], 'baseUrl'> };
  readonly location: Pick<Location, 'href' | 'origin'>;
  /** The logout starts from the configuration panel, whose preview frame shows `previewFrameUrl`. */
  readonly isInConfigPanel: boolean;
  readonly previewFrameUrl?: string | undefined;
}

export interface LogoutInput extends AfterLogoutInput {
  readonly context: AfterLogoutInput['context'] & Pick<OwnerContext, 'authenticatedAccount'>;
  /** Where the destination is opened (the top window's location when in the panel). */
  readonly location: AfterLogoutInput['location'] & Pick<Location, 'assign'>;
}

/**
 * Where a logout leads (site-runtime.md §2): the site root with `logout=true`, or inside the
 * configuration panel the preview frame's address with `logout=true`. The site root is the root
 * of website.baseUrl's origin, or of the page's when baseUrl is not an http(s) address. A preview
 * address is used only when it is http(s) on the page's or the site's origin (it can come from the
 * panel's frameUrl query); otherwise the site root is the destination. Undefined only when neither
 * the page nor the site has an http(s) address.
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export function afterLogoutUrl({ context, location, isInConfigPanel, previewFrameUrl }: AfterLogoutInput): string | undefined {
  const root = httpUrl('/', siteUrl(context, location) ?? location.href);
  let destination = root === undefined ? undefined : new URL(root);
  if (isInConfigPanel && previewFrameUrl) {
    const preview = httpUrl(previewFrameUrl, location.href);
    if (preview !== undefined && isAllowedDestination(preview, allowedOrigins(context, location))) destination = new URL(preview);
  }
  destination?.searchParams.set(LOGOUT_PARAM, LOGOUT_VALUE);
  return destination?.href;
}

/** The page was reached through a logout (query logout=true): the logout dialog is due. */
export function isLogoutReturn(location: Pick<Location, 'search'>): boolean {
  return new URLSearchParams(location.search).get(LOGOUT_PARAM) === LOGOUT_VALUE;
}

/** `href` without its logout parameter, for history.replaceState once the dialog was shown (a reload must not show it again). */
export function withoutLogoutParam(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has(LOGOUT_PARAM)) return href;
  url.searchParams.delete(LOGOUT_PARAM);
  return url.href;
}

let current: Promise<void> | undefined;

/**
 * Logs the account out (site-runtime.md §4, §7): POST /api/auth/Logout through the data helper
 * (which adds the crumb), then opens afterLogoutUrl. Only with an authenticated account, and once:
 * a call while a logout is in flight, or after one succeeded, does nothing (it returns the same
 * promise). A failure is only logged (console.error): no navigation, no rejection; the lock is
 * then released so the owner can try again (chosen here).
 */
export function logout(input: LogoutInput): Promise<void> {
  if (!isSignedIn(input.context)) return Promise.resolve();
  current ??= run(input);
  return current;
}

async function run(input: LogoutInput): Promise<void> {
  try {
    await request({ method: 'POST', url: LOGOUT_PATH, quiet: true });
  } catch (error) {
    console.error('[site-runtime] logout failed', error);
    current = undefined;
    return;
  }
  const destination = afterLogoutUrl(input);
  if (destination !== undefined && isAllowedDestination(destination, allowedOrigins(input.context, input.location))) input.location.assign(destination);
}

/** website.baseUrl when it is an http(s) address. */
function siteUrl(context: AfterLogoutInput['context'], location: Pick<Location, 'href'>): string | undefined {
  return context.website.baseUrl ? httpUrl(context.website.baseUrl, location.href) : undefined;
}

/** The origins a logout may lead to: the page's and the site's. */
function allowedOrigins(context: AfterLogoutInput['context'], location: Pick<Location, 'href' | 'origin'>): string[] {
  const site = siteUrl(context, location);
  return site === undefined ? [location.origin] : [location.origin, new URL(site).origin];
}
