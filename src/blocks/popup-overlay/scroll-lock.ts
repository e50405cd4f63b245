/**
 * Locks the page's scrolling while a full-window overlay is shown, without moving the page: the
 * root element gets `overflow: hidden`, and, when that removes a classic scrollbar, its width is
 * added to the root's right padding so the content keeps its width. Only the CSSOM is used (no
 * style attribute in markup, docs/markup.md §8).
 *
 * Returns the unlock function: it puts back exactly what was there (each property's value and
 * priority, and no style attribute at all when there was none). Calling it twice does nothing more.
 */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const win = doc.defaultView;
  const style = root.style;
  const hadStyleAttribute = root.hasAttribute('style');
  const saved = (['overflow', 'padding-right'] as const).map((name) => ({
    name,
    value: style.getPropertyValue(name),
    priority: style.getPropertyPriority(name),
  }));

  // Measured before hiding the scrollbar: the window is wider than the root by the scrollbar's width.
  // A root without layout (clientWidth 0) has no scrollbar to make up for.
  const scrollbar = win && root.clientWidth > 0 ? Math.max(0, win.innerWidth - root.clientWidth) : 0;
  const computed = win?.getComputedStyle(root);
  // A reserved gutter (scrollbar-gutter: stable) stays when overflow is hidden: nothing to compensate.
  const gutterReserved = computed?.getPropertyValue('scrollbar-gutter').startsWith('stable') ?? false;

  style.setProperty('overflow', 'hidden', 'important');
  if (scrollbar > 0 && !gutterReserved) {
    const padding = Number.parseFloat(computed?.paddingRight ?? '') || 0;
    style.setProperty('padding-right', `${padding + scrollbar}px`, 'important');
  }

  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    for (const { name, value, priority } of saved) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
    if (!hadStyleAttribute && style.length === 0) root.removeAttribute('style');
  };
}
