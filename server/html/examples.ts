import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENTED_FEATURES, examplesFile, parseExamples, type BlockExample, type MountedFeature } from '../../src/registry.ts';
import { escapeHtml, html } from './escape.ts';
import type { FixtureSummary } from './fixture-catalogue.ts';
import { PAGE_END_ID, type FixtureSource } from './fixture-page.ts';

/** The fixture site's side of the block examples (src/registry.ts says what they are). */

/** The feature's examples; none when its file is missing (a test root; src/test/markup-doc.test.ts requires the real ones). */
async function readExamples(rootDir: string, feature: Pick<MountedFeature, 'source'>): Promise<BlockExample[]> {
  try {
    return parseExamples(await readFile(join(rootDir, examplesFile(feature)), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Example `n` (from 1) of the feature, as a fixture page: the markup alone in <main>. */
export async function examplePage(rootDir: string, name: string, n: number): Promise<FixtureSource | undefined> {
  const feature = DOCUMENTED_FEATURES.find((candidate) => candidate.name === name);
  if (!feature) return undefined;
  const example = (await readExamples(rootDir, feature))[n - 1];
  if (!example) return undefined;
  return {
    meta: {
      title: `${feature.name}: ${example.title}`,
      description: `Example ${n} of docs/markup.md §${feature.docs}, served from ${examplesFile(feature)}.`,
      context: example.context,
      runtimeCopies: [],
    },
    // First painted once the footer after the block is parsed (Chromium; others ignore it): a slow
    // parser's paint of half a block, then the rest (a stacked image's caption arriving above it), is
    // the page's own shift, not the runtime's, and made blocks.spec's layout-shift check flaky.
    head: [html`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`],
    // The example's title is the page's second heading level, as a block sits under a page's sections.
    body: `  <main>\n    <h2>${escapeHtml(example.title)}</h2>\n${example.markup.replace(/^/gm, '    ')}\n  </main>\n`,
  };
}

/** Every example page, for the index. */
export async function listExamples(rootDir: string): Promise<FixtureSummary[]> {
  const lists = await Promise.all(
    DOCUMENTED_FEATURES.map(async (feature) =>
      (await readExamples(rootDir, feature)).map((example, index) => ({
        file: examplesFile(feature),
        href: `/examples/${feature.name}/${index + 1}.html`,
        title: `${feature.name}: ${example.title}`,
        description: `docs/markup.md §${feature.docs}`,
      })),
    ),
  );
  return lists.flat();
}

const INCLUDE = /^([ \t]*)<!--example ([a-z][a-z-]*) ([1-9]\d*)-->[ \t]*$/gm;

/**
 * A fixture shows a block by naming its example, `<!--example accordion 2-->` on a line of its own,
 * instead of copying its markup: the example's markup takes the line, at its indentation. An example
 * that does not exist is an error, so a renamed one cannot leave a page silently empty.
 */
export async function includeExamples(rootDir: string, body: string): Promise<string> {
  const found = new Map<string, BlockExample[]>();
  for (const [, , name = ''] of body.matchAll(INCLUDE)) {
    const feature = DOCUMENTED_FEATURES.find((candidate) => candidate.name === name);
    if (feature && !found.has(name)) found.set(name, await readExamples(rootDir, feature));
  }
  return body.replace(INCLUDE, (_line, indent: string, name: string, n: string) => {
    const example = found.get(name)?.[Number(n) - 1];
    if (!example) throw new Error(`The fixture names example ${n} of ${name}, which does not exist`);
    return example.markup.replace(/^/gm, indent);
  });
}
