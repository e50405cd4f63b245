import { dialogButtons, dialogRole, type DialogKind } from './kinds.ts';
import type { DialogOutcome, DialogSettings } from './options.ts';

export interface DialogView {
  readonly dialog: HTMLDialogElement;
  /** The first button (Confirmar, OK), or the dialog itself when it has none (the information dialog). */
  readonly initialFocus: HTMLElement;
}

/**
 * The WAI-ARIA modal dialog pattern on a native <dialog>, named by its title and described by its
 * message, both as text:
 *
 *   dialog.siteruntime-dialog[data-state=shown]   role="alertdialog" for an alert (else the native role,
 *                                                 dialog), aria-modal, aria-labelledby, aria-describedby
 *     h2.siteruntime-dialog__title
 *     p.siteruntime-dialog__message
 *     div.siteruntime-dialog__buttons             (none without buttons)
 *       button.siteruntime-dialog__button[--primary]
 *
 * Width and padding are CSSOM values (element.style), which a strict CSP allows; the rest is in
 * dialog.css. A button's click calls `onChoose` with its outcome, until `signal` aborts.
 */
export function createDialogView(
  kind: DialogKind,
  settings: DialogSettings,
  idPrefix: string,
  onChoose: (outcome: DialogOutcome) => void,
  signal: AbortSignal,
): DialogView {
  const dialog = document.createElement('dialog');
  dialog.className = 'siteruntime-dialog';
  dialog.dataset.state = 'shown';
  if (dialogRole(kind) === 'alertdialog') dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${idPrefix}-title`);
  dialog.setAttribute('aria-describedby', `${idPrefix}-message`);
  // Focusable from code: the information dialog, which has no button, takes focus itself.
  dialog.tabIndex = -1;
  dialog.style.width = `${settings.width}px`;
  dialog.style.padding = `${settings.padding}px`;

  const title = textElement('h2', 'title', `${idPrefix}-title`, settings.title);
  const message = textElement('p', 'message', `${idPrefix}-message`, settings.message);
  dialog.append(title, message);

  let initialFocus: HTMLElement = dialog;
  const buttons = dialogButtons(kind, settings.withReject);
  if (buttons.length > 0) {
    const row = document.createElement('div');
    row.className = 'siteruntime-dialog__buttons';
    for (const { label, outcome, primary } of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `siteruntime-dialog__button${primary ? ' siteruntime-dialog__button--primary' : ''}`;
      button.textContent = label;
      button.addEventListener('click', () => onChoose(outcome), { signal });
      if (primary) initialFocus = button;
      row.append(button);
    }
    dialog.append(row);
  }
  return { dialog, initialFocus };
}

function textElement(tag: 'h2' | 'p', part: string, id: string, text: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = `siteruntime-dialog__${part}`;
  element.id = id;
  element.textContent = text;
  return element;
}
