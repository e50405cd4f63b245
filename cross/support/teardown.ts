import type { CrossPage } from './engine.ts';

/**
 * Tears the runtime down (docs/markup.md §8) and gives the page's <main> as it is then, beside the same
 * address's HTML as the parser builds it with no script run, its nonces emptied as the page's own are
 * (HTML's nonce hiding: each response carries a new one). Equal when teardown gave the HTML back exactly.
 */
export function tearDown(page: CrossPage): Promise<{ original: string | undefined; after: string | undefined }> {
  return page.evaluate(async () => {
    const source = await (await fetch(location.href)).text();
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    for (const element of parsed.querySelectorAll('[nonce]')) element.setAttribute('nonce', '');
    window.SiteRuntime?.teardown();
    return { original: parsed.querySelector('main')?.innerHTML, after: document.querySelector('main')?.innerHTML };
  });
}
