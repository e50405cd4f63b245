import { isPlainClick } from '../../../ui/lightbox-opener/opener.ts';

export interface ClickNextOptions {
  /** The gallery block: listening there, its slide container's listeners (the lightbox's) have had the click first. */
  readonly block: HTMLElement;
  readonly signal: AbortSignal;
  /** Called for a click that asks for the next slide; the navigation itself refuses a change while the gallery is in motion. */
  onNext(): void;
}

/**
 * GMM §9 "Stacked speed 1, fade transition, click next." (docs/markup.md 6.5): a plain pointer click on the
 * shown slide of a stacked slideshow, on its image (its own link included) or around it, shows the next
 * slide instead of following the link. Everything else keeps its click: another link or a button in the
 * slide (a caption's link), a video (its play button, its link), a slide with a click-through URL, a slide
 * the lightbox opened (it took the click before it got here), a click with a modifier key and a keyboard's
 * Enter on the link (detail 0: the keyboard has the arrow keys and the buttons).
 */
export function listenForClickNext({ block, signal, onNext }: ClickNextOptions): void {
  block.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const slide = target.closest('[data-slide]:not([data-click-through-url])');
      const control = target.closest('a[href], button, [data-video]');
      // The link that holds the slide's image is the one the click replaces (a video's poster is in none).
      const ownLink = slide?.querySelector('img')?.closest('a');
      if (event.defaultPrevented || !event.detail || !isPlainClick(event) || !slide || (control && control !== ownLink)) return;
      event.preventDefault();
      onNext();
    },
    { signal },
  );
}
