/** Serialises an element's subtree with attributes sorted, so tests compare structure, not attribute order. */
export function canonicalHtml(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'style')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children = [...node.childNodes].map(canonicalHtml).join('');
  return `<${node.localName}${attributes.map((a) => ` ${a}`).join('')}>${children}</${node.localName}>`;
}
