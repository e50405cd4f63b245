import { chunkOf } from './support/built-chunks.ts';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { scriptRequests } from './support/script-requests.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test.describe('menu block (18)', () => {
  test('tabs: click, arrows with wrap-around, Enter and Space; no React on the page', async ({ page }) => {
    const scripts = scriptRequests(page);
    await recordLayoutShifts(page);
    await page.goto('/fixtures/menu.html');
    await runtimeSettled(page);
    const tabs = page.getByRole('tab');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Prato feito com arroz, feijão e salada — R$ 32,00');

    await tabs.nth(2).click();
    await expect(page.getByRole('tabpanel')).toHaveText('Caipirinha de limão — R$ 24,00');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
    expect(scripts.filter((path) => ['react', 'accordion'].includes(chunkOf(path) ?? ''))).toEqual([]);
    expect(scripts.some((path) => chunkOf(path) === 'menu')).toBe(true);
  });
});
