/**
 * A native <dialog> shown with showModal(), shared by the runtime's dialogs (src/ui/dialog) and the
 * popup overlay. The browser does most of a modal's work: the dialog goes to the top layer (above the
 * page and above every modal shown before it, whatever their z-index), the rest of the page becomes
 * inert (no focus, no clicks, hidden from assistive technology) and Escape becomes a close request.
 * What it leaves to this module, and why:
 * - Tab past the last element (Shift+Tab before the first) would leave the page for the browser's own
 *   controls: it wraps round inside the dialog instead (docs/markup.md 6.23, "stays inside the dialog");
 * - Escape is taken on keydown (default prevented): the page's own Escape handlers (the owner keys)
 *   leave it alone, and the browser's close request never runs (Chromium refuses to let a second
 *   close request in a row be cancelled and closes the dialog itself). A widget inside the dialog that
 *   takes Escape first (preventDefault) keeps it. The browser's other close requests (a back gesture)
 *   come as a 'cancel' event, and a dialog the browser closed anyway as 'close': both are reported;
 * - a click on the backdrop: a press and its click both on it (a press inside that ends outside, as
 *   when selecting text, is no click on the backdrop);
 * - focus: it moves to `initialFocus`, and goes back, once the dialog closes, to the element focused
 *   when it opened, but only from the top modal (one below must not pull focus out of the one above,
 *   which instead inherits where to give it back when its own element for that was in the one below).
 */

/** How the person dismissed it; 'closed' means the browser already closed the dialog on its own. */
type Dismissal = 'escape' | 'backdrop' | 'closed';

export interface ModalOptions {
  /** Takes focus once the dialog is shown. */
  readonly initialFocus: HTMLElement;
  /**
   * The dialog element fills the window and is itself the backdrop, its children the visible box (the
   * popup overlay). Otherwise the element is the visible box and the backdrop is around it (::backdrop).
   */
  readonly fillsWindow?: boolean;
  /** Escape, a click on the backdrop, or the browser's own close request; the caller decides. */
  onDismiss(how: Dismissal): void;
}

export interface Modal {
  /** Ends the modal state: closes the dialog, gives focus back (from the top modal) and stops listening. Once. */
  close(): void;
}

type Focusable = HTMLElement | SVGElement;

interface Entry {
  readonly dialog: HTMLDialogElement;
  /** Where focus goes back; handed on when a modal below closes first. */
  returnTo: Focusable | null;
}

/** The open modals, in the order they were shown: the last is on top (the browser's top layer order). */
const stack: Entry[] = [];

/** What Tab may land on inside `root` (a smaller rule than the browser's, enough for the wrap at the edges). */
const FOCUSABLE =
  'a[href],area[href],button,input:not([type="hidden"]),select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

/**
 * What Tab reaches inside `root`, in document order: the modal wraps focus at its two ends.
 * @internal Exported for its test, which lists what counts.
 */
export function tabbableElements(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !(Number(element.getAttribute('tabindex')) < 0) &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      // checkVisibility is missing before Safari 17.4: then a box on screen is enough.
      (element.checkVisibility?.({ visibilityProperty: true }) ?? element.getClientRects().length > 0),
  );
}

/**
 * Shows `dialog` (already in the document) as a modal. Throws, having changed nothing it keeps, when
 * the browser refuses (showModal's own errors).
 */
export function showModal(dialog: HTMLDialogElement, { initialFocus, fillsWindow = false, onDismiss }: ModalOptions): Modal {
  const doc = dialog.ownerDocument;
  const opener = doc.activeElement;
  const entry: Entry = { dialog, returnTo: opener instanceof HTMLElement || opener instanceof SVGElement ? opener : null };
  const listening = new AbortController();
  const on = { signal: listening.signal };
  let closed = false;

  dialog.showModal();
  stack.push(entry);
  initialFocus.focus({ preventScroll: true });

  const onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss('escape');
    } else if (event.key === 'Tab') {
      wrapTab(event);
    }
  };

  function wrapTab(event: KeyboardEvent): void {
    const elements = tabbableElements(dialog);
    const active = doc.activeElement;
    const inside = active !== null && dialog.contains(active);
    // The browser moves focus on as long as something tabbable follows (precedes) inside the dialog.
    const position = event.shiftKey ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
    if (inside && elements.some((element) => element !== active && active.compareDocumentPosition(element) & position)) return;
    event.preventDefault();
    (elements.at(event.shiftKey ? -1 : 0) ?? dialog).focus();
  }

  dialog.addEventListener('keydown', onKey, on);
  // Keys from outside (focus lost to the body when its element went away) reach the top modal only.
  doc.addEventListener('keydown', (event) => stack.at(-1) === entry && !dialog.contains(event.target as Node) && onKey(event), {
    ...on,
    capture: true,
  });
  dialog.addEventListener(
    'cancel',
    (event) => {
      event.preventDefault();
      onDismiss('escape');
    },
    on,
  );
  dialog.addEventListener('close', () => closed || onDismiss('closed'), on);

  const onBackdrop = (event: MouseEvent): boolean => {
    if (event.target !== dialog) return false;
    if (fillsWindow) return true;
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => (pressedOnBackdrop = onBackdrop(event)), on);
  dialog.addEventListener(
    'click',
    (event) => {
      const dismissed = pressedOnBackdrop && onBackdrop(event);
      pressedOnBackdrop = false;
      if (dismissed) onDismiss('backdrop');
    },
    on,
  );

  return {
    close() {
      if (closed) return;
      closed = true;
      listening.abort();
      const index = stack.indexOf(entry);
      const onTop = index === stack.length - 1;
      stack.splice(index, 1);
      // Modals above this one that would give focus back into it give it where this one would.
      if (!onTop) for (const other of stack) if (other.returnTo && dialog.contains(other.returnTo)) other.returnTo = entry.returnTo;
      dialog.close();
      if (onTop && entry.returnTo?.isConnected) entry.returnTo.focus({ preventScroll: true });
    },
  };
}
