import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { ALLOWED_TAGS } from '../ui/sanitize-owner-html.ts';

/**
 * Tests only: the oracle for src/ui/sanitize-owner-html.ts. DOMPurify with the runtime's allow-list
 * and link rules, exactly as the runtime used it before its own sanitizer (DOMPurify's address check
 * plus an http(s)/mailto/relative check by parsing, `target` only as `_blank` with
 * `rel="noopener noreferrer"`). The runtime's sanitizer must never be more permissive than this.
 * Under happy-dom, install src/test/browser-like-dom.ts before the first call.
 */

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** DOMPurify's first check: a scheme of http, https or mailto, or no scheme at all. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The previous runtime check, by parsing only (no white space taken out first). */
function parsesAsAllowed(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href, 'https://base.invalid/').protocol);
  } catch {
    return false;
  }
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'target'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: Purifier | undefined;

/** One DOMPurify instance of its own, so its hook never reaches the shared default instance. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    const href = link.getAttribute('href');
    if (href !== null && !parsesAsAllowed(href)) link.removeAttribute('href');
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

/** The oracle's output as markup. */
export function oracleSanitize(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
