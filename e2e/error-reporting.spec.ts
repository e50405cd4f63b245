import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { QaClient, RecordedRequest } from './support/qa-client.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

const ERRORS = '/api/events/RecordJavascriptErrors';
const MANIFEST = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
/** The menu block's chunk, as the build named it: the runtime file the tests give a defect. */
const MENU_CHUNK = `/dist/${MANIFEST['src/blocks/menu/index.ts']?.file}`;
/** The error reporter's chunk: every page loads it on its first error. */
const REPORTER_CHUNK = `/dist/${MANIFEST['src/chunks/error-reporter.ts']?.file}`;

/**
 * The reporter already here, as after a page's first error: the clock tests count the queue's waits from an
 * error, and the reporter's first load (a real request, in real time) would start them at a moment of its own.
 */
async function loadReporter(page: Page): Promise<void> {
  await page.evaluate((url) => import(url), REPORTER_CHUNK);
}

interface Entry {
  eventName: string;
  data: string;
  timestamp: number;
}

/**
 * Serves the real menu chunk with `defect` appended: code that runs inside the runtime's own file,
 * as a bug in it would. Nothing in the runtime knows about it.
 */
async function menuChunkWithDefect(page: Page, defect: string, file = MENU_CHUNK): Promise<void> {
  await page.route(`**${file}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${defect}\n` });
  });
}

async function crumb(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
}

async function reportCalls(qa: QaClient, count: number): Promise<RecordedRequest[]> {
  await expect.poll(async () => (await qa.requests({ path: ERRORS })).length, { timeout: 10_000 }).toBe(count);
  return qa.requests({ path: ERRORS });
}

const entriesOf = (call: RecordedRequest | undefined): Entry[] => call?.body as Entry[];
const dataOf = (entry: Entry | undefined): Record<string, unknown> => JSON.parse(entry?.data ?? '{}') as Record<string, unknown>;

test('the runtime’s own uncaught error and unhandled rejection reach the error endpoint, batched, with the crumb header', async ({
  page,
  context,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Falha do runtime|Rejeição do runtime/);
  await menuChunkWithDefect(
    page,
    `setTimeout(() => { throw new TypeError('Falha do runtime'); });
     Promise.reject(new RangeError('Rejeição do runtime'));`,
  );
  const before = Date.now();
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  // The menu still works: the defect is in a timer and a promise, not in its mount.
  await expect(page.getByRole('tab', { name: 'Almoço' })).toHaveAttribute('aria-selected', 'true');

  const [call] = await reportCalls(qa, 1);
  expect(call?.method).toBe('POST');
  expect(call?.status).toBe(200);
  expect(call?.headers['content-type']).toBe('application/json');
  expect(call?.headers['x-csrf-token']).toBe(await crumb(context));
  const entries = entriesOf(call);
  expect(entries.map((entry) => entry.eventName)).toEqual(['interface_error_site-runtime', 'interface_error_site-runtime']);
  for (const entry of entries) {
    expect(typeof entry.data).toBe('string');
    expect(entry.timestamp).toBeGreaterThanOrEqual(before);
  }
  const data = entries.map(dataOf).sort((a, b) => String(a.name).localeCompare(String(b.name)));
  expect(data).toMatchObject([
    { name: 'RangeError', message: 'Rejeição do runtime', url: page.url() },
    { name: 'TypeError', message: 'Falha do runtime', url: page.url() },
  ]);
  for (const entry of data) expect(entry.stack).toContain(MENU_CHUNK);
});

test('the site owner’s own errors are not reported as the runtime’s, even below a runtime dispatch', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Erro do dono|Sentinela do runtime/);
  // After the owner's errors, one of the runtime's own: proof that reporting was listening all along.
  await menuChunkWithDefect(page, `addEventListener('e2e:runtime-defect', () => { throw new Error('Sentinela do runtime'); });`);
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);

  await page.getByRole('button', { name: 'Erro no script do dono' }).click();
  await page.getByRole('button', { name: 'Promessa rejeitada do dono' }).click();
  // A newsletter signup: the runtime dispatches siteruntime:pixel and the owner's async listener rejects.
  const newsletter = page.locator('#block-news');
  await newsletter.getByLabel('E-mail').fill('ana@exemplo.com');
  await newsletter.getByRole('button', { name: 'Assinar' }).click();
  await expect(newsletter.getByText('Inscrição confirmada.')).toBeVisible();
  await expect.poll(() => consoleErrors.messages.filter((message) => message.includes('Erro do dono')).length).toBe(3);
  expect(consoleErrors.messages.join('\n')).toContain('Erro do dono: pixel newsletterSubscribe');

  await page.evaluate(() => dispatchEvent(new Event('e2e:runtime-defect')));
  const [call] = await reportCalls(qa, 1);
  expect(entriesOf(call).map((entry) => dataOf(entry).message)).toEqual(['Sentinela do runtime']);
  await page.waitForTimeout(1500);
  expect(await qa.requests({ path: ERRORS })).toHaveLength(1);
});

test('the reporter’s chunk missing: the error waits, the next one asks for it again, and what waited leaves together', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Falha \d|status of 404/);
  await menuChunkWithDefect(page, `addEventListener('e2e:runtime-defect', (event) => { throw new Error('Falha ' + event.detail); });`);
  await qa.fault({ path: '/dist/chunks/error-reporter-*.js', status: 404, times: 1 });
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  const throwError = (detail: number) => page.evaluate((n) => dispatchEvent(new CustomEvent('e2e:runtime-defect', { detail: n })), detail);
  await throwError(1);
  await expect.poll(async () => (await qa.requests({ path: REPORTER_CHUNK })).map((request) => request.status)).toEqual([404]);
  await page.waitForTimeout(1500);
  expect(await qa.requests({ path: ERRORS })).toEqual([]);
  // Chromium asks again for a module that failed: the next error brings the reporter, and both leave in one send.
  await throwError(2);
  const [call] = await reportCalls(qa, 1);
  expect(entriesOf(call).map((entry) => dataOf(entry).message)).toEqual(['Falha 1', 'Falha 2']);
  expect(dataOf(entriesOf(call)[0]).breadcrumbs).toContainEqual({ type: 'chunk', chunk: 'menu', ok: true, at: expect.any(Number) });
});

test('the reporter’s chunk gone: an error still leaves when the visitor leaves the page, through the entry’s own sender', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Falha \d|status of 404/);
  await menuChunkWithDefect(page, `addEventListener('e2e:runtime-defect', (event) => { throw new Error('Falha ' + event.detail); });`);
  await qa.fault({ path: '/dist/chunks/error-reporter-*.js', status: 404 });
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  await page.evaluate(() => dispatchEvent(new CustomEvent('e2e:runtime-defect', { detail: 1 })));
  await expect.poll(async () => (await qa.requests({ path: REPORTER_CHUNK })).length).toBeGreaterThan(0);
  await page.goto('/fixtures/no-blocks.html');
  const [call] = await reportCalls(qa, 1);
  const [entry] = entriesOf(call);
  expect(dataOf(entry)).toMatchObject({ message: 'Falha 1', chunks: ['menu'] });
  expect(dataOf(entry).breadcrumbs).toContainEqual({ type: 'chunk', chunk: 'menu', ok: true, at: expect.any(Number) });
});

test('an error in code the blocks share names no chunk; one in a block’s own module names that block alone', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Falha (compartilhada|do cardápio)/);
  const preload = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as Record<string, string[]>;
  // A file the menu (18) and the newsletter (51) both need, other than the every-page chunk's.
  const shared = (preload['18'] ?? []).find(
    (file) => (preload['51'] ?? []).includes(file) && !(preload['every-page'] ?? []).includes(file) && file.endsWith('.js'),
  );
  expect(shared).toBeDefined();
  await menuChunkWithDefect(page, `addEventListener('e2e:shared-defect', () => { throw new Error('Falha compartilhada'); });`, `/dist/${shared}`);
  await menuChunkWithDefect(page, `addEventListener('e2e:menu-defect', () => { throw new Error('Falha do cardápio'); });`);
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  await page.evaluate(() => {
    dispatchEvent(new Event('e2e:shared-defect'));
    dispatchEvent(new Event('e2e:menu-defect'));
  });
  const [call] = await reportCalls(qa, 1);
  const chunksByMessage = Object.fromEntries(
    entriesOf(call)
      .map(dataOf)
      .map((data) => [data['message'], data['chunks']]),
  );
  expect(chunksByMessage).toEqual({ 'Falha compartilhada': [], 'Falha do cardápio': ['menu'] });
});

test('limits in Chromium: 10 entries a send, stacks cut at 5000 characters, 1 s debounce, 20 sends a page', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Falha \d+/);
  await page.clock.install();
  // A listener in the runtime's file that throws for each event; error 0 has a 6000-character message.
  await menuChunkWithDefect(
    page,
    `addEventListener('e2e:runtime-defect', (event) => {
       throw new Error('Falha ' + event.detail + (event.detail === 0 ? ' ' + 'x'.repeat(6000) : ''));
     });`,
  );
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  // Paused a second ahead, so the pause is never in the past; from here time moves when the test says.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await loadReporter(page);
  // Each listener's exception is reported on its own, as an uncaught error from the runtime's file.
  const throwErrors = (count: number, from = 0) =>
    page.evaluate(
      ({ total, first }) => {
        for (let n = first; n < first + total; n += 1) dispatchEvent(new CustomEvent('e2e:runtime-defect', { detail: n }));
      },
      { total: count, first: from },
    );

  await throwErrors(12);
  // The errors reach the reporter in a task or two (real time: the clock is paused).
  await page.waitForTimeout(100);
  await page.clock.runFor(999);
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: ERRORS })).toEqual([]);
  await page.clock.runFor(1);
  const [first] = await reportCalls(qa, 1);
  const entries = entriesOf(first);
  expect(entries).toHaveLength(10);
  expect(entries.map((entry) => String(dataOf(entry).message).split(' ', 2).join(' '))).toEqual([...Array(10).keys()].map((n) => `Falha ${n}`));
  expect(String(dataOf(entries[0]).stack)).toHaveLength(5000);

  // One error at a time: one send each, until 20 sends have left the page. Each send is awaited before
  // the next error, moving the clock on until it leaves: an error reported a moment after the clock ran
  // its second (a busy machine) would otherwise share the next error's send, and a send would be missing.
  // Each a new one: an error identical to the previous one is not reported again.
  for (let n = 0; n < 24; n += 1) {
    await throwErrors(1, 100 + n);
    await page.clock.runFor(1000);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return (await qa.requests({ path: ERRORS })).length;
      })
      .toBe(Math.min(20, n + 2));
  }
  await reportCalls(qa, 20);
  await page.clock.runFor(5000);
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: ERRORS })).toHaveLength(20);
});

test('a 429 holds the reports for its Retry-After, then the entries that waited leave together, with the block’s chunk and the breadcrumbs', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Falha \d+|status of 429/);
  await page.clock.install();
  await menuChunkWithDefect(page, `addEventListener('e2e:runtime-defect', (event) => { throw new Error('Falha ' + event.detail); });`);
  await qa.fault({ method: 'POST', path: ERRORS, status: 429, headers: { 'Retry-After': '30' }, times: 1 });
  await page.goto('/fixtures/error-reporting.html');
  await runtimeSettled(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await loadReporter(page);
  const throwError = (detail: number) => page.evaluate((n) => dispatchEvent(new CustomEvent('e2e:runtime-defect', { detail: n })), detail);

  await throwError(1);
  // The error reaches the reporter in a task or two (real time: the clock is paused).
  await page.waitForTimeout(100);
  await page.clock.runFor(1000);
  const [limited] = await reportCalls(qa, 1);
  expect(limited?.status).toBe(429);
  expect(entriesOf(limited).map((entry) => dataOf(entry).message)).toEqual(['Falha 1']);

  // Retry-After: 30 from the answer: nothing leaves for 30 s, whatever is reported meanwhile.
  await throwError(2);
  await page.clock.runFor(28_500);
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: ERRORS })).toHaveLength(1);
  await page.clock.runFor(1500);
  const [, sent] = await reportCalls(qa, 2);
  expect(sent?.status).toBe(200);
  const data = entriesOf(sent).map(dataOf);
  expect(data.map((entry) => entry.message)).toEqual(['Falha 1', 'Falha 2']);
  for (const entry of data) {
    expect(entry.chunks).toContain('menu');
    expect(entry.breadcrumbs).toContainEqual({ type: 'chunk', chunk: 'menu', ok: true, at: expect.any(Number) });
  }
});

/**
 * A block's chunk missing on `path` (404): the page reloads once, then the reloaded page reports each block
 * it could not enhance. Answers what reads the block ids of the `missing` reports so far, sorted.
 */
async function blocksReportedMissing(page: Page, qa: QaClient, chunkSource: string, path: string): Promise<() => Promise<string[]>> {
  await qa.fault({ path: `/dist/${MANIFEST[chunkSource]?.file}`, status: 404 });
  const loads = countLoads(page);
  await page.goto(path);
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  return async () =>
    (await qa.errorReports())
      .filter((report) => report.chunk?.type === 'missing')
      .map((report) => (report.data as { block?: string }).block ?? '')
      .sort();
}

test('three blocks failing on one missing chunk are three reports, one per block id', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/\[site-runtime\] map block .* was not enhanced/);
  const reported = await blocksReportedMissing(page, qa, 'src/blocks/map/index.ts', '/fixtures/map.html');
  await expect.poll(reported).toEqual(['block-mapa', 'block-mapa-satelite', 'block-mapa-sem-link']);
});

test('a video that cannot load is reported under its block’s id: the [data-video] marker has none of its own', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/\[site-runtime\] video block #block-video[a-z-]* was not enhanced/);
  const reported = await blocksReportedMissing(page, qa, 'src/blocks/video/index.ts', '/fixtures/video.html');
  await expect.poll(reported).toEqual(['block-video', 'block-video-direto', 'block-video-invalido', 'block-video-vimeo']);
});
