import { SCROLL_TWEEN_MIN_MAX_DIFFERENCE_MS, SCROLL_TWEEN_MS } from './block-kit/limits.ts';

/** Errors of the tween helper (galleries-maps-measurement.md §7). */
const TWEEN_ERRORS = {
  notAFunction: 'First parameter needs to be a function.',
  notFinite: 'Duration is not a finite number.',
} as const;

/** easeOutSine: fast start, gentle stop. */
function easeOutSine(progress: number): number {
  return Math.sin((progress * Math.PI) / 2);
}

/** easeInOutCubic: the gallery's default animation easing (GMM §9 "ease-in-out cubic"). */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/**
 * Calls `step` with the progress eased by `easing` (easeOutSine by default), 0 to 1, on every animation frame for `duration` ms (300 by
 * default), ending with exactly 1. Returns a cancel function. Throws on a step that is not a function
 * or a duration that is not finite.
 *
 * Its minimum and maximum duration are 50 ms apart (site-runtime.md §9, galleries-maps-measurement.md
 * §9; the reading is docs/markup.md §9's): it never ends before `duration` (the last step, 1, comes
 * from the first frame at or after it), and it always ends by `duration` + 50 ms. Browsers stop
 * animation frames in a hidden tab or frame and delay them on a busy page; a timer then ends the
 * tween with 1, so a scroll the visitor asked for still lands where it should.
 */
export function tween(step: (progress: number) => void, duration: number = SCROLL_TWEEN_MS, easing: (progress: number) => number = easeOutSine): () => void {
  if (typeof step !== 'function') throw new TypeError(TWEEN_ERRORS.notAFunction);
  if (!Number.isFinite(duration)) throw new RangeError(TWEEN_ERRORS.notFinite);
  let frame = 0;
  let ended = false;
  const start = performance.now();
  const stop = (): void => {
    ended = true;
    cancelAnimationFrame(frame);
    clearTimeout(deadline);
  };
  const end = (): void => {
    if (ended) return;
    stop();
    step(1);
  };
  const tick = (now: number): void => {
    const progress = duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration));
    if (progress < 1) {
      step(easing(progress));
      frame = requestAnimationFrame(tick);
    } else {
      end();
    }
  };
  frame = requestAnimationFrame(tick);
  // Declared last, read only by stop(), which can run only after this line (from a frame or the timer).
  const deadline = setTimeout(end, Math.max(0, duration) + SCROLL_TWEEN_MIN_MAX_DIFFERENCE_MS);
  return stop;
}
