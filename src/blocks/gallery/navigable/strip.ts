import { tween } from '../../../ui/tween.ts';
import type { StripAlignment } from '../engine/limits.ts';

/**
 * The slides' container as a horizontal strip moved by its scroll position (overflow hidden once
 * enhanced). Scrolling moves every slide at once without touching them, so no slide node is wrapped
 * or moved (an iframe in a slide would reload) and a 200-slide strip costs one property per frame.
 */
export interface Strip {
  /** Where the strip's scroll position puts slide `index` at `alignment` (clamped to the strip's ends). */
  positionOf(index: number, alignment?: StripAlignment): number;
  /** Moves to `to` over `durationMs` with `easing`, then calls `done` (at once for 0 ms). Cancels a move under way. */
  move(to: number, durationMs: number, easing: (progress: number) => number, done: () => void): void;
  /** Jumps to `to`, cancelling a move under way (dragging, reduced motion). */
  jump(to: number): void;
  readonly position: number;
  readonly width: number;
  /** The farthest scroll position (the last slide at the end of the strip). */
  readonly maximum: number;
  /** Cancels a move under way, leaving the strip where it is. */
  stop(): void;
}

export function createStrip(container: HTMLElement, slides: readonly HTMLElement[]): Strip {
  let cancel: (() => void) | undefined;
  const stop = (): void => {
    cancel?.();
    cancel = undefined;
  };
  const maximum = (): number => Math.max(0, container.scrollWidth - container.clientWidth);
  return {
    positionOf(index, alignment = 'start') {
      const slide = slides[index];
      if (!slide) return 0;
      const room = container.clientWidth - slide.offsetWidth;
      const shift = alignment === 'start' ? 0 : alignment === 'middle' ? room / 2 : room;
      return Math.min(maximum(), Math.max(0, slide.offsetLeft - slides[0]!.offsetLeft - shift));
    },
    move(to, durationMs, easing, done) {
      stop();
      const from = container.scrollLeft;
      if (durationMs <= 0 || from === to) {
        container.scrollLeft = to;
        done();
        return;
      }
      cancel = tween(
        (progress) => {
          container.scrollLeft = from + (to - from) * progress;
          if (progress === 1) {
            cancel = undefined;
            done();
          }
        },
        durationMs,
        easing,
      );
    },
    jump(to) {
      stop();
      container.scrollLeft = to;
    },
    get position() {
      return container.scrollLeft;
    },
    get width() {
      return container.clientWidth;
    },
    get maximum() {
      return maximum();
    },
    stop,
  };
}
