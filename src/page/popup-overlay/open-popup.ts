import { createFocusTrap } from 'focus-trap';
import { lockScroll } from '../../ui/scroll-lock.ts';
import { createPopupView } from './popup-view.ts';
import './popup-overlay.css';

export interface OpenPopupOptions {
  /**
   * Runs once when the person closes the popup (close button, Escape, a click on the backdrop), just
   * before it is removed; not when the caller removes it.
   */
  onClose?(): void;
}

export interface OpenedPopup {
  /** [data-popup-overlay-root]: holds the clone of the template's content. */
  readonly root: HTMLElement;
  /** Aborted once the popup is gone (closed or removed): for listeners that live as long as it. */
  readonly signal: AbortSignal;
  /** Removes everything openPopup added, without calling onClose; idempotent. */
  remove(): void;
}

/**
 * One popup per page view, shared by the visitor's popup (index.ts) and a logged-in account's
 * preview (src/page/account-extras), which import this module from one shared chunk.
 */
let open = false;

/**
 * Shows a clone of the template's content in the popup's modal dialog (popup-view.ts) over the page:
 * the page's scroll is locked, focus is trapped inside and goes back where it was on removal. The
 * person closes it with the close button, Escape or a click outside the dialog. Knows nothing of
 * show rules, records or census: the caller decides. Returns undefined when a popup is already open.
 * Throws (having removed what it added) when it cannot be shown.
 */
export function openPopup(template: HTMLTemplateElement, { onClose }: OpenPopupOptions = {}): OpenedPopup | undefined {
  if (open) return undefined;
  const doc = template.ownerDocument;
  const { host, dialog, closeButton, root } = createPopupView(template.content.cloneNode(true) as DocumentFragment, doc);
  const listeners = new AbortController();
  const on = { signal: listeners.signal };

  // Created inert: the trap touches the page only once activated.
  const trap = createFocusTrap(dialog, {
    // The close button is first in the dialog; the dialog itself when nothing else can take focus.
    fallbackFocus: dialog,
    // Escape and clicks outside are handled below, so closing always goes through close().
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: (event) => event.target instanceof Node && host.contains(event.target),
    // Activated from code, not from an event: no reason to wait a frame either way.
    delayInitialFocus: false,
    delayReturnFocus: false,
    preventScroll: true,
    document: doc,
  });
  let unlockScroll = (): void => undefined;

  let removed = false;
  const remove = (): void => {
    if (removed) return;
    removed = true;
    listeners.abort();
    // Focus goes back to where it was before the popup (synchronously: delayReturnFocus is off).
    trap.deactivate();
    host.remove();
    unlockScroll();
    open = false;
  };

  open = true;
  try {
    unlockScroll = lockScroll(doc);
    doc.body.append(host);
    trap.activate();
  } catch (error) {
    // Whatever was added so far goes; the caller reports the error.
    remove();
    throw error;
  }

  /** The person closed it (button, Escape, outside click): tell the caller, then remove. */
  const close = (): void => {
    if (removed) return;
    onClose?.();
    remove();
  };

  closeButton.addEventListener('click', close, on);

  // Escape: taken in the dialog's bubbling phase, so a widget inside the content may handle it first
  // (preventDefault); a key from outside the popup (focus lost to the body) is taken at the document.
  const onEscape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || trap.paused) return;
    // Taken: the Escape-key login (src/page/owner) leaves a prevented key alone.
    event.preventDefault();
    close();
  };
  host.addEventListener('keydown', onEscape, on);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Node && host.contains(event.target))) onEscape(event);
    },
    { ...on, capture: true },
  );

  // A click on the backdrop closes; a press that started inside the dialog (selecting text and
  // releasing outside) does not.
  let pressedInside = false;
  host.addEventListener('pointerdown', (event) => (pressedInside = event.target instanceof Node && dialog.contains(event.target)), on);
  host.addEventListener(
    'click',
    (event) => {
      const outside = !(event.target instanceof Node && dialog.contains(event.target));
      if (outside && !pressedInside && !trap.paused) close();
      pressedInside = false;
    },
    on,
  );

  return { root, signal: listeners.signal, remove };
}

/** Whether the template has anything to show: an element, or text that is not only white space. */
export function hasPopupContent(template: HTMLTemplateElement): boolean {
  const { content } = template;
  return content.children.length > 0 || (content.textContent?.trim() ?? '') !== '';
}
