/** One inline declaration of documentElement.style, as it was before the lock. */
interface SavedDeclaration {
  readonly value: string;
  readonly priority: string;
}

interface Saved {
  readonly hadStyleAttribute: boolean;
  readonly overflow: SavedDeclaration;
  readonly paddingRight: SavedDeclaration;
}

let holders = 0;
let saved: Saved | undefined;

function read(style: CSSStyleDeclaration, property: string): SavedDeclaration {
  return { value: style.getPropertyValue(property), priority: style.getPropertyPriority(property) };
}

function restore(style: CSSStyleDeclaration, property: string, declaration: SavedDeclaration): void {
  if (declaration.value === '') style.removeProperty(property);
  else style.setProperty(property, declaration.value, declaration.priority);
}

/**
 * Stops the page behind a dialog or an overlay from scrolling without moving it: overflow hidden on
 * the root element, and the scrollbar's width given back as padding-right, both through element.style
 * (CSSOM, allowed by a strict CSP). Every holder (stacked dialogs, the popup overlay) shares one lock,
 * so they may be released in any order; the last release puts the root's inline declarations back
 * exactly as they were (value and priority, or absent), and drops the style attribute again if there
 * was none. Each returned release works once.
 */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (holders++ === 0) {
    const style = root.style;
    saved = { hadStyleAttribute: root.hasAttribute('style'), overflow: read(style, 'overflow'), paddingRight: read(style, 'padding-right') };
    const view = doc.defaultView;
    // clientWidth is 0 only without layout (no viewport): then there is no scrollbar to make up for.
    const scrollbar = view && root.clientWidth > 0 ? Math.max(0, view.innerWidth - root.clientWidth) : 0;
    const computed = view?.getComputedStyle(root);
    // A reserved gutter (scrollbar-gutter: stable) stays when overflow is hidden: nothing to make up for.
    const gutterReserved = computed?.getPropertyValue('scrollbar-gutter').startsWith('stable') ?? false;
    if (scrollbar > 0 && computed && !gutterReserved) {
      const padding = Number.parseFloat(computed.paddingRight) || 0;
      style.setProperty('padding-right', `${padding + scrollbar}px`, 'important');
    }
    style.setProperty('overflow', 'hidden', 'important');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0 || !saved) return;
    const style = root.style;
    restore(style, 'overflow', saved.overflow);
    restore(style, 'padding-right', saved.paddingRight);
    if (!saved.hadStyleAttribute && style.length === 0) root.removeAttribute('style');
    saved = undefined;
  };
}
