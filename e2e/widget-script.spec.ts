import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/** Reservation (66) and booking (68) on one address, scheduling (65), registry (63), then an accordion. */
const PAGE = '/fixtures/widget-script.html';
const RESERVAS = '/widgets/reservas/widget.js';
const host = (page: Page, id: string) => page.locator(`#${id} [data-widget-script]`);
const widget = (page: Page, id: string) => host(page, id).locator('.fixture-widget');
const fallbackLink = (page: Page, id: string) => host(page, id).locator('[data-widget-fallback] a');
const BLOCKS = ['block-reserva', 'block-reserva-terraco', 'block-agenda', 'block-presentes'];

/** The page, settled unless `settled` is false (a block's mount waits for its script, up to the 30 s patience). */
async function open(page: Page, path = PAGE, { settled = true } = {}): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(path);
  if (settled) await runtimeSettled(page);
}

test.describe('widget blocks (50, 66, 68, 65, 63)', () => {
  test('load each provider script once per address, render the widgets in place of the fallback links, wide above 850 px, no layout shift, axe clean', async ({
    page,
    qa,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page);
    for (const id of BLOCKS) {
      await expect(host(page, id)).toHaveAttribute('data-widget-state', 'loaded');
      await expect(host(page, id)).not.toHaveAttribute('aria-busy');
      await expect(widget(page, id)).toHaveCount(1);
      await expect(fallbackLink(page, id)).toBeHidden();
      await expect(host(page, id)).toHaveAttribute('data-layout', 'wide');
    }
    // The two reservation blocks share one script; the others have theirs.
    const scripts = (await qa.requests({ method: 'GET' })).filter((request) => request.path.startsWith('/widgets/'));
    expect(scripts.map((request) => request.path).sort()).toEqual(['/widgets/agenda/widget.js', '/widgets/presentes/widget.js', RESERVAS]);
    expect(scripts.find((request) => request.path === RESERVAS)?.query).toEqual({ rid: '123', lang: 'pt-BR' });
    await expect(page.locator(`head script[src*="${RESERVAS}"]`)).toHaveCount(1);
    await expect(widget(page, 'block-reserva')).toHaveAttribute('data-query', 'rid=123&lang=pt-BR');

    // 850 px and narrower: not wide (the column is the window less its padding).
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(host(page, 'block-reserva')).not.toHaveAttribute('data-layout');

    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('is busy while the script loads, then loaded', async ({ page, qa }) => {
    await qa.fault({ path: '/widgets/agenda/widget.js', delayMs: 1500 });
    await open(page, PAGE, { settled: false });
    await expect(host(page, 'block-agenda')).toHaveAttribute('aria-busy', 'true');
    await expect(host(page, 'block-agenda')).toHaveAttribute('data-widget-state', 'loading');
    await expect(fallbackLink(page, 'block-agenda')).toBeVisible();
    await expect(host(page, 'block-agenda')).toHaveAttribute('data-widget-state', 'loaded');
    await expect(host(page, 'block-agenda')).not.toHaveAttribute('aria-busy');
    await expect(widget(page, 'block-agenda')).toBeVisible();
  });

  test('a failing script leaves its blocks readable with their links, a warning logged, the other widgets and the page working, nothing reported', async ({
    page,
    qa,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 503/);
    await qa.fault({ path: RESERVAS, status: 503 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await open(page);
    for (const id of ['block-reserva', 'block-reserva-terraco']) {
      await expect(host(page, id)).toHaveAttribute('data-widget-state', 'failed');
      await expect(host(page, id)).not.toHaveAttribute('aria-busy');
      await expect(fallbackLink(page, id)).toBeVisible();
      await expect(widget(page, id)).toHaveCount(0);
    }
    await expect(fallbackLink(page, 'block-reserva')).toHaveAttribute('href', 'https://reservas.example/r/123');
    await expect
      .poll(() => warnings.filter((text) => text.includes('the script failed to load; the block keeps its HTML')))
      .toEqual([
        expect.stringContaining('[site-runtime] widget block #block-reserva (reservas): the script failed to load'),
        expect.stringContaining('[site-runtime] widget block #block-reserva-terraco (reservas): the script failed to load'),
      ]);
    await expect(widget(page, 'block-agenda')).toBeVisible();
    await expect(widget(page, 'block-presentes')).toBeVisible();

    const second = page.locator('#block-faq-button-2');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(1200);
    expect(await qa.errorReports()).toEqual([]);
  });

  test('a block re-initialised (removed, then added again) loads its script again and the provider renders into it', async ({ page, qa }) => {
    await open(page, '/examples/widget-script/2.html');
    await expect(widget(page, 'block-agenda')).toHaveCount(1);
    await page.evaluate(async () => {
      const block = document.getElementById('block-agenda');
      block?.remove();
      await window.SiteRuntime?.settled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (block) document.querySelector('main')?.append(block);
    });
    await runtimeSettled(page);
    await expect.poll(async () => (await qa.requests({ path: '/widgets/agenda/widget.js' })).length).toBe(2);
    await expect(host(page, 'block-agenda')).toHaveAttribute('data-widget-state', 'loaded');
    await expect(widget(page, 'block-agenda')).toHaveCount(1);
    await expect(page.locator('head script[src*="/widgets/agenda/"]')).toHaveCount(1);
  });

  test('a script that failed is requested once per page: the block added again fails at once and asks nothing', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/status of 503/);
    await qa.fault({ path: RESERVAS, status: 503 });
    await open(page);
    await expect(host(page, 'block-reserva')).toHaveAttribute('data-widget-state', 'failed');
    await page.evaluate(async () => {
      const block = document.getElementById('block-reserva');
      block?.remove();
      await window.SiteRuntime?.settled();
      if (block) document.querySelector('main')?.append(block);
    });
    await runtimeSettled(page);
    await expect(host(page, 'block-reserva')).toHaveAttribute('data-widget-state', 'failed');
    await expect(fallbackLink(page, 'block-reserva')).toBeVisible();
    expect((await qa.requests({ path: RESERVAS })).map((request) => request.status)).toEqual([503]);
  });

  test('a logged-in owner gets a preview: no script, and the link opens Preview Only (keyboard) instead of leaving', async ({ page, qa }) => {
    const path = '/examples/widget-script/1.html?noredirect';
    await page.goto(`/__qa/login?as=owner&to=${encodeURIComponent(path)}`);
    await runtimeSettled(page);
    await expect(host(page, 'block-reserva')).toHaveAttribute('data-widget-state', 'preview');
    await expect(host(page, 'block-reserva')).not.toHaveAttribute('aria-busy');
    const link = fallbackLink(page, 'block-reserva');
    await expect(link).toBeVisible();

    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Preview Only' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Saia da sua conta para usar este widget.');
    expect(new URL(page.url()).pathname).toBe('/examples/widget-script/1.html');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await qa.requests()).filter((request) => request.path.startsWith('/widgets/'))).toEqual([]);
  });
});
