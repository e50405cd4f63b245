/**
 * Issue 16: a page loaded before a deploy, which then needs a chunk it had not loaded yet (the lightbox, at the
 * first click on a slide). Its session is pinned to the previous release, then the deploy un-pins it: with
 * the older releases' chunks kept (docs/markup.md "Deploys") the lightbox opens with no reload; without, the
 * page reloads once, onto the new release, and the lightbox works.
 */
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { RELEASES_DIR } from '../server/releases/archive.ts';
import { expectAxeClean } from './support/axe.ts';
import { filesOf, hashOf } from './support/built-chunks.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/gallery-lightbox.html';
// Without preload hints (a renderer that writes none). The hints never name the lightbox (it brings React, docs/markup.md
// "Preload hints"), so either way its module is first asked for at the click, after the deploy.
const PAGE_WITHOUT_HINTS = `${PAGE}?preload=0`;
const LIGHTBOX = filesOf('lightbox').find((file) => file.endsWith('.js')) ?? '';
const CURRENT_BUILD = (JSON.parse(readFileSync('dist/version.json', 'utf8')) as { build: string }).build;

/** Every file of a folder, sub-folders included, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * "The previous release", made from dist/ (two real builds would take minutes; QA uses two, docs/fixture-server.md
 * "Releases"): a copy in .releases/<build>/ archived an hour ago, whose lightbox module differs (a comment added)
 * and so has another name, written wherever the release names it (runtime.js, preload.json, the manifest), and
 * whose build id is `build`. Answers the old lightbox module's path.
 */
function previousRelease(build: string, hash: string): string {
  const dir = join(RELEASES_DIR, build);
  cpSync('dist', dir, { recursive: true });
  const module = join(dir, 'chunks', `${hashOf(LIGHTBOX)}.js`);
  writeFileSync(module, `${readFileSync(module, 'utf8')}\n// The previous release's lightbox (e2e/releases.spec.ts)\n`);
  renameSync(module, join(dir, 'chunks', `${hash}.js`));
  for (const file of filesUnder(dir).filter((path) => /\.(js|json)$/.test(path))) {
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replaceAll(hashOf(LIGHTBOX), hash).replaceAll(CURRENT_BUILD, build));
  }
  expect(readFileSync(join(dir, 'runtime.js'), 'utf8')).toContain(hash);
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(dir, hourAgo, hourAgo);
  return `/dist/chunks/${hash}.js`;
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Galeria' });
const slide = (page: Page) => page.locator('#block-lightbox-grade [data-slide] a').nth(1);

/** The page opened on the previous release, settled, its lightbox not loaded yet; then the deploy. */
async function openBeforeDeploy(page: Page, qa: import('./support/qa-client.ts').QaClient, build: string, hash: string, retention: boolean) {
  const oldLightbox = previousRelease(build, hash);
  await qa.pinRelease(build);
  const loads = countLoads(page);
  await page.goto(PAGE_WITHOUT_HINTS);
  await runtimeSettled(page);
  expect(await qa.requests({ path: oldLightbox })).toEqual([]);
  await qa.deploy({ retention });
  return { oldLightbox, loads };
}

test.describe('a page loaded before a deploy', () => {
  const created: string[] = [];
  test.afterEach(() => {
    for (const build of created.splice(0)) rmSync(join(RELEASES_DIR, build), { recursive: true, force: true });
  });

  test('with the older releases’ chunks kept, mounts a chunk it had not loaded (its own release’s) with no reload', async ({ page, qa }) => {
    created.push('previous01');
    const { oldLightbox, loads } = await openBeforeDeploy(page, qa, 'previous01', 'PrEv01', true);
    await slide(page).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('.site-lightbox__position')).toHaveText('2 de 8');
    expect((await qa.requests({ path: oldLightbox })).map((request) => request.status)).toEqual([200]);
    expect(await qa.requests({ path: LIGHTBOX })).toEqual([]);
    await page.waitForTimeout(500);
    expect(loads()).toBe(1);
    expect(await qa.errorReports()).toEqual([]);
  });

  test('without them, reloads once onto the new release, and the lightbox works', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    consoleErrors.expect(/Failed to fetch dynamically imported module/);
    created.push('previous02');
    const { oldLightbox, loads } = await openBeforeDeploy(page, qa, 'previous02', 'PrEv02', false);
    await slide(page).click();
    await expect.poll(loads).toBe(2);
    await runtimeSettled(page);
    // The failed click left no trace (the lightbox writes the address once it has loaded): the visitor clicks again.
    expect(new URL(page.url()).hash).toBe('');
    await slide(page).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('.site-lightbox__position')).toHaveText('2 de 8');
    expect((await qa.requests({ path: oldLightbox })).every((request) => request.status === 404)).toBe(true);
    expect((await qa.requests({ path: LIGHTBOX })).map((request) => request.status)).toContain(200);
    await expect
      .poll(async () => (await qa.errorReports()).map((report) => [report.eventName, report.data]), { timeout: 5000 })
      .toEqual([
        [
          'interface_recovered_site-runtime',
          // Sent by the reloaded page (the new release) but counted under the page that failed: the old release.
          expect.objectContaining({
            name: 'ChunkRecovered',
            chunk: 'lightbox',
            type: 'missing',
            by: 'reload',
            request: expect.stringContaining(oldLightbox),
            build: 'previous02',
          }),
        ],
      ]);
    expect(loads()).toBe(2);
  });

  test('a tester pins this browser from the releases page (linked from the index, axe clean), then publishes the current one', async ({ page, qa }) => {
    created.push('previous03');
    const oldLightbox = previousRelease('previous03', 'PrEv03');
    await page.goto('/');
    await page.getByRole('link', { name: 'Versões publicadas (abrir as páginas numa versão anterior, publicar a atual)' }).click();
    await expect(page).toHaveURL(/\/__qa\/releases$/);
    const row = page.getByRole('row').filter({ hasText: 'previous03' });
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(readdirSync('dist/chunks').length));
    await expect(page.getByRole('row').filter({ hasText: CURRENT_BUILD }).getByRole('cell').nth(3)).toHaveText('atual');
    await expectAxeClean(page);
    await row.getByRole('button', { name: 'Abrir as páginas nesta versão' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.qa-session')).toContainText('As páginas desta sessão carregam a versão previous03 (Versões publicadas).');
    await page.goto(PAGE);
    await runtimeSettled(page);
    await slide(page).click();
    await expect(lightbox(page)).toBeVisible();
    expect((await qa.requests({ path: oldLightbox })).map((request) => request.status)).toEqual([200]);
    await page.goto('/__qa/releases');
    await expect(row.getByRole('cell').nth(3)).toHaveText('fixada nesta sessão');
    await page.getByRole('checkbox', { name: 'Manter os chunks das versões anteriores (retenção)' }).uncheck();
    await page.getByRole('button', { name: 'Publicar a versão atual' }).click();
    await expect(page.getByText('sem retenção: um chunk que ela não tem responde 404.')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('');
    await expectAxeClean(page);
    expect((await page.request.get(oldLightbox)).status()).toBe(404);
  });
});
