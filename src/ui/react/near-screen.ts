import { afterLoad } from '../../platform/idle/after-load.ts';

/** How near the screen a block must be to mount at once: one viewport above or below it (chosen here). */
const NEAR_SCREEN_MARGIN = '100% 0px';
/** What a visitor's first touch of a block that is still far away looks like: a press, or focus from the keyboard. */
const INTERACTIONS = ['pointerdown', 'focusin'] as const;

/** Within a viewport of the screen now; a block with no box (hidden, or not laid out) counts as near, and mounts as before. */
function isNear(element: Element): boolean {
  const { top, bottom, width, height } = element.getBoundingClientRect();
  return (width === 0 && height === 0) || (bottom >= -innerHeight && top <= 2 * innerHeight);
}

/**
 * Resolves true when `element` should mount: at once when it is within a viewport of the screen,
 * else when it comes that near (IntersectionObserver), when the visitor first presses or focuses
 * something in it, or once the page has loaded and the main thread is idle (afterLoad), so every
 * block is mounted soon after load and SiteRuntime.settled() still means all of them. Until then its
 * pre-rendered HTML works alone. Resolves false if `signal` aborts first. One layout read, then nothing
 * but the observer and two listeners, all released when it resolves.
 */
export function whenNearScreen(element: Element, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (isNear(element)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const waiting = new AbortController();
    const done = (near: boolean): void => {
      if (waiting.signal.aborted) return;
      waiting.abort();
      observer.disconnect();
      resolve(near);
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(true), { rootMargin: NEAR_SCREEN_MARGIN });
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, () => done(true), { capture: true, signal: waiting.signal });
    signal.addEventListener('abort', () => done(false), { signal: waiting.signal });
    afterLoad(() => done(true), waiting.signal);
  });
}
