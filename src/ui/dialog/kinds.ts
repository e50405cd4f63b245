import { DIALOG } from '../block-kit/limits.ts';
import { MESSAGES } from '../../texts/messages.ts';
import type { DialogOutcome } from './options.ts';

export type DialogKind = 'confirmation' | 'alert' | 'information';

export interface DialogButton {
  readonly label: string;
  readonly outcome: DialogOutcome;
  /** The button focus starts on. */
  readonly primary: boolean;
}

/** The buttons of each kind, in order (site-runtime.md §8 labels). */
export function dialogButtons(kind: DialogKind, withReject: boolean): readonly DialogButton[] {
  switch (kind) {
    case 'confirmation':
      return [
        { label: MESSAGES.dialog.confirm, outcome: 'confirm', primary: true },
        ...(withReject ? [{ label: MESSAGES.dialog.reject, outcome: 'reject' as const, primary: false }] : []),
        { label: MESSAGES.dialog.cancel, outcome: 'cancel', primary: false },
      ];
    case 'alert':
      return [{ label: MESSAGES.dialog.ok, outcome: 'confirm', primary: true }];
    case 'information':
      return [];
  }
}

/** ARIA role: an alert needs the visitor's attention; the others are plain modal dialogs. */
export function dialogRole(kind: DialogKind): 'dialog' | 'alertdialog' {
  return kind === 'alert' ? 'alertdialog' : 'dialog';
}

/** hideAfterTime when the options leave it out: only the information dialog hides itself. */
export function defaultHideAfterTime(kind: DialogKind): number | null {
  return kind === 'information' ? DIALOG.informationHideMs : null;
}

/**
 * What a dialog hiding itself after hideAfterTime counts as. The spec: the information dialog counts
 * as confirm. Chosen here: an alert too (it only informs), but an unanswered question is no yes, so
 * a confirmation that times out counts as cancel.
 */
export function autoHideOutcome(kind: DialogKind): DialogOutcome {
  return kind === 'confirmation' ? 'cancel' : 'confirm';
}
