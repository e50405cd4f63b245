import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { QaClient, RecordedRequest } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const TRACE = '/api/events/Trace';

interface TraceEvent {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** The events of one recorded Trace call: the form field `data`, a JSON list. */
function eventsOf(request: RecordedRequest | undefined): TraceEvent[] {
  expect(request?.method).toBe('POST');
  expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(request?.status).toBe(200);
  const body = request?.body as Record<string, string>;
  expect(Object.keys(body)).toEqual(['data']);
  return JSON.parse(body.data ?? '') as TraceEvent[];
}

async function traceCalls(qa: QaClient, count: number): Promise<RecordedRequest[]> {
  await expect.poll(async () => (await qa.requests({ path: TRACE })).length).toBe(count);
  return qa.requests({ path: TRACE });
}

/** The trace queue's chunk, as the build named it. */
const TRACE_CHUNK = `/dist/${(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['src/page/trace/index.ts']?.file}`;

/** Resolves once the trace queue's chunk has arrived (it loads with the first event traced). */
function traceChunkLoaded(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === TRACE_CHUNK);
}

test('events wait in the page’s queue and leave in one call when the page is hidden (navigating away)', async ({ page, qa }) => {
  const loaded = traceChunkLoaded(page);
  await page.goto('/fixtures/trace.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  await loaded;
  await page.keyboard.press('Escape');

  // A newsletter sent empty fails validation; then one that goes through.
  const form = page.locator('#block-news');
  await form.getByRole('button', { name: 'Assinar' }).click();
  await expect(form.locator('.form-error')).not.toBeEmpty();
  await form.getByLabel('E-mail').fill('ana@exemplo.com');
  await form.getByRole('button', { name: 'Assinar' }).click();
  await expect(form.getByText('Inscrição confirmada.')).toBeVisible();

  // Nothing leaves before the 30 s or the page going away.
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: TRACE })).toEqual([]);

  const pageUrl = page.url();
  await page.goto('/fixtures/no-blocks.html');
  const [call] = await traceCalls(qa, 1);
  expect(eventsOf(call)).toEqual([
    { pageUrl, type: 'popup-overlay-shown', data: { version: 4 } },
    { pageUrl, type: 'form-submit', data: { blockId: 'block-news', newsletter: true, outcome: 'failure', stage: 'validation' } },
    { pageUrl, type: 'form-submit', data: { blockId: 'block-news', newsletter: true, outcome: 'success' } },
  ]);
});

test('the queue is sent every 30 s, each event once', async ({ page, qa }) => {
  await page.clock.install();
  const loaded = traceChunkLoaded(page);
  await page.goto('/fixtures/trace.html');
  await runtimeSettled(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();
  await loaded;
  // From here the page's time moves only when the test says (the pause itself jumps 1 s ahead, so it
  // is never in the past); the queue started less than a second before.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Escape');
  await page.clock.runFor(27_000);
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: TRACE })).toEqual([]);
  await page.clock.runFor(3_000);
  const [first] = await traceCalls(qa, 1);
  expect(eventsOf(first).map((event) => event.type)).toEqual(['popup-overlay-shown']);

  // The checkout link without a cart: the alert, and its event in the next batch only.
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await page.clock.runFor(30_000);
  const calls = await traceCalls(qa, 2);
  expect(eventsOf(calls[1])).toEqual([{ pageUrl: page.url(), type: 'checkout-without-cart', data: { href: '/commerce/goto-checkout' } }]);
  await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: TRACE })).toHaveLength(2);
});

test('under the restrictive policy nothing is traced, and the queue is not even loaded, until the visitor accepts', async ({ page, qa }) => {
  const traceChunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TRACE_CHUNK) traceChunks.push(request.url());
  });
  await page.goto('/fixtures/trace-restrictive.html');
  await runtimeSettled(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  expect(traceChunks).toEqual([]);

  // The same page once the visitor accepted: the checkout link is traced.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('siteruntime:consent', { detail: { allowed: true } })));
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect.poll(() => traceChunks.length).toBe(1);
  await page.waitForTimeout(300);
  const pageUrl = page.url();
  await page.goto('/fixtures/no-blocks.html');
  const [call] = await traceCalls(qa, 1);
  expect(eventsOf(call)).toEqual([{ pageUrl, type: 'checkout-without-cart', data: { href: '/commerce/goto-checkout' } }]);
});

test('a visitor who refused is never traced', async ({ page, context, baseURL, qa }) => {
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
  await page.goto('/fixtures/trace.html');
  await runtimeSettled(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.goto('/fixtures/no-blocks.html');
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: TRACE })).toEqual([]);
});
