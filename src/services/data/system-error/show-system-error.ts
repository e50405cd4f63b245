import type { DataError } from '../data-error.ts';
import { buildOverlay, type OverlayElements } from './build-overlay.ts';
import { systemErrorText, type SystemErrorOptions } from './system-error-text.ts';

interface OpenOverlay {
  elements: OverlayElements;
  remove: () => void;
}

/** The overlay on screen: there is at most one, and a later error replaces its texts. */
let shown: OpenOverlay | undefined;

/**
 * Shows the system error overlay (site-runtime.md §8): a modal alert dialog with a reload and a
 * clear button. Focus moves to the first button and Tab keeps it on the two; Escape or clear removes
 * the overlay and puts focus back where it was. Returns the function that removes it.
 */
export function showSystemError(error: DataError | Error, options?: SystemErrorOptions): () => void {
  const text = systemErrorText(error, options);
  if (shown) {
    shown.elements.setText(text);
    return shown.remove;
  }

  const elements = buildOverlay();
  elements.setText(text);
  const previousFocus = document.activeElement;
  const listening = new AbortController();
  const buttons = [elements.reloadButton, elements.clearButton];

  const remove = (): void => {
    if (shown?.remove !== remove) return;
    shown = undefined;
    listening.abort();
    elements.root.remove();
    returnFocus(previousFocus);
  };

  elements.reloadButton.addEventListener('click', () => location.reload());
  elements.clearButton.addEventListener('click', remove);
  // Capture on the document: the dialog is modal, so the page under it must not act on these keys too.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' && event.key !== 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') {
        remove();
        return;
      }
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const step = event.shiftKey ? -1 : 1;
      // From outside the buttons (index -1) either direction lands on the first one.
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    },
    { capture: true, signal: listening.signal },
  );

  document.body.append(elements.root);
  shown = { elements, remove };
  elements.reloadButton.focus();
  return remove;
}

const ENABLED_CONTROL = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), iframe';

/**
 * Back where it was; if that control was disabled meanwhile (a captcha-bound submit button after a
 * failed save), to the first enabled control of its form, so focus never falls to the document.
 */
function returnFocus(previous: Element | null): void {
  if (!(previous instanceof HTMLElement) || !previous.isConnected) return;
  const disabled = previous.hasAttribute('disabled');
  const target = disabled ? previous.closest('form')?.querySelector<HTMLElement>(ENABLED_CONTROL) : previous;
  target?.focus();
}
