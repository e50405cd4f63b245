import { SCROLL_INTO_VIEW_OFFSET } from './block-kit/limits.ts';
import { prefersReducedMotion } from './block-kit/motion.ts';
import { tween } from './tween.ts';

/**
 * Scrolls the window so `element` sits 30 px below the top (site-runtime.md §9), with the scroll
 * tween, or at once when the visitor prefers reduced motion. Returns a cancel function.
 */
export function scrollToElement(element: Element, offset: number = SCROLL_INTO_VIEW_OFFSET): () => void {
  const from = window.scrollY;
  const to = Math.max(0, from + element.getBoundingClientRect().top - offset);
  if (prefersReducedMotion() || from === to) {
    window.scrollTo(0, to);
    return () => undefined;
  }
  return tween((progress) => window.scrollTo(0, from + (to - from) * progress));
}
