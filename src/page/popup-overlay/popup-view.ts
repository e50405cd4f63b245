import { POPUP_OVERLAY_ROOT_ATTRIBUTE } from '../../shared/markers.ts';
import { MESSAGES } from '../../texts/messages.ts';

/** Class names of the runtime-owned elements; popup-overlay.css styles them. */
export const POPUP_CLASS = {
  overlay: 'popup-overlay',
  panel: 'popup-overlay__panel',
  close: 'popup-overlay__close',
  content: 'popup-overlay__content',
} as const;

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface PopupView {
  /**
   * The native <dialog> (role dialog), aria-modal="true", named by the content's first heading or the
   * page title; shown modal, it fills the window and is the backdrop. Appended to the body by the caller.
   */
  readonly dialog: HTMLDialogElement;
  /** The visible box inside it. */
  readonly panel: HTMLElement;
  readonly closeButton: HTMLButtonElement;
  /** [data-popup-overlay-root]: holds the clone of the template's content. */
  readonly root: HTMLElement;
}

let titleIds = 0;

/**
 * Builds the popup's elements around `content` (a clone of the template's content: the site owner's
 * own pre-rendered nodes, never a string):
 *
 *   dialog.popup-overlay                          aria-modal, aria-labelledby | aria-label; the
 *                                                 whole window: the backdrop, scrolling a tall popup
 *     div.popup-overlay__panel                    the visible box
 *       button.popup-overlay__close "Fechar"      first in the tab order, top right
 *       div.popup-overlay__content[data-popup-overlay-root]   the content
 */
export function createPopupView(content: DocumentFragment, doc: Document = document): PopupView {
  const dialog = element(doc, 'dialog', POPUP_CLASS.overlay);
  dialog.setAttribute('aria-modal', 'true');
  // Focusable from code and by a click on it: where focus rests when it is not on a control inside.
  dialog.tabIndex = -1;
  const panel = element(doc, 'div', POPUP_CLASS.panel);

  const closeButton = element(doc, 'button', POPUP_CLASS.close);
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', MESSAGES.popupOverlay.close);
  closeButton.title = MESSAGES.popupOverlay.close;
  closeButton.append(closeIcon(doc));

  const root = element(doc, 'div', POPUP_CLASS.content);
  root.setAttribute(POPUP_OVERLAY_ROOT_ATTRIBUTE, '');
  root.append(content);

  const heading = [...root.querySelectorAll<HTMLElement>(HEADINGS)].find((candidate) => candidate.textContent?.trim());
  if (heading) {
    // The clone is the only copy in the document (template content is inert), so its id is unique.
    if (!heading.id) heading.id = `popup-overlay-title-${++titleIds}`;
    dialog.setAttribute('aria-labelledby', heading.id);
  } else if (doc.title.trim()) {
    dialog.setAttribute('aria-label', doc.title.trim());
  }

  panel.append(closeButton, root);
  dialog.append(panel);
  return { dialog, panel, closeButton, root };
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag);
  created.className = className;
  return created;
}

/** An "×" drawn with two strokes (currentColor, so it follows the button's colour and forced colours). */
function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('fill', 'none');
  svg.append(path);
  return svg;
}
