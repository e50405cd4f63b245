import { readFileSync } from 'node:fs';
import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/**
 * Source maps for ops (README "Deploying a release"): an error thrown in a block's chunk reads, in the ops and error
 * views, as the original file and line it was thrown at, decoded by the fixture server with the release's maps
 * (dist/maps/, matched by debug id); no map is ever offered to the browser.
 */
const SOURCE = 'src/blocks/menu/read-menu.ts';
const THROW = 'Menu tab list has no [role="tab"]';
const line =
  readFileSync(SOURCE, 'utf8')
    .split('\n')
    .findIndex((text) => text.includes(THROW)) + 1;
const code = readFileSync(SOURCE, 'utf8').split('\n')[line - 1]?.trim() ?? '';

test('an error thrown in the menu’s chunk reads as its original file and line in the ops view', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/\[site-runtime\] menu block #block-menu-sem-abas was not enhanced/);
  const servedMaps: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.map')) servedMaps.push(request.url());
  });
  await page.goto('/fixtures/broken-menu.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).filter((report) => report.data.name === 'MarkupError').length, { timeout: 5000 }).toBe(1);
  const [report] = (await qa.errorReports()).filter((report) => report.data.name === 'MarkupError');
  // The report's top frame is the menu chunk's minified file, not a source name.
  expect(String(report?.data.stack)).toMatch(/\/dist\/chunks\/[\w-]+\.js:\d+:\d+/);
  expect(String(report?.data.stack)).not.toContain(SOURCE);

  await page.goto(`/__qa/ops?session=${encodeURIComponent(qa.session)}`);
  const origin = page.getByRole('row').filter({ hasText: THROW });
  await expect(origin.getByRole('cell').nth(0)).toContainText(new RegExp(`^${SOURCE.replaceAll('.', '\\.')}:${line}:\\d+`));
  await expect(origin.getByRole('cell').nth(0)).toContainText(code);
  await expect(origin.getByRole('cell').nth(2)).toHaveText('menu · #block-menu-sem-abas');
  await expect(origin.getByRole('cell').nth(4)).toHaveText('1');
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Erros', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: THROW });
  await expect(row.getByRole('cell').nth(4)).toContainText(`${SOURCE}:${line}:`);
  await row.getByText(/^Pilha/).click();
  await expect(row.getByRole('listitem').first()).toHaveText(new RegExp(`^${SOURCE.replaceAll('.', '\\.')}:${line}:\\d+$`));
  await expectAxeClean(page);
  expect(servedMaps).toEqual([]);
});

test('no map is served: dist/maps/ is not public, and no file names one', async ({ request }) => {
  const deploy = JSON.parse(readFileSync('dist/deploy.json', 'utf8')) as { public: string[]; internal: string[] };
  const maps = deploy.internal.filter((file) => file.endsWith('.map'));
  expect(maps).toContain('maps/runtime.js.map');
  expect(deploy.public.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of deploy.public.filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(`dist/${file}`, 'utf8');
    expect(text).not.toContain('sourceMappingURL');
    const debugId = /\/\/# debugId=([0-9a-f-]{36})\s*$/.exec(text)?.[1];
    expect(debugId, file).toBeDefined();
    expect((JSON.parse(readFileSync(`dist/maps/${file}.map`, 'utf8')) as { debugId: string }).debugId).toBe(debugId);
  }
  expect((await request.get('/dist/maps/runtime.js.map')).status()).toBe(404);
  expect((await request.get(`/dist/${maps.find((file) => file.startsWith('maps/chunks/'))}`)).status()).toBe(404);
});
