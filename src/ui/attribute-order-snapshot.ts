/**
 * Remembers every attribute of some elements, in order, for a destroy that removes some and sets
 * others: attributes set again go back to their place, so the HTML comes back exactly.
 */
export function snapshotAllAttributes(elements: readonly Element[]): () => void {
  const saved = elements.map((element) => [...element.attributes].map(({ name, value }) => [name, value] as const));
  return () => {
    elements.forEach((element, index) => {
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
      for (const [name, value] of saved[index] ?? []) element.setAttribute(name, value);
    });
  };
}
