/**
 * The one allow-list sanitizer of the site owner's HTML, with two lists (docs/markup.md §8, "No HTML
 * from server or query text"): the owner's short texts here, the cookie banner text (`cookieBannerText`,
 * site-runtime.md §3) and the announcement bar preview of a logged-in account (docs/markup.md §6.22),
 * and the block re-renderings of `GetWidgetRendering` (./sanitize-block-rendering.ts, its own module so
 * that the cookie banner's first visit never downloads that longer list). One list for both short
 * texts, so a tag allowed in one place is allowed in the other.
 *
 * Short texts: p, br, a[href], strong, em, b, i, u, span, ul, ol, li, and no other attribute (no
 * class, id, style, data-*, aria-*, no event handlers). Everything else goes: script, style, iframe,
 * object, embed, svg, forms… (their content too for the dangerous ones; a harmless unknown element
 * such as a div keeps its text).
 * Links: href only with http:, https:, mailto: or a relative address; `target` is kept only as
 * `_blank` and then `rel="noopener noreferrer"` is set; any other rel is dropped.
 *
 * Our own and not DOMPurify: the list is this small and every byte is on the cookie banner's
 * first-visit path. How it stays safe: the text is parsed inertly (DOMParser: a document with no
 * browsing context, so no script runs and nothing loads), then the result is REBUILT from fresh
 * nodes of this document (an allowed element becomes a new element of its tag with only the
 * attributes of its list, copied after validation; text becomes text nodes). Nothing is serialized and
 * parsed again, so the parser never reads a second, different tree (no mutation XSS), and no
 * attribute or node of the parsed tree reaches the page. Tests run our corpus of XSS and mXSS payloads
 * (src/test/owner-html-corpus.ts) and the public ones, DOMPurify's own test fixtures and every html5sec
 * vector (scripts/sanitizer-corpora.ts), through both lists and through DOMPurify with the same list
 * (src/test/dompurify-oracle.ts), in happy-dom, Chromium, Firefox and WebKit: this is never more
 * permissive, equal on ordinary rich text, and its output, inserted into a live page, runs nothing.
 * Not on the HTML Sanitizer API (Element.setHTML), measured: README "Packages beyond the design card".
 */

/** How an allowed attribute is copied: the value to set, or undefined to drop the attribute. */
export type AttributeRule = (value: string) => string | undefined;

/** Allowed attribute name → its rule. */
export type AttributeRules = Readonly<Record<string, AttributeRule>>;

/** Allowed element (lower case) → its allowed attributes. Maps, so that no name reaches a prototype. */
export type AllowList = ReadonlyMap<string, ReadonlyMap<string, AttributeRule>>;

/** The short texts' elements. */
export const ALLOWED_TAGS: readonly string[] = ['p', 'br', 'a', 'strong', 'em', 'b', 'i', 'u', 'span', 'ul', 'ol', 'li'];

/**
 * Elements that go with their content: scripts, styles, frames and plugins, template content,
 * SVG and MathML (foreign content, where the mXSS tricks live), raw-text and fallback elements, and
 * the rest of DOMPurify's own list of these. Any other element that is not allowed leaves its content.
 * @internal Exported for the sanitizer comparisons (src/test/), which give DOMPurify the same list.
 */
export const DROPPED: ReadonlySet<string> = new Set(
  'script style template iframe frame frameset object embed svg math noscript noembed noframes xmp plaintext textarea title audio video colgroup thead annotation-xml desc foreignobject mi mn mo ms mtext selectedcontent'.split(
    ' ',
  ),
);

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** White space and invisible characters a browser may skip inside an address (DOMPurify's list). */
const URL_SPACE = /[\0-\x20\xa0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** A base that no real address resolves against: only used to read the scheme of relative addresses. */
const PROBE_BASE = 'https://base.invalid/';

/**
 * One of `protocols`, or relative (which resolves to the page's own scheme), read with the white space
 * and invisible characters above taken out (so `java script:` is not relative). An address made only
 * of such characters, or with a `<` or `>` in it (an ordinary address has them percent-encoded), is
 * not kept.
 */
export function isAllowedUrl(url: string, protocols: ReadonlySet<string>): boolean {
  const compact = url.replace(URL_SPACE, '');
  if (/[<>]/.test(url) || (url && !compact)) return false;
  try {
    return protocols.has(new URL(compact, PROBE_BASE).protocol);
  } catch {
    return false;
  }
}

/** An address attribute's rule: kept, trimmed, when it is one of `protocols` or relative. */
export function urlRule(protocols: ReadonlySet<string>): AttributeRule {
  return (value) => {
    const url = value.trim();
    return isAllowedUrl(url, protocols) ? url : undefined;
  };
}

/** A link's attributes in both lists: `target` is not a rule, it depends on the kept href (see copyOf). */
export const LINK_ATTRIBUTES: AttributeRules = { href: urlRule(LINK_PROTOCOLS) };

/**
 * The short texts' allow-list.
 * @internal Exported for the sanitizer comparisons (src/test/), which give DOMPurify the same list.
 */
export const OWNER_SHORT_TEXT: AllowList = new Map(ALLOWED_TAGS.map((tag) => [tag, new Map(Object.entries(tag === 'a' ? LINK_ATTRIBUTES : {}))]));

/**
 * A new element of `source`'s (allowed) tag with only the allowed attributes, validated, in the
 * source's order (as DOMPurify keeps them).
 */
function copyOf(source: HTMLElement, tag: string, rules: ReadonlyMap<string, AttributeRule>): HTMLElement {
  const element = document.createElement(tag);
  for (const { name, value } of source.attributes) {
    const kept = rules.get(name)?.(value);
    if (kept !== undefined) element.setAttribute(name, kept);
  }
  if (tag === 'a' && element.hasAttribute('href') && source.getAttribute('target')?.trim() === '_blank') {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  return element;
}

/**
 * `html` with only the markup of `allowed` left, as nodes of this document to insert.
 *
 * The walk uses a TreeWalker and `instanceof`, never a property of the parsed nodes for the tree's
 * shape: a form's named controls can shadow its properties (DOM clobbering), not the walker's. Forms
 * still go with their content when any element of the text is named (name or id) after a property of
 * a form, as DOMPurify removes a clobbered form whole.
 */
export function sanitizeHtmlToFragment(html: string, allowed: AllowList): DocumentFragment {
  const fragment = document.createDocumentFragment();
  // The parser drops white space before the first tag or text; keep it, as DOMPurify does.
  const lead = /^[\r\n\t ]*/.exec(html)![0];
  if (lead) fragment.append(lead);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // A text that opens with a frameset parses into a document whose body is that frameset: it goes with its content.
  if (!body || DROPPED.has(body.localName)) return fragment;
  const getAttribute = Element.prototype.getAttribute;
  const clobbering = [...body.querySelectorAll('[name],[id]')].some((named) =>
    ['name', 'id'].some((attribute) => (getAttribute.call(named, attribute) ?? '') in HTMLFormElement.prototype),
  );
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  /** Where the ancestors' content goes: the copies of allowed elements, the parent's for others. */
  const parents: ParentNode[] = [];
  let into: ParentNode = fragment;
  let node: Node | null = walker.firstChild();
  while (node) {
    let children: ParentNode | undefined;
    if (node instanceof Text) into.append(node.data);
    else if (node instanceof HTMLElement && !DROPPED.has(node.localName) && !(clobbering && node instanceof HTMLFormElement)) {
      children = into;
      const rules = allowed.get(node.localName);
      if (rules) into.append((children = copyOf(node, node.localName, rules)));
    }
    if (children && walker.firstChild()) {
      parents.push(into);
      into = children;
      node = walker.currentNode;
    } else {
      while (!(node = walker.nextSibling()) && parents.length) {
        walker.parentNode();
        into = parents.pop()!;
      }
    }
  }
  return fragment;
}

/** The site owner's short text (cookie banner text, announcement bar preview) with only its list's markup left. */
export function sanitizeOwnerHtmlToFragment(html: string): DocumentFragment {
  return sanitizeHtmlToFragment(html, OWNER_SHORT_TEXT);
}
