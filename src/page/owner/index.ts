import { defineFeature, type FeatureContext } from '../../kit/define.ts';
import { MESSAGES } from '../../texts/messages.ts';
import type { DialogRequest } from '../../ui/dialog/index.ts';
import { isSignedIn } from '../../services/small-services/account.ts';
import { redirectToEditorIfNeeded } from './editor-redirect.ts';
import { listenForEscapeKeys } from './escape-keys.ts';
import { isLogoutReturn, withoutLogoutParam } from './logout.ts';

/**
 * The owner flows, once per page (the page start starts it when ownerFlowsNeeded says so):
 * 1. the redirect of a logged-in owner to the configuration panel (site-runtime.md §2); when it
 *    navigates, nothing else starts (chosen here: the page is being left);
 * 2. the Escape keys, listening until `signal` aborts (and acting on the press that started it): Escape only when
 *    websiteSettings.escapeKeyLoginEnabled is on (§6), Shift+Escape logout for any signed-in account
 *    (§2 "Keys"; escape-keys.ts);
 * 3. after a logout return (query logout=true), the information dialog 'Logout efetuado com
 *    sucesso' (§2, §4), then the logout parameter leaves the address (history.replaceState) so a
 *    reload does not show it again. The dialog's code loads only then.
 * Each step fails on its own: an error is reported and the other steps still run.
 */
/** Started on a visitor's first Escape press (the page start listens), that key is handled too. */
export interface OwnerInput {
  readonly escape?: KeyboardEvent;
}

export const start = defineFeature<OwnerInput | undefined>(({ page, input, signal, report, start: startFeature }: FeatureContext<OwnerInput | undefined>) => {
  try {
    if (redirectToEditorIfNeeded(page)) return;
  } catch (error) {
    report(error);
  }
  try {
    if (page.websiteSettings.escapeKeyLoginEnabled || isSignedIn(page)) listenForEscapeKeys(page, signal, window, input?.escape);
  } catch (error) {
    report(error);
  }
  if (isLogoutReturn(location)) void showLogoutDialog(startFeature);
});

/** The dialog hides itself after 2000 ms; its outcome changes nothing here. */
async function showLogoutDialog(startFeature: FeatureContext['start']): Promise<void> {
  const information: DialogRequest = { kind: 'information', title: MESSAGES.logout.title, message: MESSAGES.logout.message };
  // Once shown, the marker goes (chosen here), so a reload does not show the dialog again; if the
  // dialog could not start, it stays and a reload tries again. history.state is kept.
  if (await startFeature('dialog', information)) history.replaceState(history.state, '', withoutLogoutParam(location.href));
}
