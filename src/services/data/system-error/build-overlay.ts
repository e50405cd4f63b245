import { MESSAGES } from '../../../texts/messages.ts';
import type { SystemErrorText } from './system-error-text.ts';

export interface OverlayElements {
  root: HTMLElement;
  reloadButton: HTMLButtonElement;
  clearButton: HTMLButtonElement;
  /** Replaces the texts shown (and the dialog's name and description with them). */
  setText(text: SystemErrorText): void;
}

const MESSAGE_ID = 'siteruntime-system-error-message';
const DETAILS_ID = 'siteruntime-system-error-details';

/** Above anything a site or the runtime shows (dialogs start at 30000, lightboxes above them). */
const Z_INDEX = '2147483647';

/**
 * The overlay's markup, built with DOM calls. Styles go through element.style (CSSOM), which a CSP
 * without 'unsafe-inline' allows, unlike style attributes in markup; texts go in with textContent.
 */
export function buildOverlay(): OverlayElements {
  const root = document.createElement('div');
  root.className = 'siteruntime-system-error';
  Object.assign(root.style, {
    position: 'fixed',
    inset: '0',
    zIndex: Z_INDEX,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '20px',
    background: 'rgba(0, 0, 0, 0.6)',
  });

  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', MESSAGE_ID);
  Object.assign(dialog.style, {
    maxWidth: '480px',
    padding: '24px',
    borderRadius: '8px',
    background: '#fff',
    color: '#1a1a1a',
    font: '16px/1.5 system-ui, sans-serif',
    overflowWrap: 'anywhere',
  });

  const message = document.createElement('p');
  message.id = MESSAGE_ID;
  Object.assign(message.style, { margin: '0 0 12px', fontWeight: '600' });

  const details = document.createElement('div');
  details.id = DETAILS_ID;
  Object.assign(details.style, { margin: '0 0 16px', fontSize: '14px', color: '#555' });

  const reloadButton = button(MESSAGES.systemError.reload);
  const clearButton = button(MESSAGES.systemError.clear);
  const actions = document.createElement('div');
  Object.assign(actions.style, { display: 'flex', gap: '8px', justifyContent: 'flex-end' });
  actions.append(reloadButton, clearButton);

  dialog.append(message, details, actions);
  root.append(dialog);

  return {
    root,
    reloadButton,
    clearButton,
    setText(text) {
      message.textContent = text.message;
      details.replaceChildren(
        ...text.details.map((line) => {
          const paragraph = document.createElement('p');
          paragraph.style.margin = '0';
          paragraph.textContent = line;
          return paragraph;
        }),
      );
      // Described only by lines that exist: an empty description is noise to a screen reader.
      if (text.details.length) dialog.setAttribute('aria-describedby', DETAILS_ID);
      else dialog.removeAttribute('aria-describedby');
    },
  };
}

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  Object.assign(element.style, { padding: '8px 16px', font: 'inherit', cursor: 'pointer' });
  return element;
}
