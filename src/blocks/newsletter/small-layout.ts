import { NEWSLETTER_SMALL_UNDER_PX } from '../../ui/limits.ts';
import { isUnder, observeWidthLayout } from '../../ui/width-layout.ts';

export function layoutFor(width: number): 'small' | undefined {
  return isUnder(width, NEWSLETTER_SMALL_UNDER_PX) ? 'small' : undefined;
}

/**
 * Keeps `data-layout="small"` on the block while it is narrower than 320 px (site-runtime.md §9),
 * following its size. Returns the stop, which gives the attribute its own value back.
 */
export function observeSmallLayout(block: HTMLElement): () => void {
  return observeWidthLayout(block, 'small', NEWSLETTER_SMALL_UNDER_PX);
}
