import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test('the mobile information bar shows at 1024 px or less, dark, fixed, without shifting the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await recordLayoutShifts(page);
  await page.goto('/fixtures/mobile-info-bar.html');
  await runtimeSettled(page);
  const bar = page.locator('[data-mobile-info-bar]');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-theme', 'dark');
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await expect(bar).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(bar).toBeVisible();
});
