import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { BLOCK_RENDERING } from '../ui/sanitize-block-rendering.ts';
import { ALLOWED_TAGS } from '../ui/sanitize-owner-html.ts';

/**
 * Tests only: the oracle for src/ui/sanitize-owner-html.ts. DOMPurify with the runtime's allow-list
 * and link rules, exactly as the runtime used it before its own sanitizer (DOMPurify's address check
 * plus an http(s)/mailto/relative check by parsing, `target` only as `_blank` with
 * `rel="noopener noreferrer"`). The runtime's sanitizer must never be more permissive than this.
 * Under happy-dom, install src/test/browser-like-dom.ts before the first call.
 *
 * The block renderings' list (src/ui/sanitize-block-rendering.ts) has its own configuration: its
 * elements, the names of its attributes on any of them (DOMPurify has no list per element), and an
 * image's `src` and every `srcset` address checked by parsing as http(s) or relative.
 */

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** DOMPurify's first check: a scheme of http, https or mailto, or no scheme at all. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The previous runtime check, by parsing only (no white space taken out first). */
function parsesAsAllowed(url: string, protocols: ReadonlySet<string>): boolean {
  try {
    return protocols.has(new URL(url, 'https://base.invalid/').protocol);
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

/** The block renderings' attributes that hold text, not an address: DOMPurify must not read them as one. */
const BLOCK_TEXT_ATTRIBUTES = ['aria-label', 'sizes', 'datetime', 'data-summary-items', 'data-summary-event-end'];

const BLOCK_CONFIG: Config = {
  ...CONFIG,
  ALLOWED_TAGS: [...BLOCK_RENDERING.keys()],
  ALLOWED_ATTR: [...new Set([...BLOCK_RENDERING.values()].flatMap((rules) => [...rules.keys()])), 'target'],
  ADD_URI_SAFE_ATTR: BLOCK_TEXT_ATTRIBUTES,
};

let purifier: Purifier | undefined;

/** One DOMPurify instance of its own, so its hooks never reach the shared default instance. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') keepImageAddresses(node as Element);
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    const href = link.getAttribute('href');
    if (href !== null && !parsesAsAllowed(href, LINK_PROTOCOLS)) link.removeAttribute('href');
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

/** An image's `src` and `srcset` only with http(s) or relative addresses (DOMPurify keeps `data:` on images). */
function keepImageAddresses(image: Element): void {
  const src = image.getAttribute('src');
  if (src !== null && !parsesAsAllowed(src, IMAGE_PROTOCOLS)) image.removeAttribute('src');
  const srcset = image.getAttribute('srcset');
  const urls = srcset?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  if (urls && !urls.every((url) => parsesAsAllowed(url, IMAGE_PROTOCOLS))) image.removeAttribute('srcset');
}

/** The oracle's output as markup: the owner's short texts. */
export function oracleSanitize(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

/** The oracle's output as markup: a block's rendering. */
export function oracleSanitizeBlockRendering(html: string): string {
  return getPurifier().sanitize(html, BLOCK_CONFIG);
}
