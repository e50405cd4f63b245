import { readFileSync } from 'node:fs';
import { BUDGET, measure } from '../scripts/file-sizes.ts';
import { MOUNTED_FEATURES } from '../src/registry.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const BLOCK_FEATURES = MOUNTED_FEATURES.filter((feature) => feature.source.startsWith('src/blocks/')).map((feature) => feature.name);

test('the entry stays within its brotli budget', () => {
  expect(measure(readFileSync('dist/runtime.js')).brotli).toBeLessThanOrEqual(BUDGET.entryBrotliBytes);
});

test('a page with no blocks loads the entry and the page services only: no React, no block chunk, within its brotli budget', async ({ page }, testInfo) => {
  const runtimeFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) runtimeFiles.push(path);
  });
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  expect(runtimeFiles[0]).toBe('/dist/runtime.js');
  expect(runtimeFiles.filter((path) => path.includes('/chunks/react-'))).toEqual([]);
  for (const feature of BLOCK_FEATURES) {
    expect(
      runtimeFiles.filter((path) => new RegExp(`/chunks/${feature}-[\\w-]+\\.js$`).test(path)),
      `${feature} chunk`,
    ).toEqual([]);
  }
  const sizes = runtimeFiles.map((path) => `${path.slice('/dist/'.length)} ${measure(readFileSync(path.slice(1))).brotli} B`);
  const brotli = runtimeFiles.reduce((total, path) => total + measure(readFileSync(path.slice(1))).brotli, 0);
  testInfo.annotations.push({ type: 'page without blocks', description: `${brotli} B brotli: ${sizes.join(', ')}` });
  expect(brotli).toBeLessThanOrEqual(BUDGET.pageWithoutBlocksBrotliBytes);
});
