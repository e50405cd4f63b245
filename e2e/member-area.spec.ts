import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test.describe('member area block (67): the pricing toggle', () => {
  test('a radio group: click, arrow keys and Tab; price, join button and section swap; axe clean, nothing moves', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/examples/member-area/1.html');
    await runtimeSettled(page);
    const group = page.getByRole('radiogroup', { name: 'Plano' });
    const monthly = group.getByRole('radio', { name: 'Mensal' });
    const yearly = group.getByRole('radio', { name: 'Anual' });
    const block = page.locator('[data-block-type="67"]');
    const shows = async (price: string, section: string): Promise<void> => {
      await expect(block.locator('[data-pricing-for]:visible')).toHaveText([price, 'Assinar', section]);
    };
    await expect(monthly).toBeChecked();
    await expect(yearly).not.toBeChecked();
    await shows('R$ 20,00 por mês', 'Cancele quando quiser.');
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);

    await yearly.click();
    await expect(yearly).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await shows('R$ 200,00 por ano', 'Dois meses grátis.');
    await expect(block.getByRole('link', { name: 'Assinar' })).toHaveAttribute('href', '/checkout/subscribe?cartToken=anual-abc');

    // Keyboard only: one tab stop, on the selected option; arrows move focus and selection, wrapping round.
    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(yearly).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(monthly).toBeFocused();
    await expect(monthly).toBeChecked();
    await shows('R$ 20,00 por mês', 'Cancele quando quiser.');
    await page.keyboard.press('ArrowUp');
    await expect(yearly).toBeFocused();
    await expect(yearly).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('link', { name: 'Assinar' })).toBeFocused();
    await expectAxeClean(page);

    // The join button the toggle shows is a working subscription checkout link.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=anual-abc$/);
    await expect(page.locator('[data-param="cartToken"]')).toHaveText('anual-abc');
  });

  test('starts from the option the HTML marks selected', async ({ page }) => {
    await page.goto('/examples/member-area/2.html');
    await runtimeSettled(page);
    await expect(page.getByRole('radio', { name: 'Anual' })).toBeChecked();
    await expect(page.locator('[data-block-type="67"] [data-pricing-for]:visible').first()).toHaveText('R$ 200,00 por ano');
  });
});
