/** Remembers some attributes of some elements so a block's destroy can put them back as the HTML had them. */
export function snapshotAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => names.map((name) => [name, element.getAttribute(name)] as const));
  return () => {
    elements.forEach((element, index) => {
      for (const [name, value] of saved[index] ?? []) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    });
  };
}
