import type { MountContext } from '../../core/contract.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { getPageContext } from '../../platform/page-context/read-page-context.ts';
import { redirectToEditorIfNeeded } from './editor-redirect.ts';
import { listenForEscapeKeys } from './escape-keys.ts';
import { isLogoutReturn, withoutLogoutParam } from './logout.ts';

export { ownerFlowsNeeded, type OwnerFlowsContext } from '../services/owner-flows-needed.ts';

/**
 * The lazy chunk of the dialog system (src/ui/dialog/index.ts), listed in the registry's
 * LAZY_CHUNKS under this name.
 */
export const DIALOG_CHUNK = 'dialog';

type DialogModule = typeof import('../../ui/dialog/index.ts');

export interface OwnerFlowOptions {
  /** Aborted when the page-level services are torn down: releases the Escape listener, skips a pending dialog. */
  readonly signal: AbortSignal;
  /** Reports an error of these flows to ops without breaking the page. */
  report(error: unknown): void;
  /**
   * The core's chunk loader (MountContext.loadChunk), which brings the dialog's code and its
   * stylesheet. Not a bare import(): Vite would add its preload helper to this chunk, and that
   * helper links the dialog's stylesheet at `/chunks/…` on the page's origin, not next to runtime.js.
   */
  loadChunk: MountContext['loadChunk'];
}

/**
 * The owner flows, once per page (the page-level services call it when ownerFlowsNeeded says so):
 * 1. the redirect of a logged-in owner to the configuration panel (site-runtime.md §2); when it
 *    navigates, nothing else starts (chosen here: the page is being left);
 * 2. the Escape keys, only when websiteSettings.escapeKeyLoginEnabled is on (§2 "Keys", §6),
 *    listening until `signal` aborts;
 * 3. after a logout return (query logout=true), the information dialog 'Logout efetuado com
 *    sucesso' (§2, §4), then the logout parameter leaves the address (history.replaceState) so a
 *    reload does not show it again. The dialog's code (with React) loads only then, through loadChunk.
 * Each step fails on its own: an error is reported and the other steps still run.
 */
export function startOwnerFlows({ signal, report, loadChunk }: OwnerFlowOptions): void {
  if (signal.aborted) return;
  try {
    if (redirectToEditorIfNeeded()) return;
  } catch (error) {
    report(error);
  }
  try {
    if (getPageContext().websiteSettings.escapeKeyLoginEnabled) listenForEscapeKeys(signal);
  } catch (error) {
    report(error);
  }
  if (isLogoutReturn(location)) showLogoutDialog({ signal, report, loadChunk }).catch(report);
}

async function showLogoutDialog({ signal, report, loadChunk }: OwnerFlowOptions): Promise<void> {
  const { showInformation } = await loadChunk<DialogModule>(DIALOG_CHUNK);
  if (signal.aborted) return;
  // The dialog hides itself after 2000 ms; its outcome changes nothing here.
  showInformation({ title: MESSAGES.logout.title, message: MESSAGES.logout.message }).catch(report);
  // Once shown, the marker goes (chosen here: if the dialog's code failed to load, the marker
  // stays and a reload tries again). history.state is kept.
  history.replaceState(history.state, '', withoutLogoutParam(location.href));
}
