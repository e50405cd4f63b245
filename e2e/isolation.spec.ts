import { filesOf, hashOf } from './support/built-chunks.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

// Built files are named by hash alone: each chunk's module, as the page asks for it.
const [MENU = '', REACT = '', EVERY_PAGE = ''] = ['menu', 'react', 'every-page'].map((chunk) => filesOf(chunk).find((file) => file.endsWith('.js')));
const REACT_HASH = hashOf(REACT);
/** A file's path in a pattern: its dots are dots. */
const literal = (path: string): string => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('one failing block never breaks the others, and ops see why', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/\[site-runtime\] menu block #block-menu-missing was not enhanced/);
  consoleErrors.expect(/\[site-runtime\] accordion block #block-bad-json was not enhanced/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  const loads = countLoads(page);
  await page.goto('/__qa/scenario/isolation');
  await expect(page).toHaveURL(/\/fixtures\/isolation\.html$/);
  // A missing chunk reloads the page once (the deploy may be newer than the page), never twice.
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);

  // The healthy accordion works.
  const ok = page.locator('#block-ok .accordion-item__click-target');
  await ok.nth(0).click();
  await expect(ok.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#block-ok-panel-1')).toBeVisible();

  // The menu whose chunk is missing keeps its pre-rendered HTML: first panel readable, tabs inert.
  await expect(page.locator('#block-menu-missing-panel-1')).toBeVisible();
  await page.locator('#block-menu-missing-tab-2').click();
  await expect(page.locator('#block-menu-missing-tab-2')).toHaveAttribute('aria-selected', 'false');

  // The accordion with malformed JSON keeps its HTML too.
  await expect(page.locator('#block-bad-json-panel-1')).toBeVisible();
  await page.locator('#block-bad-json-button-2').click();
  await expect(page.locator('#block-bad-json-button-2')).toHaveAttribute('aria-expanded', 'false');

  // Both failures of the reloaded page reach the error endpoint after the 1 s debounce, in one send; the menu's says a reload was tried.
  // (The first load's config error may have been sent as it unloaded.)
  await expect.poll(async () => (await qa.errorReports()).filter((report) => report.data.name === 'ChunkLoadError').length, { timeout: 5000 }).toBe(1);
  const reports = await qa.errorReports();
  const chunk = reports.find((report) => report.data.name === 'ChunkLoadError');
  expect(chunk?.eventName).toBe('interface_error_site-runtime');
  expect(chunk?.chunk).toEqual({ type: 'missing', request: expect.stringMatching(new RegExp(`${literal(MENU)}$`)) });
  expect(chunk?.data).toMatchObject({
    feature: 'menu',
    block: 'block-menu-missing',
    recovery: 'reload',
    status: 404,
    build: expect.stringMatching(/^[\w-]{10}$/),
    message: expect.stringMatching(new RegExp(`^Loading chunk menu failed\\.\\n\\(missing: http://127\\.0\\.0\\.1:\\d+${literal(MENU)}\\)$`)),
  });
  const config = reports.filter((report) => report.data.name === 'BlockConfigError').at(-1);
  expect(config?.data).toMatchObject({ feature: 'accordion', block: 'block-bad-json', message: 'data-block-json of #block-bad-json is not valid JSON' });
  expect(loads()).toBe(2);

  const sends = await qa.requests({ path: '/api/events/RecordJavascriptErrors' });
  expect(sends.length).toBeGreaterThan(0);
  for (const send of sends) {
    expect(send.headers['content-type']).toMatch(/^application\/json/);
    expect(send.headers['x-csrf-token']).toBe(send.cookies.crumb);
    expect(send.status).toBe(200);
  }
});

test('a chunk the server fails with 500 is loaded once more, then reported as a ChunkLoadError of type error', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
  consoleErrors.expect(/\[site-runtime\] menu block #block-menu was not enhanced: ChunkLoadError: Loading chunk menu failed\.\n\(error: /);
  await qa.fault({ path: '/dist/chunks/menu-*.js', status: 500 });
  await page.goto('/fixtures/menu.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).map((report) => [report.chunk?.type, report.data['recovery']])).toEqual([['error', 'retry']]);
  // Its import() (beside the page's preload hint), the runtime's question, then its retry at a new address and the question about that.
  const queries = (await qa.requests({ path: MENU })).map((request) => Object.keys(request.query).join());
  expect(queries.slice(-2)).toEqual(['retry', 'retry']);
  expect(queries.slice(0, -2).every((query) => query === '')).toBe(true);
  await expect(page.getByRole('tabpanel').first()).toBeVisible();
});

test('a shared chunk that fails is the one named, with the block that needed it beside it', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  consoleErrors.expect(
    new RegExp(
      `\\[site-runtime\\] form block #block-contato was not enhanced: ChunkLoadError: Loading chunk ${literal(REACT_HASH)} failed\\.\\n\\(missing: http://127\\.0\\.0\\.1:\\d+${literal(REACT)}\\)`,
    ),
  );
  await qa.fault({ path: '/dist/chunks/react-*.js', status: 404 });
  const loads = countLoads(page);
  await page.goto('/examples/form/1.html');
  // Missing: one reload, then the form keeps its HTML with its fallback line.
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  await expect(page.locator('#block-contato .site-runtime-fallback')).toHaveText('Não foi possível carregar este formulário. Tentar de novo');
  await expect.poll(async () => (await qa.errorReports()).length, { timeout: 5000 }).toBe(1);
  const [report] = await qa.errorReports();
  expect(report?.chunk).toEqual({ type: 'missing', request: expect.stringMatching(new RegExp(`${literal(REACT)}$`)) });
  expect(report?.data).toMatchObject({
    name: 'ChunkLoadError',
    chunk: REACT_HASH,
    neededBy: 'form',
    feature: 'form',
    block: 'block-contato',
    recovery: 'reload',
  });
  // The form chunk itself answered 200 every time it was asked (by import() and by the diagnosis);
  // only React is missing, and the form keeps its HTML.
  const formChunk = await qa.requests({ path: '/dist/chunks/form-*.js' });
  expect(formChunk.length).toBeGreaterThan(0);
  expect(formChunk.filter((request) => request.status !== 200)).toEqual([]);
  await page.getByLabel('Nome', { exact: false }).first().fill('Ana');
  await expect(page.getByLabel('Nome', { exact: false }).first()).toHaveValue('Ana');
});

test('when the every-page chunk, which carries the core, fails: every block keeps its HTML, settled() resolves and ops see why', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(
    new RegExp(`\\[site-runtime\\] the page was not enhanced: TypeError: Failed to fetch dynamically imported module: .*${literal(EVERY_PAGE)}`),
  );
  await qa.fault({ path: '/dist/chunks/every-page-*.js', status: 404 });
  await page.goto('/fixtures/accordion.html');
  await runtimeSettled(page);
  const button = page.locator('.accordion-item__click-target').nth(1);
  await button.click();
  // Pre-rendered HTML, not enhanced: a click opens nothing, and the first panel stays readable.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#block-faq-panel-1')).toBeVisible();
  await expect.poll(async () => (await qa.errorReports()).length, { timeout: 5000 }).toBe(1);
  const [report] = await qa.errorReports();
  expect(report?.eventName).toBe('interface_error_site-runtime');
  expect(report?.data).toMatchObject({ name: 'TypeError', message: expect.stringMatching(new RegExp(`${literal(EVERY_PAGE)}$`)) });
  await expect(page.evaluate(() => window.SiteRuntime?.signOut())).rejects.toThrow('SiteRuntime.signOut is unavailable');
});

test('the site owner’s own uncaught errors are theirs: nothing reaches the runtime’s error endpoint', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/^uncaught: Erro do script do dono do site$/);
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Erro do script do dono do site');
    });
  });
  // Past the 1 s debounce: a report would have been sent by now.
  await page.waitForTimeout(1500);
  expect(consoleErrors.messages).toContain('uncaught: Erro do script do dono do site');
  expect(await qa.requests({ path: '/api/events/RecordJavascriptErrors' })).toEqual([]);
});
