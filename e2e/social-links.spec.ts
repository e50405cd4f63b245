import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { consoleWarnings } from './support/console-warnings.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/** Two social links blocks (54, 48) on one follow widget address, a block of links only (19), then an accordion. */
const PAGE = '/fixtures/social-links.html';
const FOLLOW = '/social/redes/follow.js';
const host = (page: Page, id: string) => page.locator(`#${id} [data-social-follow]`);
const widget = (page: Page, id: string) => host(page, id).locator('.fixture-follow');
const WIDGET_BLOCKS = ['block-redes', 'block-redes-rodape'];

/** The page, settled unless `settled` is false (the mounts wait for the follow script, up to its 10 s). */
async function open(page: Page, { settled = true } = {}): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(PAGE);
  if (settled) await runtimeSettled(page);
}

/** The links stay usable: reachable with Tab, and Enter follows one (the account's address, answered here). */
async function followFirstLinkByKeyboard(page: Page): Promise<void> {
  await page.route('https://instagram.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title><p>Conta</p>' }));
  const link = page.locator('#block-redes a[href="https://instagram.example/lojadaana"]');
  for (let presses = 0; presses < 10 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('https://instagram.example/lojadaana');
}

test.describe('social links blocks (19, 48, 54)', () => {
  test('load the follow widget script once per address, the provider renders beside the links, no layout shift, axe clean', async ({ page, qa }) => {
    await open(page);
    for (const id of WIDGET_BLOCKS) {
      await expect(host(page, id)).toHaveAttribute('data-social-follow-state', 'loaded');
      await expect(host(page, id)).not.toHaveAttribute('aria-busy');
      await expect(widget(page, id)).toHaveCount(1);
      await expect(host(page, id).getByRole('link').first()).toBeVisible();
    }
    await expect(widget(page, 'block-redes').getByRole('button')).toHaveText('Seguir @lojadaana (redes, local)');
    const scripts = (await qa.requests({ method: 'GET' })).filter((request) => request.path.startsWith('/social/'));
    expect(scripts.map((request) => request.path)).toEqual([FOLLOW]);
    expect(scripts[0]?.query).toEqual({ conta: 'lojadaana' });
    await expect(page.locator(`head script[src*="${FOLLOW}"]`)).toHaveCount(1);
    // The block of links only loads nothing and is left as it is.
    await expect(page.locator('#block-redes-links [data-social-follow-state]')).toHaveCount(0);

    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
    await followFirstLinkByKeyboard(page);
  });

  test('a script answering 404 leaves the links usable, a warning logged, the page working, nothing reported', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    await qa.fault({ path: FOLLOW, status: 404 });
    const warnings = consoleWarnings(page);
    await open(page);
    for (const id of WIDGET_BLOCKS) {
      await expect(host(page, id)).toHaveAttribute('data-social-follow-state', 'failed');
      await expect(host(page, id)).not.toHaveAttribute('aria-busy');
      await expect(widget(page, id)).toHaveCount(0);
    }
    await expect
      .poll(() => warnings.filter((text) => text.includes('social links block')))
      .toEqual(
        WIDGET_BLOCKS.map((id) =>
          expect.stringContaining(`[site-runtime] social links block #${id} (redes): the follow widget script failed to load; the links stay as they are`),
        ),
      );
    const second = page.locator('#block-faq-button-2');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(1200);
    expect(await qa.errorReports()).toEqual([]);
    await followFirstLinkByKeyboard(page);
  });

  test('a script later than 10 s: the hosts stop being busy at 10 s with a warning, and the links stay usable', async ({ page, qa }) => {
    await qa.fault({ path: FOLLOW, delayMs: 13_000 });
    const warnings = consoleWarnings(page);
    const start = Date.now();
    await open(page, { settled: false });
    await expect(host(page, 'block-redes')).toHaveAttribute('data-social-follow-state', 'loading');
    await expect(host(page, 'block-redes')).toHaveAttribute('aria-busy', 'true');
    await expect(host(page, 'block-redes')).toHaveAttribute('data-social-follow-state', 'failed', { timeout: 12_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(10_000);
    await expect(host(page, 'block-redes')).not.toHaveAttribute('aria-busy');
    expect(warnings.filter((text) => text.includes('social links block'))).toEqual(
      WIDGET_BLOCKS.map((id) =>
        expect.stringContaining(`[site-runtime] social links block #${id} (redes): the follow widget script gave no answer within 10 s`),
      ),
    );
    await followFirstLinkByKeyboard(page);
  });
});
