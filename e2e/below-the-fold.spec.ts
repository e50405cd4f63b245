import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import type { Page } from '@playwright/test';
import { filesOf } from './support/built-chunks.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

// The page's one picture, held back so the page's load (and the idle moment after it) waits.
const PICTURE = '/fixtures/assets/favicon.svg';
const PAGE = '/fixtures/below-the-fold.html';
const TICKETS = 'Ingressos: sáb., 20 de mar. de 2027, 20:00, Audio, São Paulo';

test.describe('a React block two screens below the top (docs/markup.md §4)', () => {
  test.beforeEach(async ({ page, qa }) => {
    await page.clock.setFixedTime(new Date('2025-08-16T12:00:00Z'));
    await qa.fault({ path: PICTURE, delayMs: 20_000 });
    await recordLayoutShifts(page);
  });

  /** The page is parsed and every file of the block's chunk (React's among them) has arrived; then a moment to run them. */
  async function codeArrived(page: Page): Promise<void> {
    const files = new Set([...filesOf('tour-dates'), ...filesOf('react')]);
    const arrived = new Promise<void>((resolve) => {
      page.on('requestfinished', (request) => {
        files.delete(new URL(request.url()).pathname);
        if (files.size === 0) resolve();
      });
    });
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await arrived;
    // The page start and the block's mount, a few tasks at most.
    await page.waitForTimeout(500);
  }

  test('its HTML works alone until it comes within a viewport of the screen; then it renders, with nothing moved', async ({ page }) => {
    await codeArrived(page);
    const past = page.locator('[data-tour-dates] li').first();
    await expect(past).not.toHaveAttribute('data-tour-past');
    await expect(page.locator('[data-tour-dates] time').first()).toHaveText('14 ago 2025');
    // The server's link is a link meanwhile.
    await expect(page.locator('[data-tour-dates] a').nth(1)).toHaveAttribute('href', 'https://ingressos.example/124');

    await page.locator('h2', { hasText: 'Agenda' }).scrollIntoViewIfNeeded();
    await expect(past).toHaveAttribute('data-tour-past', '');
    await expect(page.getByRole('link', { name: TICKETS })).toBeVisible();
    await runtimeSettled(page);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('a keyboard visitor reaching it first renders it, without a scroll', async ({ page }) => {
    await codeArrived(page);
    await expect(page.locator('[data-tour-dates] li[data-tour-past]')).toHaveCount(0);
    // Focus on its second link, the page not scrolled (focus from the keyboard scrolls after focusin).
    await page
      .locator('[data-tour-dates] a')
      .nth(1)
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(page.locator('[data-tour-dates] li').first()).toHaveAttribute('data-tour-past', '');
    await expect(page.getByRole('link', { name: TICKETS })).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('once the page has loaded it renders anyway, and settled() waits for it', async ({ page, qa }) => {
    await qa.clear();
    await page.goto(PAGE);
    await runtimeSettled(page);
    await expect(page.locator('[data-tour-dates] li').first()).toHaveAttribute('data-tour-past', '');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
