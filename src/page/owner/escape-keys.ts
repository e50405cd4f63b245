import { httpUrl } from '../../services/small-services/http-url.ts';
import type { Page } from '../../platform/page-context/read-page-context.ts';
import { CONFIG_PANEL_PATH, configPanelPath, isAllowedDestination, type OwnerContext, type PageAddress } from './config-panel.ts';
import { isSignedIn } from '../../services/small-services/account.ts';
import { logout, type LogoutInput } from './logout.ts';

/** @internal Exported for the tests: the pure rule's answer, for its tests. */
export type EscapeKeyAction = { type: 'none' } | { type: 'navigate'; url: string } | { type: 'logout' };

export interface EscapeKeyInput {
  readonly key: string;
  readonly shiftKey: boolean;
  /** The key was pressed in an editable field (isEditableElement). */
  readonly targetIsEditable: boolean;
  readonly context: Pick<OwnerContext, 'authenticatedAccount' | 'appDomain' | 'websiteSettings'>;
  readonly location: PageAddress;
  /** The page is shown in the editor, which handles Escape itself (site-runtime.md §2). */
  readonly editMode?: boolean;
  /** Ctrl, Alt or Meta is held too: a shortcut of someone else (browser, system). */
  readonly otherModifier?: boolean;
}

const NONE: EscapeKeyAction = { type: 'none' };

/**
 * What Escape does (site-runtime.md §2 "Keys", §6). Shift+Escape logs a signed-in account out
 * whatever the Escape-login setting says (§2 states it in a sentence of its own, §6 ties the setting
 * to Escape login only; docs/markup.md 6.22), and does nothing for a visitor. Escape alone acts only
 * while websiteSettings.escapeKeyLoginEnabled is on: a logged-out visitor goes to the configuration
 * page on the site's admin host (appDomain, https) with the frameUrl parameter; a signed-in account
 * goes to the configuration page on the page's own origin (the same sentence of §2 as the setting).
 * Nothing in an editable field, in edit mode or with Ctrl, Alt or Meta held. Without a usable
 * appDomain (empty, or more than a host name and port) the visitor's configuration page is on the
 * page's own origin, as the empty default says (docs/markup.md §2).
 * @internal Exported for the tests: the pure rule, tested directly.
 */
export function escapeKeyAction({
  key,
  shiftKey,
  targetIsEditable,
  context,
  location,
  editMode = false,
  otherModifier = false,
}: EscapeKeyInput): EscapeKeyAction {
  if (key !== 'Escape' || targetIsEditable || editMode || otherModifier) return NONE;
  const signedIn = isSignedIn(context);
  if (shiftKey) return signedIn ? { type: 'logout' } : NONE;
  if (!context.websiteSettings.escapeKeyLoginEnabled) return NONE;
  const origin = signedIn ? location.origin : (adminOrigin(context.appDomain) ?? location.origin);
  const url = httpUrl(configPanelPath(location), origin);
  // A page without an http(s) origin (a file, a sandboxed frame: origin "null") has no panel to go to.
  return url === undefined ? NONE : { type: 'navigate', url };
}

/**
 * `https://` + appDomain when it is a bare host name (with an optional port), else undefined.
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export function adminOrigin(appDomain: string): string | undefined {
  if (!appDomain) return undefined;
  try {
    const url = new URL(`https://${appDomain}`);
    // A path, credentials or anything else that changes where the address points is refused.
    return url.host === appDomain.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether keys pressed in `element` are typing: an input, textarea or select, an element inside
 * contenteditable (the nearest contenteditable attribute decides; "false" ends it), or a document
 * in design mode.
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export function isEditableElement(element: Element | null): boolean {
  if (element === null) return false;
  if (element.ownerDocument.designMode === 'on') return true;
  if (element.matches('input, textarea, select')) return true;
  const editable = element.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable')?.toLowerCase() !== 'false';
}

/** What the browser glue uses; a Window is one. */
export interface EscapeWindow {
  readonly document: Document;
  readonly location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'assign'>;
  readonly self: unknown;
  readonly top: unknown;
}

/**
 * Browser glue: one keydown listener on the document, removed when `signal` aborts, and `pressed`,
 * the press that loaded this code, handled at once (its own dispatch is over by then). A key another
 * handler already took (a dialog, the lightbox: default prevented or propagation stopped) and a key
 * during text composition are left alone. Navigation goes only to the page's origin or the admin
 * host; logout goes through `logout`, from the top window's panel when the page is its preview.
 */
export function listenForEscapeKeys(
  context: EscapeKeyInput['context'] & LogoutInput['context'] & Pick<Page, 'editMode'>,
  signal: AbortSignal,
  win: EscapeWindow = window,
  pressed?: KeyboardEvent,
): void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    const target = event.composedPath()[0] ?? event.target;
    const action = escapeKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      targetIsEditable: isElement(target) && isEditableElement(target),
      context,
      location: win.location,
      editMode: context.editMode,
      otherModifier: event.ctrlKey || event.altKey || event.metaKey,
    });
    if (action.type === 'navigate') {
      const admin = adminOrigin(context.appDomain);
      const allowed = admin === undefined ? [win.location.origin] : [win.location.origin, admin];
      if (!isAllowedDestination(action.url, allowed)) return;
      event.preventDefault();
      win.location.assign(action.url);
    } else if (action.type === 'logout') {
      event.preventDefault();
      const panel = configPanelLocation(win);
      void logout({
        context,
        location: panel ?? win.location,
        isInConfigPanel: panel !== undefined,
        previewFrameUrl: panel === undefined ? undefined : win.location.href,
      });
    }
  };
  win.document.addEventListener('keydown', onKey, { signal });
  if (pressed && !signal.aborted) onKey(pressed);
}

function isElement(target: EventTarget | null | undefined): target is Element {
  return typeof target === 'object' && target !== null && (target as Node).nodeType === 1;
}

/** The top window's location when this page is framed by the configuration panel on its own origin. */
function configPanelLocation(win: EscapeWindow): Location | undefined {
  try {
    if (win.top === win.self || win.top === null || win.top === undefined) return undefined;
    const top = (win.top as Window).location;
    const inPanel = top.pathname === CONFIG_PANEL_PATH.slice(0, -1) || top.pathname.startsWith(CONFIG_PANEL_PATH);
    return top.origin === win.location.origin && inPanel ? top : undefined;
  } catch {
    // A top window on another origin is not the panel of this site.
    return undefined;
  }
}
