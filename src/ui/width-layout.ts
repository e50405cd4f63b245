/** The layout attribute a block gets while it is narrow (chosen name: docs/markup.md 6.4 `small`, 6.19 `narrow`). */
const LAYOUT_ATTRIBUTE = 'data-layout';

/** Whether a block `width` px wide is "under" `underPx` (site-runtime.md §9: "under 415 px", "under 320 px"). */
function isUnder(width: number, underPx: number): boolean {
  return width < underPx;
}

/** Whether a block `width` px wide is "above" `abovePx` (site-runtime.md §9: "wide layout above 850 px wide"). */
function isAbove(width: number, abovePx: number): boolean {
  return width > abovePx;
}

/**
 * Keeps `data-layout="{value}"` on `block` while its border box is narrower than `underPx` (or, given
 * `{ above }`, wider than it), following its size with a ResizeObserver (site-runtime.md §9: the
 * newsletter's small layout, the image's narrow one, the reservation widget's wide one).
 * Returns the stop, which disconnects the observer and gives the attribute its own value back.
 */
export function observeWidthLayout(block: HTMLElement, value: string, bound: number | { readonly above: number }): () => void {
  const applies = (width: number): boolean => (typeof bound === 'number' ? isUnder(width, bound) : isAbove(width, bound.above));
  const original = block.getAttribute(LAYOUT_ATTRIBUTE);
  const restore = (): void => {
    if (original === null) block.removeAttribute(LAYOUT_ATTRIBUTE);
    else block.setAttribute(LAYOUT_ATTRIBUTE, original);
  };
  const apply = (width: number): void => {
    if (applies(width)) block.setAttribute(LAYOUT_ATTRIBUTE, value);
    else restore();
  };
  apply(block.getBoundingClientRect().width);
  if (typeof ResizeObserver !== 'function') return restore;
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    // The border box, as getBoundingClientRect gave at first; an observer without it reports the content box.
    if (entry) apply(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
  });
  observer.observe(block);
  return () => {
    observer.disconnect();
    restore();
  };
}
