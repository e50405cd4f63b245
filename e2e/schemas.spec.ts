/**
 * zod runs only where a page calls the platform: the page context and the small blocks' configs are
 * parsed with descriptors compiled at build time (README.md, "Untrusted JSON"). Checked on the files
 * each page really downloads.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chunkOf } from './support/built-chunks.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/** The runtime's script files a page downloaded, and which of them hold zod's code. */
async function scriptsOf(page: Page, path: string): Promise<{ scripts: string[]; withZod: string[] }> {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/dist/') && url.endsWith('.js')) scripts.push(url);
  });
  await page.goto(path);
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  // Every zod schema carries its internals under `_zod`; no other code of the runtime names it.
  const withZod = scripts.filter((script) => readFileSync(script.slice(1), 'utf8').includes('_zod'));
  return { scripts, withZod };
}

for (const path of [
  '/fixtures/no-blocks.html',
  '/fixtures/accordion.html',
  '/fixtures/menu.html',
  '/fixtures/button.html',
  '/fixtures/cart.html',
  '/fixtures/mobile-info-bar.html',
  '/examples/checkout-link/1.html',
]) {
  test(`${path} downloads no zod`, async ({ page }) => {
    const { scripts, withZod } = await scriptsOf(page, path);
    expect(scripts.some((script) => chunkOf(script) === 'every-page')).toBe(true);
    expect(withZod).toEqual([]);
  });
}

test('a form, which checks the platform’s replies, does download zod', async ({ page }) => {
  const { withZod } = await scriptsOf(page, '/fixtures/form.html');
  expect(withZod.length).toBeGreaterThan(0);
});
