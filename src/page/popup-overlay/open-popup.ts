import { showModal, type Modal } from '../../ui/modal/modal.ts';
import { lockScroll } from '../../ui/modal/scroll-lock.ts';
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
 * Shows a clone of the template's content in the popup's modal dialog (popup-view.ts) over the page: a
 * native <dialog> shown with showModal (src/ui/modal/modal.ts: the page behind is inert, focus starts on the
 * close button, stays inside and goes back where it was on removal), and the page's scroll is locked.
 * The person closes it with the close button, Escape (unless a widget inside takes the key first) or a
 * click on the backdrop. Knows nothing of show rules, records or census: the caller decides. Returns
 * undefined when a popup is already open. Throws (having removed what it added) when it cannot be shown.
 */
export function openPopup(template: HTMLTemplateElement, { onClose }: OpenPopupOptions = {}): OpenedPopup | undefined {
  if (open) return undefined;
  const doc = template.ownerDocument;
  const { dialog, closeButton, root } = createPopupView(template.content.cloneNode(true) as DocumentFragment, doc);
  const listeners = new AbortController();
  let modal: Modal | undefined;
  let unlockScroll = (): void => undefined;

  let removed = false;
  const remove = (): void => {
    if (removed) return;
    removed = true;
    listeners.abort();
    // Focus goes back to where it was before the popup.
    modal?.close();
    dialog.remove();
    unlockScroll();
    open = false;
  };

  /** The person closed it (button, Escape, backdrop): tell the caller, then remove. */
  const close = (): void => {
    if (removed) return;
    onClose?.();
    remove();
  };

  open = true;
  try {
    unlockScroll = lockScroll(doc);
    doc.body.append(dialog);
    modal = showModal(dialog, { initialFocus: closeButton, fillsWindow: true, onDismiss: close });
  } catch (error) {
    // Whatever was added so far goes; the caller reports the error.
    remove();
    throw error;
  }
  closeButton.addEventListener('click', close, { signal: listeners.signal });

  return { root, signal: listeners.signal, remove };
}
/** Whether the template has anything to show: an element, or text that is not only white space. */
export function hasPopupContent(template: HTMLTemplateElement): boolean {
  const { content } = template;
  return content.children.length > 0 || (content.textContent?.trim() ?? '') !== '';
}
