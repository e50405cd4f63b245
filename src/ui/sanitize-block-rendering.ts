import {
  ALLOWED_TAGS,
  isAllowedUrl,
  LINK_ATTRIBUTES,
  sanitizeHtmlToFragment,
  urlRule,
  type AllowList,
  type AttributeRule,
  type AttributeRules,
} from './sanitize-owner-html.ts';

/**
 * The allow-list of a block's re-rendering (`POST /api/widget/GetWidgetRendering`: the calendar's month
 * and the events summary, docs/markup.md §6.14, §6.20 and §8): the `html` replaces the block's content
 * only through this, with the short texts' inert parse and rebuild (./sanitize-owner-html.ts).
 *
 * The short texts' list plus what a summary's items or a month's table are made of. Not kept: controls
 * (buttons and forms are the runtime's to add), `h1` (the page has its own), `picture` and `source` (an
 * image's `srcset` and `sizes` do), `id` and `name` (they could collide with the page's or clobber),
 * `style` (the CSP blocks inline styles anyway), event handlers, and any `data-*` but the ones the
 * runtime reads from a rendering, so that a runtime marker in the server's HTML (`data-block-type`,
 * `data-lightbox`, `data-video`…) never mounts anything. `thead` and `colgroup` go with their content,
 * as in the short texts (DOMPurify's list of such elements): a rendering puts a table's head row, of
 * `th`, in its `tbody`.
 */

const BLOCK_RENDERING_TAGS: readonly string[] = [
  ...ALLOWED_TAGS,
  ...['div', 'section', 'article', 'header', 'footer', 'nav', 'h2', 'h3', 'h4', 'h5', 'h6', 'small'],
  ...['figure', 'figcaption', 'img', 'time', 'table', 'caption', 'tbody', 'tr', 'th', 'td'],
];

/** An allow-list of `tags`, each with its own `attributes` (by tag) and the `common` ones. */
function allowList(tags: readonly string[], attributes: Readonly<Record<string, AttributeRules>>, common: AttributeRules): AllowList {
  return new Map(tags.map((tag) => [tag, new Map(Object.entries({ ...common, ...attributes[tag] }))]));
}

/**
 * Text as written, unless it could close a raw-text element or a comment were the markup ever written
 * out and parsed again (`</xmp>`, `-->`…): DOMPurify's ATTR_VALUE_BREAKOUT, which drops such a value.
 */
const BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const text: AttributeRule = (value) => (BREAKOUT.test(value) ? undefined : value);
const matching =
  (pattern: RegExp): AttributeRule =>
  (value) =>
    pattern.test(value) ? value : undefined;
const oneOf =
  (...values: string[]): AttributeRule =>
  (value) =>
    values.includes(value) ? value : undefined;
const digits = matching(/^\d+$/);

/** An image's addresses: http(s) or relative, no `data:`, no `javascript:`, no `mailto:`. */
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** A srcset candidate: an address and at most one width or density descriptor. */
const CANDIDATE = /^\s*(\S+)(?:\s+\d+(?:\.\d+)?[wx])?\s*$/;

/**
 * Kept whole when every candidate is an image address, else dropped. Split at every comma: a comma
 * inside an address makes pieces that are each checked, so the browser never reads an unchecked one.
 */
const srcset: AttributeRule = (value) =>
  value.split(',').every((candidate) => {
    const url = CANDIDATE.exec(candidate)?.[1];
    return url !== undefined && isAllowedUrl(url, IMAGE_PROTOCOLS);
  })
    ? value
    : undefined;

const CELL = { colspan: digits, rowspan: digits, scope: oneOf('row', 'col', 'rowgroup', 'colgroup') };

/**
 * The block renderings' allow-list (its names are the oracle's too: src/test/dompurify-oracle.ts).
 * @internal Exported for the sanitizer comparisons (src/test/), which give DOMPurify the same list.
 */
export const BLOCK_RENDERING: AllowList = allowList(
  BLOCK_RENDERING_TAGS,
  {
    // A month's links to the months before and after (docs/markup.md §6.14).
    a: { ...LINK_ATTRIBUTES, 'data-calendar-month': matching(/^\d{4}-\d{2}$/) },
    img: {
      src: urlRule(IMAGE_PROTOCOLS),
      srcset,
      sizes: text,
      alt: text,
      width: digits,
      height: digits,
      loading: oneOf('lazy', 'eager'),
      decoding: oneOf('sync', 'async', 'auto'),
    },
    time: { datetime: text },
    th: CELL,
    td: CELL,
  },
  // The summary's items (docs/markup.md §6.20) and an event's end.
  { class: text, 'aria-label': text, 'data-summary-items': text, 'data-summary-event-end': text },
);

/** A block's re-rendering from the server with only the block renderings' markup left, as nodes of this document. */
export function sanitizeBlockRenderingToFragment(html: string): DocumentFragment {
  return sanitizeHtmlToFragment(html, BLOCK_RENDERING);
}
