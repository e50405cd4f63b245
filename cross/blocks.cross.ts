/**
 * Every block example in Firefox and WebKit (issue 38): the runtime settles on it with no error
 * report, and teardown gives the example's HTML back exactly, as in Chromium (e2e/blocks.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOCUMENTED_FEATURES, examplesFile, parseExamples } from '../src/registry.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
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
    await expectHtmlBackAfterTeardown(page);
    expect(await qa.errorReports()).toEqual([]);
  });
});
