import type { Page, Response } from '@playwright/test';
import { filesOf } from './support/built-chunks.ts';
import { cspViolations } from './support/csp-violations.ts';
import { PAGE as FORM_PAGE } from './support/form-page.ts';
import type { QaClient } from './support/qa-client.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

/*
 * Issue 40: the runtime on a CDN of its own origin (docs/markup.md §1 "The runtime on another origin"). A page
 * asked for with `?cdn=1` names runtime.js, and so its preload hints, on the fixture server's CDN origin
 * (another port of 127.0.0.1, server/cdn/), and its strict policy allows that origin in script-src, style-src and
 * connect-src, as the renderer must. The runtime resolves every file against runtime.js: chunks, stylesheets,
 * version.json and its question after a failure all go there, the CDN answering each with CORS.
 */

const FORM_CHUNK = filesOf('form').find((file) => file.endsWith('.js')) ?? '';
const MENU_CHUNK = filesOf('menu').find((file) => file.endsWith('.js')) ?? '';
const FORM_FALLBACK = 'Não foi possível carregar este formulário. Tentar de novo';

interface Answer {
  readonly url: string;
  readonly status: number;
  readonly cors: string | undefined;
  readonly type: string;
}

/** Every answer the page gets for a file of the runtime's folder (`…/dist/…`) from now on, reloads included (a live array). */
function runtimeAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.includes('/dist/')) return;
    answers.push({
      url: response.url(),
      status: response.status(),
      cors: response.headers()['access-control-allow-origin'],
      type: response.request().resourceType(),
    });
  });
  return answers;
}

/** The folder the page's runtime.js came from: the CDN's, with this test's QA session in its path. */
const runtimeFolder = (page: Page): Promise<string> =>
  page.evaluate(() => new URL('.', document.querySelector<HTMLScriptElement>('script[src$="runtime.js"]')?.src ?? location.href).href);

/** A directive of a policy header, its sources. */
const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

/** What the server recorded of the runtime's folder for this session: every request the CDN answered (`cdn`) or the site's. */
const runtimeRecords = async (qa: QaClient) => (await qa.requests()).filter((record) => record.path.startsWith('/dist/'));

test('kitchen sink with its runtime on the CDN origin, under the strict CSP: every block works, every file comes from the CDN with CORS, once', async ({
  page,
  qa,
}) => {
  const violations = await cspViolations(page);
  const answers = runtimeAnswers(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto('/fixtures/kitchen-sink.html?cdn=1');
  const folder = await runtimeFolder(page);
  const cdn = new URL(folder).origin;
  expect(cdn).not.toBe(new URL(page.url()).origin);
  expect(folder).toBe(`${cdn}/qa/${qa.session}/dist/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const name of ['script-src', 'style-src', 'connect-src']) expect(directive(policy, name), name).toContain(cdn);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  await runtimeSettled(page);

  // Each block does what only its chunk makes it do: an accordion opens, the menu's tabs switch, the form counts, the
  // newsletter checks the address in place, in the colour of the form's stylesheet (a CDN file the runtime linked).
  await page.locator('#block-faq-button-2').click();
  await expect(page.locator('#block-faq-button-2')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('tab', { name: 'Jantar' }).click();
  await expect(page.getByRole('tab', { name: 'Jantar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.form-char-counter').first()).toHaveText(/^0 \/ \d+$/);
  await page.locator('#news-email').fill('sem-arroba');
  await page.getByRole('button', { name: 'Assinar' }).click();
  await expect(page.locator('#block-news .form-field-error')).toBeVisible();
  await expect(page.locator('#block-news .form-field-error')).toHaveCSS('color', 'rgb(176, 0, 32)');
  await page.waitForLoadState('networkidle');

  // The server saw the same: every request of the folder answered by the CDN origin, under this session. Modules go
  // there without credentials (a module script's CORS request), so no cookie: the CDN's `*` is enough.
  // (Polled: a chunk the page asks for last, the trace's, may be recorded before it is answered or reported.)
  await expect
    .poll(async () => {
      const served = (await runtimeRecords(qa)).map((record) => `${record.path} ${record.cdn === true ? 'CDN' : 'site'} ${record.status}`);
      const seen = answers.map((answer) => `${new URL(answer.url).pathname.replace(`/qa/${qa.session}`, '')} CDN 200`);
      return [...served.filter((line) => !seen.includes(line)), ...seen.filter((line) => !served.includes(line))];
    })
    .toEqual([]);
  const records = await runtimeRecords(qa);
  expect(records.length).toBe(answers.length);
  expect(records.filter((record) => record.path.endsWith('.js')).map((record) => record.cookies)).toEqual(
    records.filter((record) => record.path.endsWith('.js')).map(() => ({})),
  );

  // Every file of the runtime's folder came from the CDN, 200 with its CORS answer, each asked for once (a preload
  // hint, a module or a stylesheet, then reused by the runtime's own import() or link): the page, the every-page chunk, React.
  const urls = answers.map((answer) => answer.url);
  expect(new Set(urls).size, 'each file once').toBe(urls.length);
  expect(
    answers.every((answer) => answer.url.startsWith(folder) && answer.status === 200 && answer.cors === '*'),
    JSON.stringify(answers, null, 1),
  ).toBe(true);
  const inFolder = (file: string | undefined): string => `${folder}${file?.slice('/dist/'.length)}`;
  const modules = ['every-page', 'react', 'form', 'newsletter', 'accordion', 'menu'].map((chunk) =>
    inFolder(filesOf(chunk).find((file) => file.endsWith('.js'))),
  );
  expect(urls).toEqual(expect.arrayContaining([`${folder}runtime.js`, ...modules]));
  expect(answers.filter((answer) => answer.type === 'stylesheet').map((answer) => answer.url)).toEqual([
    inFolder(filesOf('form').find((file) => file.endsWith('.css'))),
  ]);

  expect(violations).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});

test('a chunk asked for on demand comes from the CDN too: the lightbox, with React and its stylesheet, opens styled', async ({ page, qa }) => {
  const violations = await cspViolations(page);
  const answers = runtimeAnswers(page);
  await page.goto('/fixtures/gallery-lightbox.html?cdn=1');
  const folder = await runtimeFolder(page);
  await runtimeSettled(page);
  await page.locator('#block-lightbox-grade [data-slide] a').nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Galeria' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.site-lightbox__position')).toHaveText('2 de 8');
  // The lightbox's own stylesheet, linked by the runtime at the click, applies.
  await expect(dialog).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.95)');
  for (const file of filesOf('lightbox')) {
    expect(answers, file).toContainEqual(expect.objectContaining({ url: `${folder}${file.slice('/dist/'.length)}`, status: 200, cors: '*' }));
  }
  expect(answers.every((answer) => answer.url.startsWith(folder))).toBe(true);
  expect(violations).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});

test('a chunk gone from the CDN (404, the cdn-chunk-missing scenario) reloads the page once, as docs say, and every block then works', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  const violations = await cspViolations(page);
  const answers = runtimeAnswers(page);
  const loads = countLoads(page);
  // The scenario keeps this test's session: its fault (the menu's module 404 for the preload hint, the runtime's
  // import() and its question after it) is this session's; the reloaded kitchen sink gets the file.
  await page.goto('/__qa/scenario/cdn-chunk-missing');
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  expect(new URL(page.url()).search).toBe('?cdn=1');
  const folder = await runtimeFolder(page);
  await page.getByRole('tab', { name: 'Jantar' }).click();
  await expect(page.getByRole('tab', { name: 'Jantar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.form-char-counter').first()).toHaveText(/^0 \/ \d+$/);
  await page.locator('#block-faq-button-2').click();
  await expect(page.locator('#block-faq-button-2')).toHaveAttribute('aria-expanded', 'true');

  const chunk = `${folder}${MENU_CHUNK.slice('/dist/'.length)}`;
  // The runtime's question (a fetch, cache: no-store) read the CDN's 404, CORS header and all: `missing`, so a reload.
  expect(answers).toContainEqual({ url: chunk, status: 404, cors: '*', type: 'fetch' });
  const records = await qa.requests({ path: MENU_CHUNK });
  expect(records.map((record) => [record.cdn, record.status])).toEqual([
    [true, 404],
    [true, 404],
    [true, 404],
    [true, 200],
  ]);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => [report.eventName, report.data]), { timeout: 5000 })
    .toEqual([
      ['interface_recovered_site-runtime', expect.objectContaining({ name: 'ChunkRecovered', chunk: 'menu', type: 'missing', by: 'reload', request: chunk })],
    ]);
  expect(loads()).toBe(2);
  expect(violations).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});

test('a chunk the CDN fails to serve (503): it is loaded once more at ?retry=<stamp> there, 200 ms on, and the form mounts', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 503/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  const violations = await cspViolations(page);
  const answers = runtimeAnswers(page);
  const loads = countLoads(page);
  // Without hints: the runtime's import() and its question get the 503 (docs/markup.md "When a chunk fails": another
  // status, as a network failure, is loaded once more); the retry gets the file. (A dropped connection takes the same
  // path, but Chromium itself sends a request again once when a reused connection drops, so its count varies.)
  await qa.fault({ path: FORM_CHUNK, status: 503, times: 2 });
  await page.goto(`${FORM_PAGE}?cdn=1&preload=0`);
  await expect(page.locator('.form-char-counter').first()).toHaveText(/^0 \/ \d+$/);
  const folder = await runtimeFolder(page);
  expect((await qa.requests({ path: FORM_CHUNK })).map((record) => [record.cdn, record.query, record.status])).toEqual([
    [true, {}, 503],
    [true, {}, 503],
    [true, { retry: expect.stringMatching(/^\w+$/) }, 200],
  ]);
  // The question read the CDN's 503 (its CORS header on a fault's answer too): `error`, so the retry.
  expect(answers).toContainEqual({ url: `${folder}${FORM_CHUNK.slice('/dist/'.length)}`, status: 503, cors: '*', type: 'fetch' });
  expect(answers).toContainEqual({
    url: expect.stringMatching(new RegExp(`^${folder}${FORM_CHUNK.slice('/dist/'.length)}\\?retry=\\w+$`)),
    status: 200,
    cors: '*',
    type: 'script',
  });
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => report.data), { timeout: 5000 })
    .toEqual([expect.objectContaining({ name: 'ChunkRecovered', chunk: 'form', type: 'error', by: 'retry' })]);
  expect(loads()).toBe(1);
  expect(violations).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});

test('version.json is read from the CDN (when the page is shown again, 5 min on): a newer build sends a failure straight to one reload', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 503/);
  const violations = await cspViolations(page);
  const answers = runtimeAnswers(page);
  await page.clock.install();
  const loads = countLoads(page);
  await page.goto('/fixtures/no-blocks.html?cdn=1');
  await runtimeSettled(page);
  const folder = await runtimeFolder(page);
  await qa.fault({ path: '/dist/version.json', body: '{"build":"newer00001"}' });
  await qa.fault({ path: '/dist/chunks/site-api-*.js', status: 503 });
  await page.clock.runFor(5 * 60 * 1000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await qa.requests({ path: '/dist/version.json' })).map((record) => [record.cdn, record.status])).toEqual([[true, 200]]);
  await expect.poll(() => answers).toContainEqual({ url: `${folder}version.json`, status: 200, cors: '*', type: 'fetch' });
  // The global API's chunk fails (503, which is otherwise loaded again): the page goes under the call, no retry went out.
  await page
    .evaluate(() =>
      window.SiteRuntime!.places('details', { place_id: 'fixture-place-cristo' }, { productPage: 'checkout', productSection: 'shipping-address' }),
    )
    .catch(() => undefined);
  await expect.poll(loads).toBe(2);
  // Its import() and the question after it, both at the CDN; no retry went out.
  const apiRecords = await qa.requests({ path: '/dist/chunks/site-api-*.js' });
  expect(apiRecords.map((record) => [record.cdn, 'retry' in record.query])).toEqual(apiRecords.map(() => [true, false]));
  expect(apiRecords.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
  expect(await qa.cspReports()).toEqual([]);
});

test('a CDN whose 404 lacks the CORS header: the runtime cannot read why the chunk failed, so it retries and gives up, never the reload', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource/);
  consoleErrors.expect(/has been blocked by CORS policy/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  consoleErrors.expect(/\[site-runtime\] form block #block-\S+ was not enhanced: ChunkLoadError/);
  // A CDN answering for another site only: the browser refuses the answer to this page, a 404 as any other.
  await qa.fault({ path: FORM_CHUNK, status: 404, headers: { 'access-control-allow-origin': 'https://another-site.example' } });
  const loads = countLoads(page);
  await page.goto(`${FORM_PAGE}?cdn=1&preload=0`);
  await runtimeSettled(page);
  await expect(page.locator('.site-runtime-fallback')).toHaveText(FORM_FALLBACK);
  expect(loads()).toBe(1);
  // The question got no readable answer (status 0: a network failure to the page), so one retry at a new address.
  expect((await qa.requests({ path: FORM_CHUNK })).map((record) => [record.cdn, 'retry' in record.query, record.status])).toEqual([
    [true, false, 404],
    [true, false, 404],
    [true, true, 404],
    [true, true, 404],
  ]);
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => report.data), { timeout: 5000 })
    .toEqual([expect.objectContaining({ name: 'ChunkLoadError', chunk: 'form', type: 'error', status: 0, recovery: 'retry' })]);
});
