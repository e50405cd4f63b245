import type { Page } from '../../platform/page-context/read-page-context.ts';
import { configPanelPath, isAllowedDestination, type OwnerContext, type PageAddress } from './config-panel.ts';
import { hasSiteSettings, hasViewerRole } from '../../services/small-services/account.ts';

/** The query parameter that keeps an owner on the published page (site-runtime.md §2). */
const NO_REDIRECT_PARAM = 'noredirect';
/**
 * The sessionStorage key of the same marker (chosen here): any stored value counts. The runtime
 * stores it when the query carries the parameter, so the later pages of the visit stay put too.
 * @internal Exported for the tests: the tests read the documented key.
 */
export const NO_REDIRECT_STORAGE_KEY = 'noredirect';
/** Pages on this host are never redirected (site-runtime.md §2): local development. */
const LOCAL_HOST = 'localhost';

export interface EditorRedirectInput {
  readonly context: Pick<OwnerContext, 'authenticatedAccount' | 'websiteRoles' | 'website'>;
  readonly location: Pick<PageAddress, 'pathname' | 'search'> & Pick<Location, 'hostname'>;
  /** The page is the top window, not a frame (the panel's own preview is a frame). */
  readonly isTopWindow: boolean;
  /** sessionStorage holds the noredirect marker. */
  readonly sessionNoRedirect: boolean;
  /** The page is shown in the editor (docs/markup.md §5): never redirected. */
  readonly editMode?: boolean;
}

/**
 * Where a logged-in owner is sent (site-runtime.md §2): `/config/?frameUrl=` + the encoded path and
 * query of the page, for an account with site settings (see hasSiteSettings), not in developer
 * mode, not cloneable, without the viewer role, in the top window. Undefined (stay) when any of
 * these fails, when the noredirect marker is in the query (any value) or in session storage, when
 * the host is localhost (only that name: 127.0.0.1 is redirected, so the fixture server can show
 * it), or in edit mode.
 * @internal Exported for the tests: the pure rule, tested directly.
 */
export function editorRedirectTarget({ context, location, isTopWindow, sessionNoRedirect, editMode = false }: EditorRedirectInput): string | undefined {
  if (!hasSiteSettings(context) || hasViewerRole(context.websiteRoles)) return undefined;
  if (context.website.developerMode || context.website.cloneable) return undefined;
  if (!isTopWindow || editMode || sessionNoRedirect || hasNoRedirectParam(location.search)) return undefined;
  if (location.hostname.toLowerCase() === LOCAL_HOST) return undefined;
  return configPanelPath(location);
}

function hasNoRedirectParam(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_PARAM);
}

/** What the browser glue reads; a Window is one. */
export interface RedirectWindow {
  readonly location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hostname' | 'assign'>;
  readonly self: unknown;
  readonly top: unknown;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Browser glue: remembers a noredirect query marker in sessionStorage, then sends a logged-in owner
 * to the configuration panel when editorRedirectTarget says so. Returns whether it navigated.
 */
export function redirectToEditorIfNeeded(context: EditorRedirectInput['context'] & Pick<Page, 'editMode'>, win: RedirectWindow = window): boolean {
  const { location } = win;
  if (hasNoRedirectParam(location.search)) rememberNoRedirect(win);
  const target = editorRedirectTarget({
    context,
    location,
    isTopWindow: isTopWindow(win),
    sessionNoRedirect: storedNoRedirect(win),
    editMode: context.editMode,
  });
  if (target === undefined) return false;
  const href = new URL(target, location.href).href;
  // The target is a path built here; the check keeps the panel on the page's own origin whatever happens.
  if (!isAllowedDestination(href, [location.origin])) return false;
  location.assign(href);
  return true;
}

function isTopWindow(win: RedirectWindow): boolean {
  try {
    return win.top === win.self;
  } catch {
    return false;
  }
}

// Storage may be blocked (private modes, sandboxed frames): reading it then finds no marker,
// writing it is skipped, and the query marker still protects this page.
function storedNoRedirect(win: RedirectWindow): boolean {
  try {
    return win.sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberNoRedirect(win: RedirectWindow): void {
  try {
    win.sessionStorage.setItem(NO_REDIRECT_STORAGE_KEY, 'true');
  } catch {
    // Storage refused: only this page keeps the marker, through its query.
  }
}
