import { NEWSLETTER_SMALL_UNDER_PX } from '../../ui/block-kit/limits.ts';
import { observeWidthLayout } from '../../ui/width-layout.ts';

/**
 * Keeps `data-layout="small"` on the block while it is narrower than 320 px (site-runtime.md §9),
 * following its size. Returns the stop, which gives the attribute its own value back.
 */
export function observeSmallLayout(block: HTMLElement): () => void {
  return observeWidthLayout(block, 'small', NEWSLETTER_SMALL_UNDER_PX);
}
