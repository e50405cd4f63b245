import { NEWSLETTER_SMALL_UNDER_PX } from '../../ui/limits.ts';

/** The block's layout attribute (chosen name, docs/markup.md 6.4). */
export const LAYOUT_ATTRIBUTE = 'data-layout';

export function layoutFor(width: number): 'small' | undefined {
  return width < NEWSLETTER_SMALL_UNDER_PX ? 'small' : undefined;
}

/**
 * Keeps `data-layout="small"` on the block while it is narrower than 320 px (site-runtime.md §9),
 * following its size. Returns the stop, which gives the attribute its own value back.
 */
export function observeSmallLayout(block: HTMLElement): () => void {
  const original = block.getAttribute(LAYOUT_ATTRIBUTE);
  const restore = (): void => {
    if (original === null) block.removeAttribute(LAYOUT_ATTRIBUTE);
    else block.setAttribute(LAYOUT_ATTRIBUTE, original);
  };
  const apply = (width: number): void => {
    if (layoutFor(width)) block.setAttribute(LAYOUT_ATTRIBUTE, 'small');
    else restore();
  };
  apply(block.getBoundingClientRect().width);
  if (typeof ResizeObserver !== 'function') return restore;
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) apply(entry.contentRect.width);
  });
  observer.observe(block);
  return () => {
    observer.disconnect();
    restore();
  };
}
