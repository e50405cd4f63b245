import { DROPPED, sanitizeHtmlToFragment, type AllowList } from '../ui/sanitize-owner-html.ts';

/**
 * Tests only, measured and not shipped (issue 40, README "Packages beyond the design card": dompurify):
 * what the owner-HTML sanitizer would be on the HTML Sanitizer API (`Element.setHTML`) where a browser
 * has it, with the hand-written one as the fallback. Two forms, both run on the corpora in every browser
 * that has the API (src/test/sanitizer-page.ts):
 *
 * - `setHtmlAlone`: setHTML with the configuration closest to a list: its elements with their
 *   attributes' names, every other HTML element that does not go with its content replaced by its
 *   children, no comments, no data-* attributes. The API cannot say the rest: an address's schemes
 *   (it removes `javascript:` only), `target` only as `_blank` with `rel` set, a value's shape (digits,
 *   a keyword, a month, a srcset's addresses), and an element it has no name for (a custom or unknown
 *   element goes with its text).
 * - `setHtmlWithRules`: the same, then the list's attribute rules applied to what setHTML kept: the
 *   smallest setHTML path that keeps the list's rules, and the one whose bytes are measured
 *   (scripts/sanitizer-set-html-cost.ts).
 */

/** The HTML Sanitizer API's configuration, as far as it is used here. */
interface SanitizerConfig {
  readonly elements: readonly { readonly name: string; readonly attributes: readonly string[] }[];
  readonly replaceWithChildrenElements: readonly string[];
  readonly attributes: readonly string[];
  readonly comments: boolean;
  readonly dataAttributes: boolean;
}

type SetHtml = (this: Element, html: string, options: { sanitizer: SanitizerConfig }) => void;

/** The browser's Element.prototype.setHTML, when it has the HTML Sanitizer API. */
export function nativeSetHtml(): SetHtml | undefined {
  const setHtml = (Element.prototype as unknown as { setHTML?: unknown }).setHTML;
  return typeof setHtml === 'function' ? (setHtml as SetHtml) : undefined;
}

/** HTML's elements, current and obsolete (the HTML standard's index and §16), that a parser makes HTML elements of. */
const HTML_ELEMENTS: readonly string[] = (
  'a abbr address area article aside audio b base bdi bdo blockquote br button canvas caption cite code col colgroup data datalist dd del ' +
  'details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img input ' +
  'ins kbd label legend li link main map mark math menu meta meter nav noscript object ol optgroup option output p picture pre progress q rp rt ' +
  'ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea tfoot th ' +
  'thead time title tr track u ul var video wbr acronym applet basefont bgsound big blink center dir font frame frameset image isindex keygen ' +
  'listing marquee menuitem multicol nextid nobr noembed noframes param plaintext rb rtc spacer strike tt xmp'
).split(' ');

/** The list as a Sanitizer configuration: see above for what it cannot say. */
function sanitizerConfig(allowed: AllowList): SanitizerConfig {
  return {
    elements: [...allowed].map(([name, rules]) => ({ name, attributes: [...rules.keys(), ...(name === 'a' ? ['target'] : [])] })),
    replaceWithChildrenElements: HTML_ELEMENTS.filter((name) => !allowed.has(name) && !DROPPED.has(name)),
    attributes: [],
    comments: false,
    dataAttributes: false,
  };
}

function setHtmlFragment(setHtml: SetHtml, html: string, config: SanitizerConfig): DocumentFragment {
  const box = document.createElement('div');
  setHtml.call(box, html, { sanitizer: config });
  const fragment = document.createDocumentFragment();
  fragment.append(...box.childNodes);
  return fragment;
}

/** setHTML alone with the list's closest configuration (throws where the browser has no setHTML). */
export function setHtmlAlone(allowed: AllowList): (html: string) => DocumentFragment {
  const config = sanitizerConfig(allowed);
  return (html) => setHtmlFragment(nativeSetHtml()!, html, config);
}

/** The list's attribute rules on what setHTML kept, as the hand-written sanitizer copies them. */
function applyRules(fragment: DocumentFragment, allowed: AllowList): DocumentFragment {
  for (const element of fragment.querySelectorAll('*')) {
    const rules = allowed.get(element.localName);
    const target = element.getAttribute('target');
    for (const { name, value } of [...element.attributes]) {
      const kept = rules?.get(name)?.(value);
      if (kept === undefined) element.removeAttribute(name);
      else if (kept !== value) element.setAttribute(name, kept);
    }
    if (element.localName === 'a' && element.hasAttribute('href') && target?.trim() === '_blank') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return fragment;
}

/** setHTML, then the list's attribute rules; the hand-written sanitizer where the browser has no setHTML. */
export function setHtmlWithRules(allowed: AllowList): (html: string) => DocumentFragment {
  const config = sanitizerConfig(allowed);
  return (html) => {
    const setHtml = nativeSetHtml();
    return setHtml ? applyRules(setHtmlFragment(setHtml, html, config), allowed) : sanitizeHtmlToFragment(html, allowed);
  };
}
