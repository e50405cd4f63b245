import { expect } from 'vitest';
import type { CrossPage } from './engine.ts';

/**
 * Tears the runtime down (docs/markup.md §8) and gives the page's <main> as it is then, beside the same
 * address's HTML as the parser builds it with no script run, its nonces emptied as the page's own are
 * (HTML's nonce hiding: each response carries a new one). Equal when teardown gave the HTML back exactly.
 */
function tearDown(page: CrossPage): Promise<{ original: string | undefined; after: string | undefined }> {
  return page.evaluate(async () => {
    const source = await (await fetch(location.href)).text();
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    for (const element of parsed.querySelectorAll('[nonce]')) element.setAttribute('nonce', '');
    window.SiteRuntime?.teardown();
    return { original: parsed.querySelector('main')?.innerHTML, after: document.querySelector('main')?.innerHTML };
  });
}

/** Tears the runtime down and expects the page's <main> to be its HTML again, exactly. */
export async function expectHtmlBackAfterTeardown(page: CrossPage): Promise<void> {
  const { original = '', after = '' } = await tearDown(page);
  // Where they part, for the failure's message: 200 characters either side.
  let at = 0;
  while (at < original.length && original[at] === after[at]) at += 1;
  expect(after.slice(Math.max(0, at - 200), at + 200)).toBe(original.slice(Math.max(0, at - 200), at + 200));
  expect(after).toBe(original);
}
