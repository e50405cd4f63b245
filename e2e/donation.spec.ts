import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const UNAVAILABLE = 'Esta doação não está disponível no momento. Tente novamente mais tarde.';

test.describe('donation block (52)', () => {
  test('the button takes a keyboard user to the donate page its data-donate-page-id names', async ({ page }) => {
    await page.goto('/examples/donation/1.html');
    await runtimeSettled(page);
    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Doar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=5f0c1a2b3c4d5e6f7a8b9c44$/);
    await expect(page.locator('[data-param="donatePageId"]')).toHaveText('5f0c1a2b3c4d5e6f7a8b9c44');
  });

  test('an id with spaces, & and = arrives whole: the runtime encodes it over a stale href', async ({ page }) => {
    await page.route('**/examples/donation/1.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('data-donate-page-id="5f0c1a2b3c4d5e6f7a8b9c44"', 'data-donate-page-id="doação 7&amp;x=1"');
      await route.fulfill({ response, body });
    });
    await page.goto('/examples/donation/1.html');
    await runtimeSettled(page);
    await expect(page.getByRole('link', { name: 'Doar' })).toHaveAttribute('href', '/checkout/donate?donatePageId=doa%C3%A7%C3%A3o%207%26x%3D1');
    await page.getByRole('link', { name: 'Doar' }).click();
    await expect(page.locator('[data-param="donatePageId"]')).toHaveText('doação 7&x=1');
  });

  test('without an id: no address to follow, and activating it says why, announced, without moving the page on load', async ({ page }) => {
    const donateRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/checkout/')) donateRequests.push(request.url());
    });
    await recordLayoutShifts(page);
    await page.goto('/examples/donation/2.html');
    await runtimeSettled(page);
    expect(await layoutShift(page)).toBe(0);
    const button = page.locator('a[data-donate-page-id]');
    await expect(button).not.toHaveAttribute('href');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.locator('header a').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(UNAVAILABLE);
    await button.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL(/\/examples\/donation\/2\.html$/);
    expect(donateRequests).toEqual([]);
    await expectAxeClean(page);
  });
});
