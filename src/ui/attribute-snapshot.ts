/**
 * Remembers some attributes of some elements so a block's destroy can put them back as the HTML had them:
 * their values, and their order (an attribute removed and set again comes back last, so the HTML would not).
 */
export function snapshotAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => ({
    order: element.getAttributeNames(),
    values: names.map((name) => [name, element.getAttribute(name)] as const),
  }));
  return () => {
    elements.forEach((element, index) => {
      const { order = [], values = [] } = saved[index] ?? {};
      for (const [name, value] of values) {
        // hasAttribute first: Chromium serializes a style changed through the CSSOM only when the attribute is read,
        // and removing it before that leaves style="" behind (a map's canvas, adopted and given back in one task).
        if (value !== null) element.setAttribute(name, value);
        else if (element.hasAttribute(name)) element.removeAttribute(name);
      }
      restoreOrder(element, order);
    });
  };
}

/** Elements that would load again if an attribute were set again, even to its value: their order stays as it is. */
const LOADS_ON_SET = 'iframe, video, audio, source, img, object, embed, script, link';

/** From the first attribute out of its place on, each is set again in the HTML's order (the fewest sets). */
function restoreOrder(element: Element, order: readonly string[]): void {
  if (element.matches(LOADS_ON_SET)) return;
  const now = element.getAttributeNames();
  const wanted = [...order.filter((name) => now.includes(name)), ...now.filter((name) => !order.includes(name))];
  const first = wanted.findIndex((name, index) => now[index] !== name);
  if (first < 0) return;
  for (const name of wanted.slice(first)) {
    const value = element.getAttribute(name) ?? '';
    element.removeAttribute(name);
    element.setAttribute(name, value);
  }
}
