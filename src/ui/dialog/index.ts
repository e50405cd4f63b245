import './dialog.css';
import type { DialogOptions, DialogOutcome } from './options.ts';
import { showDialog } from './show-dialog.ts';

/**
 * The dialog system every feature uses (site-runtime.md §4, §5, §8, §9): a library that feature
 * chunks import, not a mounted block. Each call validates its options (throwing DialogOptionsError
 * before anything is shown), shows a modal dialog on top of the page, the open lightboxes and any
 * dialog already open, and resolves with the outcome once the dialog is hidden again.
 */
export type { DialogOptions, DialogOutcome } from './options.ts';
export { DialogOptionsError } from './options.ts';
export { LIGHTBOX_OPEN_SELECTOR } from './stacking.ts';

/** Buttons Confirmar and Cancelar, plus Rejeitar with `withReject`. */
export function showConfirmation(options: DialogOptions & { withReject?: boolean }): Promise<DialogOutcome> {
  return showDialog('confirmation', options);
}

/** An alert dialog with one button, OK: 'confirm'. */
export function showAlert(options: DialogOptions): Promise<DialogOutcome> {
  return showDialog('alert', options);
}

/** No button: it hides itself after hideAfterTime (default 2000 ms), which counts as 'confirm'. */
export function showInformation(options: DialogOptions): Promise<DialogOutcome> {
  return showDialog('information', options);
}
