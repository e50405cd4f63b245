import { afterAll, describe, expect, it } from 'vitest';
import { installBrowserLikeDom } from '../test/browser-like-dom.ts';
import { oracleSanitize } from '../test/dompurify-oracle.ts';
import { RICH_TEXT, XSS_PAYLOADS } from '../test/owner-html-corpus.ts';
import { compareWithOracle } from '../test/sanitizer-differential.ts';

// The oracle is DOMPurify, which needs two browser behaviours happy-dom lacks (see the helper).
afterAll(installBrowserLikeDom());

function fragmentOf(...nodes: Node[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(...nodes);
  return fragment;
}

function link(href: string): HTMLAnchorElement {
  return Object.assign(document.createElement('a'), { href, textContent: 'b' });
}

/**
 * Where the runtime's sanitizer is stricter than DOMPurify under happy-dom, on purpose (docs/markup.md
 * §8): the content of object and textarea goes with them, `is` is dropped like any other attribute, an
 * address with a raw `<` or `>` is not kept, and a form named into clobbering goes with its content
 * (happy-dom has no form named properties, so DOMPurify sees no clobbering there; in Chromium it removes
 * those forms too: e2e/sanitizer.spec.ts).
 */
const STRICTER: ReadonlyMap<string, string> = new Map([
  ['<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">recurso</object>', ''],
  ['<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->', ''],
  ['<b is="foo">bar</b>', '<b>bar</b>'],
  ['<a href="https://exemplo.com/x/>y">x</a>', '<a>x</a>'],
  ['<form><input name="childNodes"><input name="firstChild"><input name="nextSibling">123</form>', ''],
  ['<form><input name="localName"><input name="nodeType"><input name="parentNode"><p>dentro</p></form>', ''],
]);

describe('the owner-HTML sanitizer against DOMPurify (the oracle, same allow-list)', () => {
  it.each(RICH_TEXT)('gives the same markup on ordinary rich text: %j', (html) => {
    const { ours, oracle, problems } = compareWithOracle(html);
    expect(problems).toEqual([]);
    expect(ours).toBe(oracle);
  });

  it.each(XSS_PAYLOADS)('is never more permissive on an attack: %j', (html) => {
    const { ours, oracle, problems } = compareWithOracle(html);
    expect(problems).toEqual([]);
    expect(ours).toBe(STRICTER.get(html) ?? oracle);
  });

  it('lists only real differences as stricter', () => {
    for (const [html, expected] of STRICTER) {
      expect(XSS_PAYLOADS).toContain(html);
      expect(oracleSanitize(html)).not.toBe(expected);
    }
  });

  it.each<[string, string, (html: string) => DocumentFragment, string]>([
    ['parsed, not sanitized', '<p onclick="x">a<img src=x></p>', (html) => document.createRange().createContextualFragment(html), 'element img'],
    [
      'an allowed element with a foreign attribute',
      '<b>a</b>',
      () => fragmentOf(Object.assign(document.createElement('b'), { id: 'x' })),
      'attribute id="x" on b',
    ],
    ['a javascript: link', '<a href="javascript:x">b</a>', () => fragmentOf(link('javascript:x')), 'attribute href="javascript:x"'],
    ['a link the oracle stripped', '<a href="javascript:x">b</a>', () => fragmentOf(link('/x')), 'an element or attribute the oracle removed'],
    ['text the oracle dropped', '<script>segredo</script>', () => fragmentOf(document.createTextNode('segredo')), 'text the oracle removed'],
    [
      'a node of the parsed document',
      '<b>a</b>',
      (html) => new DOMParser().parseFromString(html, 'text/html').body.firstChild as unknown as DocumentFragment,
      'a node of another document',
    ],
  ])('the comparison rejects a looser sanitizer: %s', (_, html, loose, problem) => {
    expect(compareWithOracle(html, loose).problems).toContain(problem);
  });
});
