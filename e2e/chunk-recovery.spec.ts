import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { filesOf } from './support/built-chunks.ts';
import type { QaClient } from './support/qa-client.ts';
import { PAGE } from './support/form-page.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

// Issue 16: a block's chunk that fails is loaded again, or the page reloaded once, never in a loop, never over typed text.
const FORM_CHUNK = filesOf('form').find((file) => file.endsWith('.js')) ?? '';
const FORM_FILES = '/dist/chunks/form-*.js';
const FALLBACK = 'Não foi possível carregar este formulário. Tentar de novo';

/** The form block is enhanced: its character counter is the runtime's. */
const enhanced = (page: Page) => expect(page.locator('.form-char-counter')).toHaveText('0 / 40');

/** Opens the form page, which reloads once and then mounts the form; ops are told the chunk was recovered by that reload. */
async function recoversByOneReload(page: Page, qa: QaClient): Promise<void> {
  const loads = countLoads(page);
  await page.goto(PAGE);
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  await enhanced(page);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => [report.eventName, report.data]), { timeout: 5000 })
    .toEqual([
      [
        'interface_recovered_site-runtime',
        expect.objectContaining({ name: 'ChunkRecovered', chunk: 'form', type: 'missing', by: 'reload', request: expect.stringContaining(FORM_CHUNK) }),
      ],
    ]);
  expect(loads()).toBe(2);
}

test('a chunk that times out once is loaded again after 120 s, the block mounts, and ops count it as recovered by retry', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource/);
  await qa.fault({ path: FORM_FILES, delayMs: 200_000, times: 1 });
  await page.clock.install();
  await page.goto(PAGE);
  await expect.poll(async () => (await qa.requests({ path: FORM_CHUNK })).length).toBe(1);
  await page.clock.runFor(120_000 + 200);
  await enhanced(page);
  const requests = await qa.requests({ path: FORM_CHUNK });
  expect(requests.map((request) => request.query)).toEqual([{}, { retry: expect.stringMatching(/^\w+$/) }]);
  await page.clock.runFor(1_000);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => [report.eventName, report.data]))
    .toEqual([['interface_recovered_site-runtime', expect.objectContaining({ name: 'ChunkRecovered', chunk: 'form', type: 'timeout', by: 'retry' })]]);
});

test('a chunk gone after a deploy (404) reloads the page once, and the block then mounts, counted as recovered by reload', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  // Gone for the page's preload hint, the runtime's import() and its question after it; back for the reloaded page (the new deploy).
  await qa.fault({ path: FORM_CHUNK, status: 404, times: 3 });
  await recoversByOneReload(page, qa);

  // Ops see it counted as recovered (by reload), not as an error.
  await page.goto(`/__qa/ops?session=${encodeURIComponent(qa.session)}`);
  const group = page.getByRole('row').filter({ hasText: 'missing' });
  await expect(group.getByRole('cell').nth(1)).toHaveText('form');
  await expect(group.getByRole('cell').nth(3)).toHaveText('1');
  await expect(group.getByRole('cell').nth(4)).toHaveText('1');
  await expect(group.getByRole('cell').nth(5)).toHaveText('0');
  const groups = await (await page.request.get('/__qa/ops.json', { params: { session: qa.session } })).json();
  expect(groups).toEqual([
    expect.objectContaining({ type: 'missing', chunk: 'form', total: 1, recovered: 1, unrecovered: 0, outcomes: { 'recovered:reload': 1 } }),
  ]);
});

test('an HTML page where the chunk was counts as gone: one reload', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load module script|Failed to fetch dynamically imported module/);
  // The preload hint and the runtime's question get the page (import() takes the preload's answer, which arrived, where
  // after a 404 it asks again); the reloaded page gets the file.
  await qa.fault({ path: FORM_CHUNK, status: 200, body: '<!doctype html><title>Página inicial</title>', contentType: 'text/html; charset=utf-8', times: 2 });
  await recoversByOneReload(page, qa);
});

test('a chunk that stays gone ends in the fallback after one reload: no loop, the retry button tries again', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  consoleErrors.expect(/\[site-runtime\] form block #block-\S+ was not enhanced: ChunkLoadError/);
  await qa.fault({ path: FORM_FILES, status: 404 });
  const loads = countLoads(page);
  await page.goto(PAGE);
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  await expect(page.locator('.site-runtime-fallback')).toHaveText(FALLBACK);
  await page.waitForTimeout(500);
  expect(loads()).toBe(2);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => report.data), { timeout: 5000 })
    .toEqual([expect.objectContaining({ name: 'ChunkLoadError', chunk: 'form', type: 'missing', recovery: 'reload', status: 404 })]);
  await expectAxeClean(page);
  // The deploy is complete: the visitor's retry (from the keyboard) loads the chunk at a new address and the form mounts.
  await qa.clearFaults();
  await page.getByRole('button', { name: 'Tentar de novo' }).focus();
  await page.keyboard.press('Enter');
  await enhanced(page);
  await expect(page.locator('.site-runtime-fallback')).toHaveCount(0);
  expect(loads()).toBe(2);
});

test('a form with typed text is never reloaded away: the fallback shows, the text stays, a submit posts nothing', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  consoleErrors.expect(/\[site-runtime\] form block #block-\S+ was not enhanced: ChunkLoadError/);
  // The chunk answers late, and gone: the visitor types meanwhile (the page's load event waits for its preload hint).
  await qa.fault({ path: FORM_CHUNK, status: 404, delayMs: 4000 });
  const loads = countLoads(page);
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await page.locator('#f-text').fill('Orçamento de festa');
  // The preload hint, the import() and the runtime's question each wait 4 s.
  await expect(page.locator('.site-runtime-fallback')).toHaveText(FALLBACK, { timeout: 20_000 });
  await expect(page.locator('#f-text')).toHaveValue('Orçamento de festa');
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await page.waitForTimeout(500);
  expect(loads()).toBe(1);
  await expect(page.locator('#f-text')).toHaveValue('Orçamento de festa');
  expect((await qa.requests({ method: 'POST' })).filter((request) => request.path === PAGE)).toEqual([]);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => report.data), { timeout: 5000 })
    .toEqual([expect.objectContaining({ name: 'ChunkLoadError', chunk: 'form', type: 'missing', recovery: 'none' })]);
});

test.describe('a chunk loaded on demand (the global API’s, at the first call)', () => {
  const PAGE_WITHOUT_BLOCKS = '/fixtures/no-blocks.html';
  const API_FILES = '/dist/chunks/site-api-*.js';
  const details = (page: Page) =>
    page.evaluate(() =>
      window.SiteRuntime!.places('details', { place_id: 'fixture-place-cristo' }, { productPage: 'checkout', productSection: 'shipping-address' }),
    );

  test('that the server fails once (503) answers at the second attempt, counted as recovered by retry', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 503/);
    const loads = countLoads(page);
    await page.goto(PAGE_WITHOUT_BLOCKS);
    await runtimeSettled(page);
    expect(await qa.requests({ path: API_FILES })).toEqual([]);
    await qa.fault({ path: API_FILES, status: 503, times: 1 });
    await expect(details(page)).resolves.toMatchObject({ result: expect.anything() });
    expect(loads()).toBe(1);
    await expect
      .poll(async () => (await qa.errorReports()).map((report) => report.data), { timeout: 5000 })
      .toEqual([expect.objectContaining({ name: 'ChunkRecovered', chunk: 'site-api', type: 'error', by: 'retry' })]);
  });

  test('once version.json names a newer build (read when the page is shown again, 5 min on), a failure goes straight to one reload', async ({
    page,
    qa,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 503/);
    await page.clock.install();
    const loads = countLoads(page);
    await page.goto(PAGE_WITHOUT_BLOCKS);
    await runtimeSettled(page);
    await qa.fault({ path: '/dist/version.json', body: '{"build":"newer00001"}' });
    await qa.fault({ path: API_FILES, status: 503 });
    // Shown again before 5 minutes have passed: not asked.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.clock.runFor(5 * 60 * 1000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(async () => (await qa.requests({ path: '/dist/version.json' })).length).toBe(1);
    // The call's page goes away under it.
    await details(page).catch(() => undefined);
    await expect.poll(loads).toBe(2);
    // A 503 is loaded again otherwise: no retry went out before the reload.
    expect((await qa.requests({ path: API_FILES })).filter((request) => 'retry' in request.query)).toEqual([]);
  });
});
