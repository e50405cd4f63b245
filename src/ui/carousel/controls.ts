import './controls.css';
import { MESSAGES } from '../../texts/messages.ts';
import { positionLabel } from '../position-label.ts';

const TEXT = MESSAGES.gallery;

export interface Controls {
  readonly previous: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  /** Present only with autoplay: "Pausar apresentação" / "Retomar apresentação". */
  readonly pause: HTMLButtonElement | undefined;
  /** Says "N de M" after a change: polite while autoplay is off, off while it runs (APG carousel). */
  readonly live: HTMLElement;
  /** Hidden: every slide fits (carousel); disabled: the first or last group without loop. */
  setNavigation(state: { hidden: boolean; previousDisabled: boolean; nextDisabled: boolean }): void;
  /** The pause button names the visitor's choice (`intended`); the live region is off only while slides move on their own (`running`). */
  setPlaying(intended: boolean, running: boolean): void;
  announce(index: number, count: number): void;
  remove(): void;
}

function button(className: string, label: string): HTMLButtonElement {
  const created = document.createElement('button');
  created.type = 'button';
  created.className = `gallery-control ${className}`;
  created.setAttribute('aria-label', label);
  return created;
}

/**
 * The controls the runtime adds to a slideshow, slider or carousel, positioned over the slides by
 * the gallery stylesheet (nothing moves). The pause button comes first in the block, as the APG
 * carousel pattern asks, so a keyboard user reaches it before the moving slides.
 */
export function createControls(block: HTMLElement, container: HTMLElement, autoplay: boolean): Controls {
  const previous = button('gallery-control--previous', MESSAGES.lightbox.previous);
  const next = button('gallery-control--next', MESSAGES.lightbox.next);
  const pause = autoplay ? button('gallery-control--pause', TEXT.pause) : undefined;
  const live = document.createElement('div');
  live.className = 'gallery-live';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  const added = [previous, next, live, ...(pause ? [pause] : [])];
  container.after(previous, next, live);
  if (pause) block.prepend(pause);
  return {
    previous,
    next,
    pause,
    live,
    setNavigation({ hidden, previousDisabled, nextDisabled }) {
      previous.hidden = next.hidden = hidden;
      // aria-disabled rather than disabled: a focused button that becomes disabled would drop focus.
      previous.setAttribute('aria-disabled', String(previousDisabled));
      next.setAttribute('aria-disabled', String(nextDisabled));
    },
    setPlaying(intended, running) {
      live.setAttribute('aria-live', running ? 'off' : 'polite');
      if (!pause) return;
      pause.setAttribute('aria-label', intended ? TEXT.pause : TEXT.resume);
      pause.dataset['playing'] = String(intended);
    },
    announce(index, count) {
      live.textContent = positionLabel(index, count);
    },
    remove() {
      for (const element of added) element.remove();
    },
  };
}
