import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test.describe('relative time (time[data-relative-time])', () => {
  // Date.now() is set by the test; the runtime's own 5000 ms refresh runs on the real clock.
  test('under a minute old it says so, refreshed every 5000 ms, then the renderer’s text comes back, with nothing moving', async ({ page }) => {
    test.setTimeout(90_000);
    const refresh = { timeout: 10_000 };
    await page.clock.setFixedTime(new Date('2026-11-27T15:00:00Z'));
    await recordLayoutShifts(page);
    await page.goto('/examples/relative-time/1.html');
    await runtimeSettled(page);
    const time = page.locator('time[data-relative-time]');
    await expect(time).toHaveText('agora mesmo');
    await page.clock.setFixedTime(new Date('2026-11-27T15:00:05Z'));
    await expect(time).toHaveText('há 7 segundos', refresh);
    await page.clock.setFixedTime(new Date('2026-11-27T15:00:55Z'));
    await expect(time).toHaveText('há 57 segundos', refresh);
    await expectAxeClean(page);
    await page.clock.setFixedTime(new Date('2026-11-27T15:00:58Z'));
    await expect(time).toHaveText('27 de novembro de 2026, 11:59', refresh);
    expect(await layoutShift(page)).toBe(0);
  });

  test('a time a minute old keeps the renderer’s text', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-27T15:01:00Z'));
    await page.goto('/examples/relative-time/1.html');
    await runtimeSettled(page);
    await expect(page.locator('time[data-relative-time]')).toHaveText('27 de novembro de 2026, 11:59');
  });
});

test.describe('text shrink ([data-text-shrink])', () => {
  /** The size the visitor sees: the heading's font size times the runtime's scale, and whether the text then fits the box. */
  const measure = (page: import('@playwright/test').Page) =>
    page.locator('[data-text-shrink]').evaluate((heading) => {
      const shown = heading.firstElementChild?.getBoundingClientRect() ?? heading.getBoundingClientRect();
      const natural = heading.firstElementChild instanceof HTMLElement ? heading.firstElementChild.offsetWidth : shown.width;
      return {
        size: Math.round((parseFloat(getComputedStyle(heading).fontSize) * shown.width) / natural),
        fits: shown.width <= heading.clientWidth + 0.5,
      };
    });

  test('a heading too wide for a narrow window shrinks to fit, and grows back when the window widens, with no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await recordLayoutShifts(page);
    await page.goto('/examples/text-shrink/1.html');
    await runtimeSettled(page);
    const narrow = await measure(page);
    expect(narrow.fits).toBe(true);
    expect(narrow.size).toBeLessThan(48);
    expect(narrow.size).toBeGreaterThanOrEqual(11);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);

    await page.setViewportSize({ width: 1600, height: 800 });
    await expect.poll(async () => (await measure(page)).size).toBe(48);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(async () => (await measure(page)).size).toBeLessThan(narrow.size);
  });
});
