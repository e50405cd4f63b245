import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { scriptRequests } from './support/script-requests.ts';
import { expect, runtimeSettled, test } from './support/test.ts';
import { chunkOf } from './support/built-chunks.ts';

test('the cart root loads the bundle the page context names, mounts it on load and destroys it on teardown', async ({ page }) => {
  const scripts = scriptRequests(page);
  await recordLayoutShifts(page);
  await page.goto('/fixtures/cart.html');
  await runtimeSettled(page);
  const root = page.locator('[data-cart-root]');
  await expect(root).toHaveAttribute('data-cart-bundle', 'mounted');
  expect(scripts).toContain('/fixtures/assets/commerce/cart-bundle.js');
  expect(scripts.filter((path) => chunkOf(path) === 'react')).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);
  await page.evaluate(() => window.SiteRuntime?.teardown());
  await expect(root).not.toHaveAttribute('data-cart-bundle');
});

test('a malformed page context gives one warning and safe defaults; the cart keeps its HTML, other blocks work', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/^\[site-runtime\] cart block #cart was not enhanced: CartBundleError: The page context names no cart bundle \(assets\.cart\)/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/cart-bad-context.html');
  await runtimeSettled(page);
  expect(warnings).toEqual(['[site-runtime] site-context: using defaults for … [not valid JSON]']);
  await expect(page.locator('[data-cart-root]')).not.toHaveAttribute('data-cart-bundle');
  await expect(page.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute('href', '/commerce/goto-checkout');
  await page.locator('#block-faq-button-2').click();
  await expect(page.locator('#block-faq-button-2')).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.name)).toEqual(['CartBundleError']);
  expect((await qa.errorReports())[0]?.data).toMatchObject({ feature: 'cart', block: 'cart' });
});

test('checkout without a cart cookie: an alert, handled by keyboard alone, instead of an error page', async ({ page }) => {
  await page.goto('/fixtures/cart.html');
  await runtimeSettled(page);
  const link = page.getByRole('link', { name: 'Finalizar compra' });
  await link.focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Não foi possível abrir o checkout' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Sua sessão expirou ou os cookies não estão habilitados no navegador.');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await expect(page).toHaveURL(/\/fixtures\/cart\.html$/);
  await expectAxeClean(page);
  // Tab stays inside the dialog; Enter on OK closes it and focus returns to the link.
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('checkout with a cart cookie goes to checkout', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CART', value: 'carrinho-123', url: baseURL ?? '' }]);
  await page.goto('/fixtures/cart.html');
  await runtimeSettled(page);
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=carrinho-123$/);
});

test('checkout with a cart value in the link and no cookie goes to checkout with that value', async ({ page, context, qa }) => {
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'CART' }));
  await page.goto('/examples/checkout-link/2.html');
  await runtimeSettled(page);
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=carrinho-9f3a$/);
  await expect(page.locator('[data-param="cartToken"]')).toHaveText('carrinho-9f3a');
  const [entry] = await qa.requests({ path: '/commerce/goto-checkout' });
  expect(entry?.query).toEqual({ cartToken: 'carrinho-9f3a' });
  expect(entry?.cookies).not.toHaveProperty('CART');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('checkout with an empty cart value and no cookie: the alert, and the page stays', async ({ page, qa }) => {
  await page.goto('/examples/checkout-link/1.html');
  await runtimeSettled(page);
  await page.evaluate(() => document.querySelector('a.button')?.setAttribute('href', '/commerce/goto-checkout?cartToken='));
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Não foi possível abrir o checkout' });
  await expect(alert).toContainText('Sua sessão expirou ou os cookies não estão habilitados no navegador.');
  await expect(page).toHaveURL(/\/examples\/checkout-link\/1\.html$/);
  expect(await qa.requests({ path: '/commerce/goto-checkout' })).toEqual([]);
});
