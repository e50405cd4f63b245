/**
 * The runtime's dialogs in Chromium, opened the way real flows open them: the cart bundle's
 * confirmations go through its context's start('dialog', …) (docs/markup.md 6.21, 6.23;
 * fixtures/cart-confirm.html), and the information dialog is the one a logout return shows.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const CART = '/fixtures/cart-confirm.html';

async function openCart(page: Page): Promise<{ status: Locator; items: Locator }> {
  await page.goto(CART);
  await runtimeSettled(page);
  await expect(page.locator('[data-cart-root]')).toHaveAttribute('data-cart-bundle', 'mounted');
  return { status: page.locator('[data-cart-status]'), items: page.locator('[data-cart-item]') };
}

const buttonLabels = (dialog: Locator): Promise<string[]> => dialog.getByRole('button').allTextContents();

test('a confirmation: Confirmar, Rejeitar and Cancelar; keyboard only, focus trapped inside and returned to the button that opened it', async ({
  page,
  qa,
}) => {
  const { status, items } = await openCart(page);
  const remove = page.getByRole('button', { name: 'Remover Camiseta (M)' });
  await remove.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Remover Camiseta (M)?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleDescription('Confirmar remove o item; Rejeitar o mantém no carrinho.');
  expect(await buttonLabels(dialog)).toEqual(['Confirmar', 'Rejeitar', 'Cancelar']);
  // SR §9: width 350 and padding 20; base z-index 30000.
  expect(await dialog.evaluate((panel) => [panel.getBoundingClientRect().width, getComputedStyle(panel).paddingTop])).toEqual([350, '20px']);
  expect(await dialog.evaluate((panel) => getComputedStyle(panel).zIndex)).toBe('30000');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await expectAxeClean(page);
  // A native modal <dialog>: the page behind it is inert, so focus cannot be put there, even from script.
  expect(await dialog.evaluate((panel) => panel.tagName === 'DIALOG' && panel.matches(':modal'))).toBe(true);
  await remove.evaluate((button: HTMLElement) => button.focus());
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();

  // Tab and Shift+Tab cycle inside the dialog only.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Rejeitar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Rejeitar' })).toBeFocused();

  // Rejeitar: the flow hears 'reject' (the item stays), and focus goes back where it was.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.siteruntime-dialog')).toHaveCount(0);
  await expect(status).toHaveText('Camiseta (M) continua no carrinho.');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toBeVisible();
  await expect(remove).toBeFocused();
  // Styled by its stylesheet and CSSOM alone: nothing the page's strict CSP refuses.
  expect(await qa.cspReports()).toEqual([]);
});

test('Confirmar is confirm and Cancelar is cancel', async ({ page }) => {
  const { status, items } = await openCart(page);
  await page.getByRole('button', { name: 'Remover Caneca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover Caneca?' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Caneca foi removido do carrinho.');
  await expect(items.nth(1)).toBeHidden();

  const remove = page.getByRole('button', { name: 'Remover Camiseta (M)' });
  await remove.click();
  await page.getByRole('dialog', { name: 'Remover Camiseta (M)?' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(status).toHaveText('Nada foi alterado.');
  await expect(items.nth(0)).toBeVisible();
  await expect(remove).toBeFocused();
});

test('a click on the overlay cancels; Escape cancels where the flow allows it', async ({ page }) => {
  const { status, items } = await openCart(page);
  const remove = page.getByRole('button', { name: 'Remover Camiseta (M)' });
  const dialog = page.getByRole('dialog', { name: 'Remover Camiseta (M)?' });
  const reject = async (): Promise<void> => {
    await remove.click();
    await dialog.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(status).toHaveText('Camiseta (M) continua no carrinho.');
  };

  await reject();
  await remove.click();
  await expect(dialog).toBeVisible();
  // The overlay covers the viewport around the panel: its top-left corner is overlay.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Nada foi alterado.');

  await reject();
  await remove.click();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Nada foi alterado.');
  await expect(remove).toBeFocused();
  await expect(items.nth(0)).toBeVisible();
});

test('where the flow turns Escape off, Escape does nothing and the question waits for an answer', async ({ page }) => {
  const { status, items } = await openCart(page);
  const empty = page.getByRole('button', { name: 'Esvaziar carrinho' });
  await empty.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Esvaziar o carrinho?' });
  await expect(dialog).toHaveAccessibleDescription('Todos os itens saem do carrinho.');
  expect(await buttonLabels(dialog)).toEqual(['Confirmar', 'Cancelar']);

  await page.keyboard.press('Escape');
  // Longer than the hide fallback (600 ms): it did not start hiding.
  await page.waitForTimeout(800);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await expect(status).toHaveText('');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Nada foi alterado.');
  await expect(empty).toBeFocused();

  await empty.click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(status).toHaveText('O carrinho foi esvaziado.');
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) await expect(item).toBeHidden();
});

test('the information dialog (after a logout) has no button and hides itself after exactly 2000 ms', async ({ page }) => {
  // Under reduced motion hiding ends at once, so the dialog goes at the auto-hide time itself.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2026-11-02T12:00:00-03:00') });
  await page.clock.pauseAt(new Date('2026-11-02T12:00:01-03:00'));
  await page.goto('/fixtures/no-blocks.html?logout=true');
  const dialog = page.getByRole('dialog', { name: 'Logout efetuado com sucesso' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('O logout foi efetuado com sucesso.');
  await expect(dialog.getByRole('button')).toHaveCount(0);
  // (No axe run here: axe-core needs the page's timers, which stand still. The dialog view is the one
  // the confirmation tests check.)

  // The page clock stands still: only these steps move it.
  await page.clock.runFor(1999);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(1);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html$/);
});
