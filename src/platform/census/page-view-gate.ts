import { PAGE_TYPE_LOCK_SCREEN, PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED, PAGE_TYPE_NOT_FOUND, WEBSITE_ROLE_VIEWER } from '../../shared/page-types.ts';
import type { PageContext } from '../page-context/read-page-context.ts';
import { withoutTrailingSlash } from '../tracking/internal-fields.ts';

export interface PageViewGateInput {
  readonly context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'pageType'>;
  readonly pathname: string;
  /** The global disabling flag, read with censusDisabledFlag. */
  readonly censusDisabled: boolean;
}

/** Page types census never runs on (site-runtime.md §6): not found, lock screen, member area access denied. */
const UNTRACKED_PAGE_TYPES: readonly number[] = [PAGE_TYPE_NOT_FOUND, PAGE_TYPE_LOCK_SCREEN, PAGE_TYPE_MEMBER_AREA_ACCESS_DENIED];

/** The search page is excluded from page-view tracking (site-runtime.md §2). */
const SEARCH_PATH = '/search';
const CONFIG_PATH = '/config';

/**
 * Whether census runs for this visitor on this page (site-runtime.md §6): for visitors who are not
 * authenticated, or whose only website role is viewer and who are not on a config path; never on the
 * untracked page types, or when the global flag is set.
 */
export function censusRuns({ context, pathname, censusDisabled }: PageViewGateInput): boolean {
  if (censusDisabled || UNTRACKED_PAGE_TYPES.includes(context.pageType)) return false;
  return context.authenticatedAccount === null || (isViewerOnly(context.websiteRoles) && !isConfigPath(pathname));
}

/** Whether this page view is recorded: where census runs, but never on /search (site-runtime.md §2). */
export function shouldRecordPageView(input: PageViewGateInput): boolean {
  return withoutTrailingSlash(input.pathname) !== SEARCH_PATH && censusRuns(input);
}

/** Viewers count as visitors, but only when they hold no other role ([10, 10] is still viewer only). */
function isViewerOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === WEBSITE_ROLE_VIEWER);
}

/** /config and every path below it; /configuracoes is an ordinary page. */
function isConfigPath(pathname: string): boolean {
  return pathname === CONFIG_PATH || pathname.startsWith(`${CONFIG_PATH}/`);
}

/**
 * The global flag that turns census off (docs/markup.md §4, chosen name): set by the page before the
 * runtime runs, so only the literal `true` counts, never a truthy leftover.
 */
export function censusDisabledFlag(win: Window): boolean {
  return (win as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled === true;
}
