import './dialog.css';
import { defineFeature } from '../../kit/define.ts';
import type { DialogKind } from './kinds.ts';
import type { DialogOptions, DialogOutcome } from './options.ts';
import { showDialog } from './show-dialog.ts';

export type { DialogOptions, DialogOutcome } from './options.ts';

/** What a feature asks of the dialog: `start('dialog', request)`. */
export interface DialogRequest extends DialogOptions {
  readonly kind: DialogKind;
  /** Confirmation only: a Rejeitar button besides Confirmar and Cancelar. */
  readonly withReject?: boolean;
  /** Hears the outcome once the dialog is hidden ('cancel' when its starter was torn down first). */
  readonly onClose?: (outcome: DialogOutcome) => void;
}

/**
 * The dialog system as a lazy feature (site-runtime.md §4, §5, §8, §9): one dialog per start, on top
 * of the page, the open lightboxes and any dialog already open. It goes when the visitor closes it or
 * when its starter is torn down. Invalid options (DialogOptionsError) are reported before anything shows.
 */
export const start = defineFeature<DialogRequest>(({ input: { kind, onClose, ...options }, report }) => {
  const dialog = showDialog(kind, options);
  dialog.outcome.then((outcome) => onClose?.(outcome)).catch(report);
  return dialog.remove;
});
