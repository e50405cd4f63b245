/**
 * Window and gallery resizing (GMM §4.7, §9 "Resize debounce 100 ms. Resize end timeout 300 ms."). The
 * design feeds it sizes (from a ResizeObserver or the window's resize event); it decides which changes
 * count and when resizing starts and ends.
 */
import { RESIZE_DEBOUNCE_MS, RESIZE_END_MS } from './limits.ts';

interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ResizeTrackerOptions {
  /** GMM §4.7 "An optional threshold (default 0)": a change counts only when it is larger than this, in px. */
  readonly threshold?: number;
  /** "and optional axis (x or y)": x compares widths, y heights; without it either axis counts. */
  readonly axis?: 'x' | 'y';
  /** The size the tracker starts from; without it the first size fed is the starting point and does not count. */
  readonly initial?: Size;
  /** "resizing started": the first counted change after rest. */
  readonly onStart?: (size: Size) => void;
  /** Debounced: 100 ms after the last counted change, with the newest size (the design lays out again here). */
  readonly onResize?: (size: Size) => void;
  /** "resizing ended": "Ended fires 300 ms after the last resize event." */
  readonly onEnd?: (size: Size) => void;
}

export interface ResizeTracker {
  feed(size: Size): void;
  readonly resizing: boolean;
  /** Clears both timers: nothing fires after it. */
  destroy(): void;
}

export function createResizeTracker({ threshold = 0, axis, initial, onStart, onResize, onEnd }: ResizeTrackerOptions): ResizeTracker {
  let base: Size | undefined = initial;
  let resizing = false;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let end: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  const passes = (from: Size, to: Size): boolean => {
    const dx = Math.abs(to.width - from.width);
    const dy = Math.abs(to.height - from.height);
    if (axis === 'x') return dx > threshold;
    if (axis === 'y') return dy > threshold;
    return dx > threshold || dy > threshold;
  };

  return {
    feed(size) {
      if (destroyed) return;
      if (base === undefined) {
        base = size;
        return;
      }
      // Compared with the last counted size, so slow drift below the threshold adds up until it counts.
      if (!passes(base, size)) return;
      base = size;
      if (!resizing) {
        resizing = true;
        onStart?.(size);
      }
      clearTimeout(debounce);
      debounce = setTimeout(() => onResize?.(size), RESIZE_DEBOUNCE_MS);
      clearTimeout(end);
      end = setTimeout(() => {
        resizing = false;
        onEnd?.(size);
      }, RESIZE_END_MS);
    },
    get resizing() {
      return resizing;
    },
    destroy() {
      destroyed = true;
      clearTimeout(debounce);
      clearTimeout(end);
    },
  };
}
