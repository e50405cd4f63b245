/** What an arrow key asks of a gallery (GMM §2 "Interaction": key codes 37 and 39, read as `key`). */
const DIRECTIONS: Readonly<Record<string, 'previous' | 'next'>> = { ArrowLeft: 'previous', ArrowRight: 'next' };

/**
 * A field the visitor types in: arrow keys move its caret, never a gallery.
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'image', 'color', 'file'].includes(target.type);
}

/** The galleries in the viewport now, of every gallery on the page (one navigation chunk serves them all). */
const inView = new WeakSet<Element>();

/** Focus in another gallery in view: the keys are that one's, even when this one comes first in the page. */
const focusedElsewhere = (target: EventTarget | null, block: HTMLElement): boolean => {
  const gallery = target instanceof Element ? target.closest('[data-gallery-ready]') : null;
  return gallery !== null && gallery !== block && inView.has(gallery);
};

export interface ArrowKeyOptions {
  readonly block: HTMLElement;
  readonly signal: AbortSignal;
  /** Called for Left and Right; the navigation itself refuses a change while the gallery is in motion. */
  onArrow(direction: 'previous' | 'next'): void;
}

/**
 * Left and Right anywhere on the page move the gallery, as the spec's galleries do, except while
 * typing, with a modifier held (browser and assistive-technology shortcuts), after another handler
 * took the key, while focus is in another gallery in view, or when the gallery is outside the viewport
 * (GMM §2), which an IntersectionObserver keeps track of rather than a layout read on every key press.
 */
export function listenForArrowKeys({ block, signal, onArrow }: ArrowKeyOptions): void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(block);
      else inView.delete(block);
    }
  });
  observer.observe(block);
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      inView.delete(block);
    },
    { once: true },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const direction = DIRECTIONS[event.key];
      if (!direction || !inView.has(block) || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target) || focusedElsewhere(event.target, block)) return;
      event.preventDefault();
      onArrow(direction);
    },
    { signal },
  );
}
