import { WEBSITE_ROLE_VIEWER } from '../../shared/page-types.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/** What the page context says of the visitor's account: the owner features and the owner-only links read it. */
type AccountContext = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>;

export function isSignedIn(context: Pick<AccountContext, 'authenticatedAccount'>): boolean {
  return context.authenticatedAccount !== null;
}

/** Whether any of the account's roles on this site is the viewer role (10). */
export function hasViewerRole(roles: readonly number[]): boolean {
  return roles.includes(WEBSITE_ROLE_VIEWER);
}

/**
 * "A logged-in account with site settings" (site-runtime.md §2). The page context says nothing
 * else about settings, so (chosen here) an account has site settings when it holds at least one
 * role on this site other than viewer. An account with no roles listed (signed in to the platform
 * but not a contributor of this site, or roles the renderer failed to send) has none: sending it
 * to a panel it cannot use would lock it out of browsing the site.
 */
export function hasSiteSettings(context: AccountContext): boolean {
  return isSignedIn(context) && context.websiteRoles.some((role) => role !== WEBSITE_ROLE_VIEWER);
}
