import { readFileSync } from 'node:fs';
import { BUDGET, measure, measureDist } from '../scripts/file-sizes.ts';
import { DOCUMENTED_FEATURES, LAZY_FEATURES, MOUNTED_FEATURES, REACT_FEATURES } from '../src/registry.ts';
import { expect, runtimeSettled, test } from './support/test.ts';
import { chunkOf, filesOf } from './support/built-chunks.ts';

const BLOCK_FEATURES = MOUNTED_FEATURES.filter((feature) => feature.source.startsWith('src/blocks/')).map((feature) => feature.name);

test('the entry stays within its brotli budget', () => {
  expect(measure(readFileSync('dist/runtime.js')).brotli).toBeLessThanOrEqual(BUDGET.entryBrotliBytes);
});

test('a page with no blocks loads the entry and the every-page chunk only: no React, no block chunk, within its brotli budget', async ({ page }, testInfo) => {
  const runtimeFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) runtimeFiles.push(path);
  });
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  // The page's preload hints name the every-page chunk beside runtime.js, so either may finish first; each is fetched once.
  expect(runtimeFiles).toContain('/dist/runtime.js');
  expect(runtimeFiles).toHaveLength(new Set(runtimeFiles).size);
  expect(runtimeFiles.filter((path) => chunkOf(path) === 'react')).toEqual([]);
  for (const feature of BLOCK_FEATURES) {
    expect(
      runtimeFiles.filter((path) => chunkOf(path) === feature && path.endsWith('.js')),
      `${feature} chunk`,
    ).toEqual([]);
  }
  const sizes = runtimeFiles.map((path) => `${chunkOf(path) ?? path.slice('/dist/'.length)} ${measure(readFileSync(path.slice(1))).brotli} B`);
  const brotli = runtimeFiles.reduce((total, path) => total + measure(readFileSync(path.slice(1))).brotli, 0);
  testInfo.annotations.push({ type: 'page without blocks', description: `${brotli} B brotli: ${sizes.join(', ')}` });
  expect(brotli).toBeLessThanOrEqual(BUDGET.pageWithoutBlocksBrotliBytes);
});

/**
 * Who asked for each runtime file (Chrome DevTools Protocol): the entry asks for a chunk and every
 * file it needs at once, so no chunk file is discovered by parsing another one. The pages are loaded
 * as a renderer without preload hints writes them (?preload=0): with hints the HTML asks for the
 * files first (e2e/preload-hints.spec.ts).
 */
async function runtimeRequestInitiators(page: import('@playwright/test').Page): Promise<Map<string, string>> {
  const initiators = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/dist/chunks/')) return;
    const file = path.slice('/dist/chunks/'.length);
    // The first request counts: a module's static import of a file already on its way is asked again from memory.
    if (initiators.has(file)) return;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.type;
    initiators.set(file, new URL(from, request.url).pathname);
  });
  return initiators;
}

for (const [fixture, chunks] of [
  ['kitchen-sink', ['every-page', 'form', 'react', 'accordion', 'menu']],
  ['cookie-banner', ['every-page', 'cookie-banner']],
] as const) {
  test(`${fixture}: every chunk file is asked for by the entry itself, so a page is 2 requests deep after its HTML`, async ({ page }) => {
    const initiators = await runtimeRequestInitiators(page);
    await page.goto(`/fixtures/${fixture}.html?preload=0`);
    await runtimeSettled(page);
    for (const chunk of chunks)
      expect(
        [...initiators.keys()].some((file) => chunkOf(`/dist/chunks/${file}`) === chunk),
        `${chunk} requested`,
      ).toBe(true);
    expect(Object.fromEntries([...initiators].filter(([, from]) => from !== '/dist/runtime.js'))).toEqual({});
  });
}

const reactFile = (): string => filesOf('react').find((file) => file.endsWith('.js')) ?? 'no React chunk built';

test('the React chunk is among the files of exactly the React features (src/registry.ts REACT_FEATURES)', () => {
  const { map } = measureDist('dist');
  const react = reactFile().slice('/dist/'.length);
  const withReact = [...MOUNTED_FEATURES, ...LAZY_FEATURES]
    .filter((feature) => (map.chunks[feature.name] ?? []).some((index) => map.files[index] === react))
    .map((feature) => feature.name);
  expect(withReact.sort()).toEqual([...REACT_FEATURES].sort());
});

// V8's magic comment (build/compile-hint.ts), spelled as V8 reads it.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test("React's file and the every-page chunk's start with V8's compile hint, so their functions compile while they download", () => {
  const { map } = measureDist('dist');
  const everyPage = map.files[map.chunks['every-page']?.[0] ?? -1] ?? '';
  expect(everyPage).toMatch(/\.js$/);
  for (const file of [reactFile().slice('/dist/'.length), everyPage]) expect(readFileSync(`dist/${file}`, 'utf8').split('\n', 1)[0]).toBe(COMPILE_HINT);
  // Only there: every other file keeps V8's lazy compilation (and its bytes).
  const hinted = map.files.filter((file) => file.endsWith('.js') && readFileSync(`dist/${file}`, 'utf8').startsWith(COMPILE_HINT));
  expect(hinted.sort()).toEqual([reactFile().slice('/dist/'.length), everyPage].sort());
});

// Each documented block's first example, as a renderer without preload hints writes it: the runtime alone decides.
for (const feature of DOCUMENTED_FEATURES) {
  test(`${feature.name}'s example page loads React only if a React block is on it`, async ({ page }) => {
    const runtimeFiles: string[] = [];
    page.on('requestfinished', (request) => runtimeFiles.push(new URL(request.url()).pathname));
    await page.goto(`/examples/${feature.name}/1.html?preload=0`);
    await runtimeSettled(page);
    const onPage = await page.evaluate(
      (features) => features.filter(({ selector }) => document.querySelector(selector)).map(({ name }) => name),
      MOUNTED_FEATURES.map(({ name, selector }) => ({ name, selector })),
    );
    expect(runtimeFiles.includes(reactFile()), `React for ${onPage.join(', ')}`).toBe(onPage.some((name) => REACT_FEATURES.includes(name)));
  });
}
