import type { DialogOptions, DialogOutcome } from './options.ts';
import { showDialog } from './show-dialog.ts';

/**
 * The three kinds of dialog (site-runtime.md §4, §5, §8, §9). Each call validates its options
 * (throwing DialogOptionsError before anything is shown), shows a modal dialog on top of the page,
 * the open lightboxes and any dialog already open, and resolves with the outcome once the dialog is
 * hidden again. Features reach them through the lazy `dialog` feature (index.ts).
 */
export type { DialogOptions, DialogOutcome } from './options.ts';
export { DialogOptionsError } from './options.ts';
export { LIGHTBOX_OPEN_SELECTOR } from '../modal/stacking.ts';

/** Buttons Confirmar and Cancelar, plus Rejeitar with `withReject`. */
export function showConfirmation(options: DialogOptions & { withReject?: boolean }): Promise<DialogOutcome> {
  return showDialog('confirmation', options).outcome;
}

/** An alert dialog with one button, OK: 'confirm'. */
export function showAlert(options: DialogOptions): Promise<DialogOutcome> {
  return showDialog('alert', options).outcome;
}

/** No button: it hides itself after hideAfterTime (default 2000 ms), which counts as 'confirm'. */
export function showInformation(options: DialogOptions): Promise<DialogOutcome> {
  return showDialog('information', options).outcome;
}
