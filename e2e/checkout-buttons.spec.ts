import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const GIFT_CARD_UNAVAILABLE = 'Este vale-presente não está disponível no momento. Tente novamente mais tarde.';

test.describe('checkout buttons and the owner’s billing links (a[data-checkout-route])', () => {
  test('a keyboard user reaches the gift card checkout with its three ids; the subscription with its cart value', async ({ page }) => {
    await page.goto('/examples/checkout-buttons/1.html');
    await runtimeSettled(page);
    // A visitor sees neither of the owner's links.
    await expect(page.locator('[data-checkout-route="upgrade"], [data-checkout-route="change-plan"]')).toHaveCount(2);
    await expect(page.locator('[data-checkout-route="upgrade"]')).toBeHidden();
    await expect(page.locator('[data-checkout-route="change-plan"]')).toBeHidden();

    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Comprar vale-presente' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/giftcard\?/);
    await expect(page.locator('[data-param="websiteId"]')).toHaveText('5f0c1a2b3c4d5e6f7a8b9c00');
    await expect(page.locator('[data-param="giftCardProductId"]')).toHaveText('5f0c1a2b3c4d5e6f7a8b9c77');
    await expect(page.locator('[data-param="sku"]')).toHaveText('SQ1234567');

    await page.goto('/examples/checkout-buttons/1.html');
    await runtimeSettled(page);
    await page.getByRole('link', { name: 'Assinar' }).click();
    await expect(page.locator('[data-param="cartToken"]')).toHaveText('assinatura-7c2e');
  });

  test('a gift card button without its product goes nowhere and says why, with nothing moving on load', async ({ page }) => {
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/checkout/')) checkouts.push(request.url());
    });
    await recordLayoutShifts(page);
    await page.goto('/examples/checkout-buttons/2.html');
    await runtimeSettled(page);
    expect(await layoutShift(page)).toBe(0);
    const button = page.locator('a[data-checkout-route="giftcard"]');
    await expect(button).not.toHaveAttribute('href');
    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(GIFT_CARD_UNAVAILABLE);
    await expect(page).toHaveURL(/\/examples\/checkout-buttons\/2\.html$/);
    expect(checkouts).toEqual([]);
    await expectAxeClean(page);
  });

  for (const [as, shown] of [
    ['owner', true],
    ['viewer', false],
  ] as const) {
    test(`signed in as ${as}, the trial upgrade and plan change links are ${shown ? 'shown and go to billing' : 'still hidden'}`, async ({ page }) => {
      const path = '/examples/checkout-buttons/1.html?noredirect';
      await page.goto(`/__qa/login?as=${as}&to=${encodeURIComponent(path)}`);
      await runtimeSettled(page);
      const upgrade = page.getByRole('link', { name: 'Fazer upgrade do plano de avaliação' });
      const changePlan = page.getByRole('link', { name: 'Mudar de plano' });
      if (!shown) {
        await expect(upgrade).toHaveCount(0);
        await expect(changePlan).toHaveCount(0);
        return;
      }
      await expect(changePlan).toBeVisible();
      await expectAxeClean(page);
      await upgrade.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/settings\/billing\/billing\/upgrade$/);
      await page.goBack();
      await runtimeSettled(page);
      await page.getByRole('link', { name: 'Mudar de plano' }).click();
      await expect(page).toHaveURL(/\/settings\/billing\/billing\/website\/change-plan$/);
    });
  }
});
