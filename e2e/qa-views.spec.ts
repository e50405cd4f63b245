import { expectAxeClean } from './support/axe.ts';
import { filesOf } from './support/built-chunks.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

// Built files are named by hash alone: the menu chunk's module, as the page asks for it.
const MENU = filesOf('menu').find((file) => file.endsWith('.js')) ?? '';

/** What the isolation scenario's page prints: its menu chunk is missing, one accordion's JSON is bad. */
const ISOLATION_CONSOLE = [
  /Failed to load resource: the server responded with a status of 404/,
  /\[site-runtime\] menu block #block-menu-missing was not enhanced/,
  /\[site-runtime\] accordion block #block-bad-json was not enhanced/,
  /Failed to fetch dynamically imported module/,
];

test('a scenario’s chunk fault is not hidden by a copy the browser cached on an earlier fixture', async ({ browser, baseURL }) => {
  // A browser as a tester has it: no QA session yet, the menu chunk loaded (and cached) by another fixture.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const menuAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === MENU) menuAnswers.push(response.status());
  });
  await page.goto('/fixtures/menu.html');
  await runtimeSettled(page);
  expect(menuAnswers).toContain(200);

  const loads = countLoads(page);
  await page.goto('/__qa/scenario/isolation');
  await expect(page).toHaveURL(/\/fixtures\/isolation\.html$/);
  // The missing chunk reloads the page once (chunk recovery): settle on the reloaded page.
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  // The request reached the server (the session's log has it) and failed there, so the block is left as HTML and reported.
  expect(menuAnswers).toContain(404);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'qa_session')?.value ?? '';
  const served = await (await page.request.get('/__qa/requests', { params: { session, path: MENU } })).json();
  expect((served as { status: number }[]).map((record) => record.status)).toContain(404);
  await expect(page.locator('#block-menu-missing-tab-2')).toHaveAttribute('aria-selected', 'false');
  await page.request.delete('/__qa/faults', { params: { session } });
  await context.close();
});

test('a tester starts a scenario from the index, sees its session and faults there, and ends it', async ({ page, qa, consoleErrors }) => {
  for (const pattern of ISOLATION_CONSOLE) consoleErrors.expect(pattern);
  await page.goto('/');
  const loads = countLoads(page);
  await page.getByRole('link', { name: 'isolation', exact: true }).click();
  await expect(page).toHaveURL(/\/fixtures\/isolation\.html$/);
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);

  await page.goto('/');
  const session = page.locator('.qa-session');
  await expect(session).toContainText(`Sessão QA atual: ${qa.session} (cookie qa_session), 1 falha.`);
  await expect(session.getByRole('listitem')).toHaveText(['/dist/chunks/menu-*.js: status 404']);
  await session.getByRole('button', { name: 'Encerrar a sessão QA' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.qa-session')).toHaveText('Nenhuma sessão QA neste navegador: abrir um cenário cria uma.');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('qa_session');
  expect(await (await page.request.get('/__qa/faults', { params: { session: qa.session } })).json()).toEqual([]);

  // The menu chunk loads again: the fault went with the session.
  const menu = page.waitForResponse((response) => new URL(response.url()).pathname === MENU);
  await page.goto('/fixtures/menu.html');
  expect((await menu).status()).toBe(200);
});

test('a page served with a scenario says so in a banner, and its Encerrar ends the session back on the same page', async ({ page, qa, consoleErrors }) => {
  for (const pattern of ISOLATION_CONSOLE) consoleErrors.expect(pattern);
  // As a tester's browser has it: the suite's opt-out cookie gone.
  await page.context().clearCookies({ name: 'qa_banner' });
  await page.goto('/fixtures/isolation.html');
  await expect(page.locator('.qa-banner')).toHaveCount(0);

  const loads = countLoads(page);
  await page.goto('/__qa/scenario/isolation');
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  const banner = page.getByRole('banner').locator('.qa-banner');
  await expect(banner.getByRole('paragraph')).toHaveText('Servidor de fixtures: cenário isolation.');
  await expect(banner.getByRole('listitem')).toHaveText(['/dist/chunks/menu-*.js: status 404']);
  await expectAxeClean(page);

  // By keyboard, as a tester would: the button is the first control of the page.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Encerrar' })).toBeFocused();
  const menu = page.waitForResponse((response) => new URL(response.url()).pathname === MENU);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fixtures\/isolation\.html$/);
  expect((await menu).status()).toBe(200);
  await expect(page.locator('.qa-banner')).toHaveCount(0);
  await expect(page.locator('#block-menu-missing-tab-2')).toBeVisible();
  await page.locator('#block-menu-missing-tab-2').click();
  await expect(page.locator('#block-menu-missing-tab-2')).toHaveAttribute('aria-selected', 'true');
  expect(await (await page.request.get('/__qa/faults', { params: { session: qa.session } })).json()).toEqual([]);
});

test('faults are added and removed from a page linked on the index, and the docs are one click away', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 400/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Falhas injetadas (listar, adicionar, remover)' }).click();
  await expect(page).toHaveURL(/\/__qa\/faults$/);
  await expect(page.getByText('Nenhuma falha ativa.')).toBeVisible();
  await expect(page.getByLabel('Sessão (vazia: todas)')).toHaveValue(qa.session);
  await expectAxeClean(page);

  await page.getByLabel('Caminho (exato ou com *)').fill('/api/census/*');
  await page.getByLabel('Status').fill('503');
  await page.getByLabel('Vezes').fill('2');
  await page.getByRole('button', { name: 'Adicionar falha' }).click();
  await expect(page).toHaveURL(/\/__qa\/faults$/);
  const row = page.getByRole('row').filter({ hasText: '/api/census/*' });
  await expect(row.getByRole('cell')).toHaveText([/^fault-\d+$/, qa.session, 'qualquer', '/api/census/*', 'status 503', '2', 'Remover']);
  expect(await (await page.request.get('/__qa/faults', { params: { session: qa.session } })).json()).toEqual([
    { id: expect.any(String), session: qa.session, path: '/api/census/*', status: 503, times: 2 },
  ]);
  await expectAxeClean(page);

  // A refused fault says why and keeps the page.
  await page.getByLabel('Caminho (exato ou com *)').fill('/x');
  await page.getByRole('button', { name: 'Adicionar falha' }).click();
  await expect(page.getByRole('alert')).toContainText('Falha recusada:');

  await page.goto('/__qa/faults');
  await row.getByRole('button', { name: /^Remover fault-/ }).click();
  await expect(page.getByText('Nenhuma falha ativa.')).toBeVisible();

  await page.getByRole('link', { name: 'Documentação', exact: true }).click();
  await expect(page.locator('pre')).toContainText('# Fixture server');
});

test('the request log filters by path and hides static files until asked', async ({ page, qa }) => {
  await page.goto('/fixtures/menu.html');
  await runtimeSettled(page);
  await page.goto(`/__qa/?session=${encodeURIComponent(qa.session)}`);
  const paths = page.locator('tbody tr td:nth-child(4) code');
  await expect(paths.first()).toBeVisible();
  expect((await paths.allTextContents()).filter((path) => path.startsWith('/dist/') || path.startsWith('/fixtures/assets/'))).toEqual([]);
  await expectAxeClean(page);

  await page.getByLabel('Caminho').fill('/dist/chunks/*.js');
  await page.getByLabel(/Mostrar arquivos estáticos/).check();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/[?&]path=%2Fdist%2Fchunks%2F\*\.js/);
  await expect(paths.first()).toBeVisible();
  const shown = await paths.allTextContents();
  expect(shown).toContain(MENU);
  expect(shown.every((path) => /^\/dist\/chunks\/[^/]+\.js$/.test(path))).toBe(true);
});

test('the error and ops views show an unrecovered chunk failure with its page, block, file and counts', async ({ page, qa, consoleErrors }) => {
  for (const pattern of ISOLATION_CONSOLE) consoleErrors.expect(pattern);
  const loads = countLoads(page);
  await page.goto('/__qa/scenario/isolation');
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).filter((report) => report.data.name === 'ChunkLoadError').length, { timeout: 5000 }).toBe(1);

  await page.goto(`/__qa/errors?session=${encodeURIComponent(qa.session)}`);
  const report = page
    .getByRole('row')
    .filter({ hasText: 'ChunkLoadError' })
    .or(page.getByRole('row').filter({ hasText: 'block-menu-missing' }));
  await expect(report.getByRole('cell').nth(2)).toHaveText(/\/fixtures\/isolation\.html$/);
  await expect(report.getByRole('cell').nth(3)).toHaveText('menu · #block-menu-missing');
  // Where the runtime gave up, read from the release's source maps.
  await expect(report.getByRole('cell').nth(4)).toContainText(/^src\/core\/[\w/-]+\.ts:\d+:\d+/);
  await expect(report.getByRole('cell').nth(5)).toHaveText(`menu · missing${MENU}não recuperada (tentou: reload)`);
  await expect(page.getByRole('row').filter({ hasText: MENU }).first().getByRole('cell')).toHaveText([MENU, 'missing', '1']);
  await expectAxeClean(page);
  // The table fits a 1280 px screen: long addresses and stacks wrap inside their cells.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.getByRole('link', { name: 'Ops', exact: true }).click();
  await expect(page).toHaveURL(/\/__qa\/ops\?session=/);
  const group = page.getByRole('row').filter({ hasText: 'missing' });
  await expect(group.getByRole('cell').nth(1)).toHaveText('menu');
  await expect(group.getByRole('cell').nth(3)).toHaveText('1');
  await expect(group.getByRole('cell').nth(4)).toHaveText('0');
  await expect(group.getByRole('cell').nth(5)).toHaveText('1');
  await expectAxeClean(page);
  const groups = await (await page.request.get('/__qa/ops.json', { params: { session: qa.session } })).json();
  expect(groups).toEqual([
    {
      type: 'missing',
      chunk: 'menu',
      build: expect.stringMatching(/^[\w-]{10}$/),
      total: 1,
      recovered: 0,
      unrecovered: 1,
      outcomes: { 'unrecovered:reload': 1 },
      hours: [{ hour: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00Z$/), recovered: 0, unrecovered: 1 }],
    },
  ]);
});
