import { afterAll, describe, expect, it } from 'vitest';
import { installBrowserLikeDom } from '../test/browser-like-dom.ts';
import { itMatchesTheOracle } from '../test/oracle-comparison.ts';
import { RICH_TEXT, STRICTER } from '../test/owner-html-corpus.ts';
import { compareWithOracle, SHORT_TEXTS } from '../test/sanitizer-differential.ts';

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

describe('the owner-HTML sanitizer against DOMPurify (the oracle, same allow-list)', () => {
  itMatchesTheOracle(SHORT_TEXTS, RICH_TEXT, STRICTER);

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
    ['white space the oracle dropped', '<script>\n\n</script>', () => fragmentOf(document.createTextNode('\n\n')), 'white space the oracle removed'],
    [
      'a node of the parsed document',
      '<b>a</b>',
      (html) => new DOMParser().parseFromString(html, 'text/html').body.firstChild as unknown as DocumentFragment,
      'a node of another document',
    ],
  ])('the comparison rejects a looser sanitizer: %s', (_, html, loose, problem) => {
    expect(compareWithOracle(html, { ...SHORT_TEXTS, sanitize: loose }).problems).toContain(problem);
  });
});
