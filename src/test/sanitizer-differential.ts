import { ALLOWED_TAGS, sanitizeOwnerHtmlToFragment } from '../ui/sanitize-owner-html.ts';
import { oracleSanitize } from './dompurify-oracle.ts';

/**
 * Tests only: one payload through the runtime's owner-HTML sanitizer and through its oracle
 * (DOMPurify with the same list, src/test/dompurify-oracle.ts), and what makes the runtime's output
 * unacceptable. Used by the unit tests (happy-dom) and, bundled, by e2e/sanitizer.spec.ts in Chromium,
 * whose parser is the one that matters for mutation XSS.
 */
export interface Comparison {
  readonly html: string;
  /** The runtime's output, serialized for reading only. */
  readonly ours: string;
  readonly oracle: string;
  /** Empty when the runtime's output is acceptable. */
  readonly problems: readonly string[];
}

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

function nodesIn(root: Node): Node[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

function elementsIn(root: Node): Element[] {
  return nodesIn(root).filter((node): node is Element => node instanceof Element);
}

/** The element's attributes as `name="value"`. */
function attributesOf(element: Element): string[] {
  return [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`);
}

/** The element allows no more than `wider`: the same tag, and only attributes `wider` has too. */
function isNarrower(element: Element, wider: Element): boolean {
  const allowed = new Set(attributesOf(wider));
  return element.localName === wider.localName && attributesOf(element).every((attribute) => allowed.has(attribute));
}

/**
 * Every item of `small`, in order, matches an item of `big` (`small` is `big` with some items left
 * out or narrowed). Matching each item to the first one it can is enough for a subsequence.
 */
function isSubsequence<T>(small: readonly T[], big: readonly T[], matches: (item: T, of: T) => boolean = Object.is): boolean {
  let at = 0;
  for (const item of big) if (at < small.length && matches(small[at]!, item)) at++;
  return at === small.length;
}

/** Nodes as markup, for reading in tests only: the runtime inserts the nodes, never a string. */
export function serialize(fragment: DocumentFragment): string {
  const box = document.createElement('div');
  box.append(fragment.cloneNode(true));
  return box.innerHTML;
}

/** What is wrong with a link's attribute, judged without the runtime's own address check. */
function linkAttributeProblem(link: Element, name: string, value: string): string | undefined {
  if (name === 'href') {
    try {
      if (ALLOWED_PROTOCOLS.has(new URL(value, 'https://base.invalid/').protocol)) return undefined;
    } catch {
      // not an address at all
    }
    return `href="${value}"`;
  }
  if (name === 'target' && value === '_blank' && link.getAttribute('rel') === 'noopener noreferrer') return undefined;
  if (name === 'rel' && value === 'noopener noreferrer' && link.getAttribute('target') === '_blank') return undefined;
  return `${name}="${value}" on a link`;
}

/** `sanitize` is the runtime's sanitizer; the tests of this comparison pass looser ones. */
/** The runtime's sanitizer's output as markup (tests only). */
export function sanitizedMarkup(html: string): string {
  return serialize(sanitizeOwnerHtmlToFragment(html));
}

export function compareWithOracle(html: string, sanitize: (html: string) => DocumentFragment = sanitizeOwnerHtmlToFragment): Comparison {
  const ours = sanitize(html);
  // The oracle's markup, as the runtime inserted it before (happy-dom loses some nodes in DOMPurify's own fragment output).
  const template = document.createElement('template');
  template.innerHTML = oracleSanitize(html);
  const oracle = template.content;
  const problems: string[] = [];
  for (const node of nodesIn(ours)) {
    // Fresh nodes of this document, elements and text only: nothing of the parsed tree.
    if (node.ownerDocument !== document) problems.push('a node of another document');
    if (!(node instanceof Element) && !(node instanceof Text)) problems.push(`a node of type ${node.nodeType}`);
    if (!(node instanceof Element)) continue;
    if (!ALLOWED_TAGS.includes(node.localName) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`element ${node.localName}`);
    for (const { name, value } of node.attributes) {
      const problem = node.localName === 'a' ? linkAttributeProblem(node, name, value) : `${name}="${value}" on ${node.localName}`;
      if (problem) problems.push(`attribute ${problem}`);
    }
  }
  // Never more permissive than the oracle: its elements (with their attributes or fewer) and its text, or less.
  if (!isSubsequence(elementsIn(ours), elementsIn(oracle), isNarrower)) problems.push('an element or attribute the oracle removed');
  if (!isSubsequence([...(ours.textContent ?? '')], [...(oracle.textContent ?? '')])) problems.push('text the oracle removed');
  return { html, ours: serialize(ours), oracle: serialize(oracle), problems };
}
