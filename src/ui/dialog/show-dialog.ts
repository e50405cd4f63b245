import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { createElement, createRef } from 'react';
import { DIALOG } from '../limits.ts';
import { prefersReducedMotion } from '../motion.ts';
import { DialogView, type VisiblePhase } from './Dialog.tsx';
import { autoHideOutcome, defaultHideAfterTime, type DialogKind } from './kinds.ts';
import { parseDialogOptions, type DialogOutcome } from './options.ts';
import { lockScroll } from '../scroll-lock.ts';
import { dialogZIndex } from './stacking.ts';
import { createReactRoot } from '../react-root.ts';

/** A dialog on screen (shown or hiding), in the order they were opened. */
interface OpenDialog {
  readonly host: HTMLElement;
  readonly zIndex: number;
  phase: VisiblePhase;
  /** Where focus goes back when it hides; handed on when a dialog below it hides first. */
  returnTo: HTMLElement | SVGElement | null;
}

const open: OpenDialog[] = [];
let created = 0;

function focusedElement(): HTMLElement | SVGElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement || active instanceof SVGElement ? active : null;
}

/**
 * Shows one dialog (site-runtime.md §4): hidden → shown → hiding → hidden. Confirm, reject and cancel
 * all hide it; a click on the overlay cancels; Escape cancels when escapeCancels is on; after
 * hideAfterTime it hides itself (kinds.ts says as what). Hiding ends on the panel's transitionend or
 * after DIALOG.hideFallbackMs, whichever comes first, and at once under prefers-reduced-motion.
 * `outcome` resolves once the dialog is hidden: host, React root, focus trap, timers and scroll lock
 * are gone by then. `remove` takes it away at once (teardown of its starter): outcome 'cancel'.
 * Invalid options throw before anything is shown; React errors inside it go to `report`.
 */
export interface ShownDialog {
  readonly outcome: Promise<DialogOutcome>;
  remove(): void;
}

export function showDialog(kind: DialogKind, options: unknown, report: (error: unknown) => void = reportToConsole): ShownDialog {
  const settings = parseDialogOptions(options, defaultHideAfterTime(kind));
  let remove: () => void = () => undefined;

  const outcome = new Promise<DialogOutcome>((resolve) => {
    // Each dialog above the one opened before it, and above every open lightbox.
    const zIndex = Math.max(dialogZIndex(document), ...open.map((dialog) => dialog.zIndex));
    const host = document.createElement('div');
    host.className = 'siteruntime-dialog-host';
    host.style.zIndex = String(zIndex);
    const dialog: OpenDialog = { host, zIndex, phase: 'shown', returnTo: focusedElement() };
    const idPrefix = `siteruntime-dialog-${++created}`;
    const panelRef = createRef<HTMLDivElement>();
    const primaryRef = createRef<HTMLButtonElement>();
    let result: DialogOutcome = 'cancel';
    let autoHideTimer: ReturnType<typeof setTimeout> | undefined;
    let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

    const releaseScroll = lockScroll(document);
    document.body.append(host);
    open.push(dialog);
    const root = createReactRoot(host, report);

    const render = (): void => {
      root.render(
        createElement(DialogView, {
          kind,
          settings,
          phase: dialog.phase,
          idPrefix,
          panelRef,
          primaryRef,
          onChoose: close,
          onHideTransitionEnd: finish,
        }),
      );
    };

    function close(chosen: DialogOutcome): void {
      if (dialog.phase !== 'shown') return;
      dialog.phase = 'hiding';
      result = chosen;
      clearTimeout(autoHideTimer);
      const onTop = !trap.paused;
      if (!onTop) {
        // Dialogs above this one that would give focus back into it give it where this one would.
        for (const other of open) if (other !== dialog && other.returnTo && host.contains(other.returnTo)) other.returnTo = dialog.returnTo;
      }
      // Focus goes back now (only from the top dialog: one below must not pull it out of the one above).
      trap.deactivate({ returnFocus: onTop });
      if (prefersReducedMotion()) {
        finish();
        return;
      }
      render();
      fallbackTimer = setTimeout(finish, DIALOG.hideFallbackMs);
    }

    function finish(): void {
      if (dialog.phase !== 'hiding') return;
      clearTimeout(fallbackTimer);
      open.splice(open.indexOf(dialog), 1);
      root.unmount();
      host.remove();
      releaseScroll();
      resolve(result);
    }

    let trap: FocusTrap;
    try {
      render();
      const panel = panelRef.current as HTMLDivElement;
      trap = createFocusTrap(panel, {
        initialFocus: () => primaryRef.current ?? panel,
        fallbackFocus: panel,
        returnFocusOnDeactivate: true,
        setReturnFocus: () => (dialog.returnTo?.isConnected ? dialog.returnTo : false),
        escapeDeactivates: settings.escapeCancels,
        // A press outside the dialog lands on its overlay (it covers the viewport): cancel.
        clickOutsideDeactivates: true,
        // The trap ends on its own only for Escape or a press outside: both cancel. When close() ends
        // it, the dialog is already hiding and this does nothing.
        onDeactivate: () => close('cancel'),
      });
      trap.activate();
    } catch (error) {
      // Nothing may stay behind: the promise rejects with the error and the page is as it was.
      open.splice(open.indexOf(dialog), 1);
      root.unmount();
      host.remove();
      releaseScroll();
      throw error;
    }

    if (settings.hideAfterTime !== null) autoHideTimer = setTimeout(() => close(autoHideOutcome(kind)), settings.hideAfterTime);

    remove = () => {
      if (dialog.phase === 'hiding') {
        finish();
        return;
      }
      clearTimeout(autoHideTimer);
      dialog.phase = 'hiding';
      trap.deactivate({ returnFocus: !trap.paused });
      finish();
    };
  });
  return { outcome, remove: () => remove() };
}

function reportToConsole(error: unknown): void {
  console.error('[site-runtime] dialog:', error);
}
