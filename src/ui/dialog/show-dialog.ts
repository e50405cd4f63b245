import { DIALOG } from '../block-kit/limits.ts';
import { showModal, type Modal } from '../modal/modal.ts';
import { prefersReducedMotion } from '../block-kit/motion.ts';
import { lockScroll } from '../modal/scroll-lock.ts';
import { createDialogView } from './dialog-view.ts';
import { autoHideOutcome, defaultHideAfterTime, type DialogKind } from './kinds.ts';
import { parseDialogOptions, type DialogOutcome } from './options.ts';
import { dialogZIndex } from '../modal/stacking.ts';

/** The z-index of each dialog on screen (shown or hiding), in the order they were opened. */
const zIndexes: number[] = [];
let created = 0;

/**
 * Shows one dialog (site-runtime.md §4): hidden → shown → hiding → hidden. Confirm, reject and cancel
 * all hide it; a click on the backdrop cancels; Escape cancels when escapeCancels is on; after
 * hideAfterTime it hides itself (kinds.ts says as what). A native <dialog> shown with showModal
 * (src/ui/modal/modal.ts): the page behind is inert and focus stays inside. Hiding leaves the modal state at
 * once (focus goes back where it was) and fades the dialog out; it ends on the dialog's
 * transitionend or after DIALOG.hideFallbackMs, whichever comes first, and at once under
 * prefers-reduced-motion. `outcome` resolves once the dialog is hidden: element, listeners, timers and
 * scroll lock are gone by then. `remove` takes it away at once (teardown of its starter): outcome
 * 'cancel'. Invalid options throw before anything is shown.
 */
export interface ShownDialog {
  readonly outcome: Promise<DialogOutcome>;
  remove(): void;
}

export function showDialog(kind: DialogKind, options: unknown): ShownDialog {
  const settings = parseDialogOptions(options, defaultHideAfterTime(kind));
  let remove: () => void = () => undefined;

  const outcome = new Promise<DialogOutcome>((resolve) => {
    // Each dialog above the one opened before it, and above every open lightbox. In the top layer the
    // order of opening decides; the z-index counts while a dialog fades out, out of the top layer.
    const zIndex = Math.max(dialogZIndex(document), ...zIndexes);
    const listening = new AbortController();
    let phase: 'shown' | 'hiding' | 'hidden' = 'shown';
    let result: DialogOutcome = 'cancel';
    let autoHideTimer: ReturnType<typeof setTimeout> | undefined;
    let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

    const { dialog, initialFocus } = createDialogView(kind, settings, `siteruntime-dialog-${++created}`, choose, listening.signal);
    dialog.style.zIndex = String(zIndex);
    // Only the dialog's own fade, not a transition ending on a button inside it.
    dialog.addEventListener('transitionend', (event) => event.target === dialog && finish(), { signal: listening.signal });

    const releaseScroll = lockScroll(document);
    zIndexes.push(zIndex);
    let modal: Modal;
    try {
      document.body.append(dialog);
      modal = showModal(dialog, {
        initialFocus,
        // The browser closing the dialog itself (no more cancellable close requests) is a cancel too.
        onDismiss: (how) => {
          if (how !== 'escape' || settings.escapeCancels) choose('cancel');
        },
      });
    } catch (error) {
      // Nothing may stay behind: the promise rejects with the error and the page is as it was.
      takeAway();
      throw error;
    }

    function choose(chosen: DialogOutcome): void {
      if (phase !== 'shown') return;
      phase = 'hiding';
      result = chosen;
      clearTimeout(autoHideTimer);
      dialog.dataset.state = 'hiding';
      modal.close();
      if (prefersReducedMotion()) finish();
      else fallbackTimer = setTimeout(finish, DIALOG.hideFallbackMs);
    }

    function finish(): void {
      if (phase !== 'hiding') return;
      clearTimeout(fallbackTimer);
      takeAway();
      resolve(result);
    }

    function takeAway(): void {
      phase = 'hidden';
      listening.abort();
      zIndexes.splice(zIndexes.indexOf(zIndex), 1);
      dialog.remove();
      releaseScroll();
    }

    if (settings.hideAfterTime !== null) autoHideTimer = setTimeout(() => choose(autoHideOutcome(kind)), settings.hideAfterTime);

    remove = () => {
      if (phase === 'shown') {
        clearTimeout(autoHideTimer);
        phase = 'hiding';
        modal.close();
      }
      finish();
    };
  });
  return { outcome, remove: () => remove() };
}
