import { readFileSync } from 'node:fs';
import { BUDGET, measure } from '../scripts/file-sizes';
import { expect, runtimeSettled, test } from './support/test';

test('the entry stays within its brotli budget', () => {
  expect(measure(readFileSync('dist/runtime.js')).brotli).toBeLessThanOrEqual(BUDGET.entryBrotliBytes);
});

test('a page with no blocks downloads only the entry: no React, no feature chunk, within 12 KB brotli', async ({ page }) => {
  const runtimeFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) runtimeFiles.push(path);
  });
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  expect(runtimeFiles).toEqual(['/dist/runtime.js']);
  const brotli = runtimeFiles.reduce((total, path) => total + measure(readFileSync(path.slice(1))).brotli, 0);
  expect(brotli).toBeLessThanOrEqual(BUDGET.pageWithoutBlocksBrotliBytes);
});
