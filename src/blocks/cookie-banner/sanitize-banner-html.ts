import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The cookie banner text (`cookieBannerText`) is the site owner's HTML (site-runtime.md §3); it is
 * inserted only after this sanitizer (docs/markup.md §8, "No HTML from server or query text").
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

/** The site owner's banner HTML with only the allow-listed markup left, as an HTML string. */
export function sanitizeBannerHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
