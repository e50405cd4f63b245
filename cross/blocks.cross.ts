/**
 * Every block example in Firefox and WebKit (issue 38): the runtime settles on it with no error
 * report, and teardown gives the example's HTML back exactly, as in Chromium (e2e/blocks.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOCUMENTED_FEATURES, examplesFile, parseExamples } from '../src/registry.ts';
import { inEveryEngine } from './support/suite.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const EXAMPLES = DOCUMENTED_FEATURES.flatMap((feature) =>
  parseExamples(readFileSync(examplesFile(feature), 'utf8')).map((example, index) => ({
    name: `${feature.name}, example ${index + 1} (${example.title})`,
    path: `/examples/${feature.name}/${index + 1}.html`,
  })),
);

inEveryEngine((browser) => {
  it.each(EXAMPLES)('$name: settles with no error report, and teardown gives its HTML back exactly', async ({ path }) => {
    const { page, qa } = await openAsNewVisitor(browser(), path);
    await settled(page);
    const { original, after } = await page.evaluate(async () => {
      // The example's HTML as the parser builds it with no script run: the same address, parsed apart. Its
      // nonces emptied as the page's own are (HTML's nonce hiding), since each response carries a new one.
      const source = await (await fetch(location.href)).text();
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      for (const element of parsed.querySelectorAll('[nonce]')) element.setAttribute('nonce', '');
      window.SiteRuntime?.teardown();
      return { original: parsed.querySelector('main')?.innerHTML, after: document.querySelector('main')?.innerHTML };
    });
    expect(after).toBe(original);
    expect(await qa.errorReports()).toEqual([]);
  });
});
