import { BLOCK_RENDERING, sanitizeBlockRenderingToFragment } from '../ui/sanitize-block-rendering.ts';
import { OWNER_SHORT_TEXT, sanitizeOwnerHtmlToFragment, type AllowList } from '../ui/sanitize-owner-html.ts';
import { oracleSanitize, oracleSanitizeBlockRendering } from './dompurify-oracle.ts';

/**
 * Tests only: one payload through one of the runtime's owner-HTML allow-lists and through its oracle
 * (DOMPurify with the same list, src/test/dompurify-oracle.ts), and what makes the runtime's output
 * unacceptable. Used by the unit tests (happy-dom) and, bundled, by e2e/sanitizer.spec.ts in Chromium,
 * whose parser is the one that matters for mutation XSS.
 */

/** One allow-list: the runtime's sanitizer with it, and its oracle. */
export interface Profile {
  /** The runtime's list: the elements and the names of their attributes (the values are judged here). */
  readonly allowed: AllowList;
  /** The runtime's sanitizer; the tests of this comparison pass looser ones. */
  readonly sanitize: (html: string) => DocumentFragment;
  readonly oracle: (html: string) => string;
}

export const SHORT_TEXTS: Profile = { allowed: OWNER_SHORT_TEXT, sanitize: sanitizeOwnerHtmlToFragment, oracle: oracleSanitize };
export const BLOCK_RENDERINGS: Profile = { allowed: BLOCK_RENDERING, sanitize: sanitizeBlockRenderingToFragment, oracle: oracleSanitizeBlockRendering };

export interface Comparison {
  readonly html: string;
  /** The runtime's output, serialized for reading only. */
  readonly ours: string;
  readonly oracle: string;
  /** Empty when the runtime's output is acceptable. */
  readonly problems: readonly string[];
}

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

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

function parsesAs(url: string, protocols: ReadonlySet<string>): boolean {
  try {
    return protocols.has(new URL(url, 'https://base.invalid/').protocol);
  } catch {
    return false; // not an address at all
  }
}

/**
 * What is wrong with an attribute, its name judged by the runtime's list and an address or a number
 * without the runtime's own checks.
 */
function attributeProblem(element: Element, name: string, value: string, allowed: AllowList): string | undefined {
  const { localName } = element;
  if (localName === 'a' && (name === 'target' || name === 'rel')) {
    const opensSafely = element.getAttribute('target') === '_blank' && element.getAttribute('rel') === 'noopener noreferrer';
    return opensSafely ? undefined : `${name}="${value}" on a link`;
  }
  if (!allowed.get(localName)?.has(name)) return `${name}="${value}" on ${localName}`;
  if (name === 'href' && !parsesAs(value, LINK_PROTOCOLS)) return `href="${value}"`;
  if (name === 'src' && !parsesAs(value, IMAGE_PROTOCOLS)) return `src="${value}"`;
  if (name === 'srcset' && !value.split(',').every((candidate) => parsesAs(candidate.trim().split(/\s+/)[0] ?? '', IMAGE_PROTOCOLS)))
    return `srcset="${value}"`;
  if (['width', 'height', 'colspan', 'rowspan'].includes(name) && !/^\d+$/.test(value)) return `${name}="${value}"`;
  return undefined;
}

/** Attributes a browser reads as an address (to fetch, navigate to or run), in any namespace. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(
  'href xlink:href src srcset imagesrcset action formaction poster background data cite ping longdesc lowsrc dynsrc usemap codebase classid archive manifest icon profile'.split(
    ' ',
  ),
);

/** Schemes that run code or carry a document of their own. */
const LIVE_SCHEME = /^(?:javascript|vbscript|data):/i;

/** White space and invisible characters a browser may skip in an address (the sanitizer's own list, written again here). */
const ADDRESS_SPACE = /[\0-\x20\xa0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/**
 * What could run in `root` once it is in a page, whatever list made it: an element that runs or embeds
 * code, an event-handler attribute (`on*`), a `javascript:`, `vbscript:` or `data:` address in an
 * address attribute (each `srcset` candidate on its own). Written apart from the sanitizers' own checks.
 */
export function liveProblems(root: Node): string[] {
  const problems: string[] = [];
  for (const element of elementsIn(root)) {
    if (/^(?:script|iframe|frame|object|embed|style|link|meta|base|form|svg|math)$/i.test(element.localName)) problems.push(`element ${element.localName}`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`handler ${name}="${value}" on ${element.localName}`);
      if (!URL_ATTRIBUTES.has(name.toLowerCase())) continue;
      const addresses = name.toLowerCase().endsWith('srcset') ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
      if (addresses.some((address) => LIVE_SCHEME.test(address.replace(ADDRESS_SPACE, ''))))
        problems.push(`address ${name}="${value}" on ${element.localName}`);
    }
  }
  return problems;
}

/** The runtime's sanitizer's output as markup (tests only). */
export function sanitizedMarkup(html: string, { sanitize }: Profile = SHORT_TEXTS): string {
  return serialize(sanitize(html));
}

export function compareWithOracle(html: string, { allowed, sanitize, oracle: oracleOf }: Profile = SHORT_TEXTS): Comparison {
  const ours = sanitize(html);
  // The oracle's markup, as the runtime inserted it before (happy-dom loses some nodes in DOMPurify's own fragment output).
  const template = document.createElement('template');
  template.innerHTML = oracleOf(html);
  const oracle = template.content;
  const problems: string[] = [];
  for (const node of nodesIn(ours)) {
    // Fresh nodes of this document, elements and text only: nothing of the parsed tree.
    if (node.ownerDocument !== document) problems.push('a node of another document');
    if (!(node instanceof Element) && !(node instanceof Text)) problems.push(`a node of type ${node.nodeType}`);
    if (!(node instanceof Element)) continue;
    if (!allowed.has(node.localName) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`element ${node.localName}`);
    for (const { name, value } of node.attributes) {
      const problem = attributeProblem(node, name, value, allowed);
      if (problem) problems.push(`attribute ${problem}`);
    }
  }
  // Never more permissive than the oracle: its elements (with their attributes or fewer) and its text, or less.
  if (!isSubsequence(elementsIn(ours), elementsIn(oracle), isNarrower)) problems.push('an element or attribute the oracle removed');
  const visible = (text: string): string[] => [...text.replace(/\s+/g, '')];
  if (!isSubsequence([...(ours.textContent ?? '')], [...(oracle.textContent ?? '')])) {
    // Told apart for reading only: both fail.
    const blanksOnly = isSubsequence(visible(ours.textContent ?? ''), visible(oracle.textContent ?? ''));
    problems.push(blanksOnly ? 'white space the oracle removed' : 'text the oracle removed');
  }
  return { html, ours: serialize(ours), oracle: serialize(oracle), problems };
}
