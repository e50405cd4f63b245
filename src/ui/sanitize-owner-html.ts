import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The one allow-list sanitizer for short texts of the site owner's HTML: the cookie banner text
 * (`cookieBannerText`, site-runtime.md §3) and the announcement bar preview of a logged-in account
 * (docs/markup.md §6.22). Their HTML is inserted only after it (docs/markup.md §8, "No HTML from
 * server or query text"). One list for both, so a tag allowed in one place is allowed in the other.
 *
 * Allow-list: p, br, a[href], strong, em, b, i, u, span, ul, ol, li, and no other attribute (no
 * class, id, style, data-*, aria-*, no event handlers). Everything else goes: script, style, iframe,
 * object, embed, svg, forms… (their content too for the dangerous ones; a harmless unknown element
 * such as a div keeps its text).
 * Links: href only with http:, https:, mailto: or a relative address; `target` is kept only as
 * `_blank` and then `rel="noopener noreferrer"` is set; any other rel is dropped.
 */

export const ALLOWED_TAGS: readonly string[] = ['p', 'br', 'a', 'strong', 'em', 'b', 'i', 'u', 'span', 'ul', 'ol', 'li'];
const ALLOWED_ATTR: readonly string[] = ['href', 'target'];
const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * DOMPurify's first check: a scheme of http, https or mailto, or no scheme at all (a relative
 * address: it starts with a character that cannot start a scheme, or its first ':' comes after a
 * '/', '?' or '#'). `isAllowedHref` checks again by parsing.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** A base that no real address resolves against: only used to read the scheme of relative addresses. */
const PROBE_BASE = 'https://base.invalid/';

/** http(s), mailto, or relative (which resolves to the page's own scheme). */
export function isAllowedHref(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href, PROBE_BASE).protocol);
  } catch {
    return false;
  }
}

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so its hooks never affect another feature's sanitizing. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    const href = link.getAttribute('href');
    if (href !== null && !isAllowedHref(href)) link.removeAttribute('href');
    const opensNewWindow = link.getAttribute('target') === '_blank';
    link.removeAttribute('target');
    link.removeAttribute('rel');
    if (opensNewWindow && link.hasAttribute('href')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Shared by both outputs, so the string and the fragment always allow the same markup. */
const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** The site owner's HTML with only the allow-listed markup left, as an HTML string (for React's dangerouslySetInnerHTML). */
export function sanitizeOwnerHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/**
 * The same, as nodes to insert: no serialize-and-parse round trip between the sanitizer and the
 * page, and no innerHTML in the runtime's own code.
 */
export function sanitizeOwnerHtmlToFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
