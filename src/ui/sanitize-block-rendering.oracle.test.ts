import { afterAll, describe, expect, it } from 'vitest';
import { installBrowserLikeDom } from '../test/browser-like-dom.ts';
import { itMatchesTheOracle } from '../test/oracle-comparison.ts';
import { RENDERINGS, RICH_TEXT, STRICTER_ON_RENDERINGS } from '../test/owner-html-corpus.ts';
import { BLOCK_RENDERINGS, compareWithOracle } from '../test/sanitizer-differential.ts';

// The oracle is DOMPurify, which needs two browser behaviours happy-dom lacks (see the helper).
afterAll(installBrowserLikeDom());

/** A looser sanitizer: the markup parsed as it is, attributes and all. */
const parsedOnly = (html: string): DocumentFragment => document.createRange().createContextualFragment(html);

describe('the block-rendering sanitizer against DOMPurify (the oracle, same allow-list)', () => {
  itMatchesTheOracle(BLOCK_RENDERINGS, [...RICH_TEXT, ...RENDERINGS], STRICTER_ON_RENDERINGS);

  it.each([
    ['<img src="javascript:alert(1)">', 'attribute src="javascript:alert(1)"'],
    ['<img src="data:image/png;base64,AAAA">', 'attribute src="data:image/png;base64,AAAA"'],
    ['<img srcset="/a.jpg 1x, javascript:alert(1) 2x">', 'attribute srcset="/a.jpg 1x, javascript:alert(1) 2x"'],
    ['<img src="/a.jpg" width="100%">', 'attribute width="100%"'],
    ['<div data-block-type="26">a</div>', 'attribute data-block-type="26" on div'],
    ['<time datetime="2025-06-01" id="t">1</time>', 'attribute id="t" on time'],
    ['<p data-calendar-month="2025-06">a</p>', 'attribute data-calendar-month="2025-06" on p'],
    ['<h1>a</h1>', 'element h1'],
  ])('the comparison rejects a looser sanitizer: %s', (html, problem) => {
    expect(compareWithOracle(html, { ...BLOCK_RENDERINGS, sanitize: parsedOnly }).problems).toContain(problem);
  });
});
