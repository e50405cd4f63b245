/** Remembers some attributes of some elements so a block's destroy can put them back as the HTML had them. */
export function snapshotAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => names.map((name) => [name, element.getAttribute(name)] as const));
  return () => {
    elements.forEach((element, index) => {
      for (const [name, value] of saved[index] ?? []) {
        // hasAttribute first: Chromium serializes a style changed through the CSSOM only when the attribute is read,
        // and removing it before that leaves style="" behind (a map's canvas, adopted and given back in one task).
        if (value !== null) element.setAttribute(name, value);
        else if (element.hasAttribute(name)) element.removeAttribute(name);
      }
    });
  };
}
