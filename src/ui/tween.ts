import { SCROLL_TWEEN_MS } from './limits.ts';

/** Errors of the tween helper (galleries-maps-measurement.md §7). */
export const TWEEN_ERRORS = {
  notAFunction: 'First parameter needs to be a function.',
  notFinite: 'Duration is not a finite number.',
} as const;

/** easeOutSine: fast start, gentle stop. */
export function easeOutSine(progress: number): number {
  return Math.sin((progress * Math.PI) / 2);
}

/**
 * Calls `step` with the eased progress, 0 to 1, on every animation frame for `duration` ms (300 by
 * default), ending with exactly 1. Returns a cancel function. Throws on a step that is not a function
 * or a duration that is not finite.
 */
export function tween(step: (progress: number) => void, duration: number = SCROLL_TWEEN_MS): () => void {
  if (typeof step !== 'function') throw new TypeError(TWEEN_ERRORS.notAFunction);
  if (!Number.isFinite(duration)) throw new RangeError(TWEEN_ERRORS.notFinite);
  let frame = 0;
  const start = performance.now();
  const tick = (now: number): void => {
    const progress = duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration));
    step(easeOutSine(progress));
    if (progress < 1) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
