import { snapshotAttributes } from '../../../ui/block-kit/attribute-snapshot.ts';
import { isPlainClick } from '../../../ui/lightbox-opener/opener.ts';
import { easeInOutCubic } from '../../../ui/tween.ts';
import { STRIP } from '../engine/limits.ts';
import { createNavState, motionEnded, motionStarted, type NavState } from '../../../ui/carousel/navigation.ts';
import { createStrip } from './strip.ts';

export interface ThumbnailStrip {
  /** The strip as a linked gallery (GMM §4.2): the slideshow refuses a change while it moves to another index. */
  readonly state: NavState;
  /** Marks thumbnail `index` current and scrolls it to the middle of the strip, animated unless `instant`. */
  show(index: number, instant: boolean): void;
  destroy(): void;
}

export interface ThumbnailOptions {
  /** `[data-gallery-thumbnails] > *`, one per slide (docs/markup.md 6.5). */
  readonly thumbnails: readonly HTMLElement[];
  readonly loop: boolean;
  readonly signal: AbortSignal;
  /** A thumbnail was chosen: the slideshow goes to that slide. */
  onPick(index: number): void;
}

/**
 * The slideshow's thumbnails: "a linked strip gallery that keeps the same current index as the main
 * one" (GMM §4.2). A plain click on a thumbnail's link shows its slide instead of following the link
 * (a click with a modifier key still opens it); the current one has aria-current="true".
 */
export function linkThumbnails({ thumbnails, loop, signal, onPick }: ThumbnailOptions): ThumbnailStrip | undefined {
  const container = thumbnails[0]?.parentElement;
  if (!container) return undefined;
  const restore = snapshotAttributes(thumbnails, ['aria-current']);
  const strip = createStrip(container, thumbnails);
  let state = createNavState({ count: thumbnails.length, loop });
  thumbnails.forEach((thumbnail, index) => {
    thumbnail.addEventListener(
      'click',
      (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPick(index);
      },
      { signal },
    );
  });
  return {
    get state() {
      return state;
    },
    show(index, instant) {
      thumbnails.forEach((thumbnail, i) => {
        if (i === index) thumbnail.setAttribute('aria-current', 'true');
        else thumbnail.removeAttribute('aria-current');
      });
      state = motionStarted({ ...state, currentIndex: index });
      strip.move(strip.positionOf(index, 'middle'), instant ? 0 : STRIP.speedS * 1000, easeInOutCubic, () => {
        state = motionEnded(state);
      });
    },
    destroy() {
      strip.stop();
      restore();
    },
  };
}
