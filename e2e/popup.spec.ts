import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-02T12:00:00-03:00').getTime();

test('the popup shows on a first visit, closes by keyboard, stays away for 7 days, then returns', async ({ page, qa }) => {
  await page.clock.install({ time: START });
  await recordLayoutShifts(page);
  await page.goto('/fixtures/popup.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Saiba mais' })).toBeVisible();
  // The overlay is fixed and the scroll lock keeps the scrollbar's width: nothing behind it moves.
  expect(await layoutShift(page)).toBe(0);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/overlay' })).length).toBe(1);
  const [overlay] = await qa.requests({ path: '/api/census/overlay' });
  expect(overlay?.body).toMatchObject({ pageTitle: 'Popup de novidades', pagePath: '/fixtures/popup.html' });
  await expectAxeClean(page);

  // Focus is inside; Tab stays inside; Escape closes and focus returns to the page.
  await expect(popup.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(popup.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  await page.clock.setSystemTime(START + 6 * DAY);
  await page.reload();
  await runtimeSettled(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The page clock kept running while the popup was open: a minute covers the close time.
  await page.clock.setSystemTime(START + 7 * DAY + 60_000);
  await page.reload();
  await runtimeSettled(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a logged-in owner does not see the popup', async ({ page }) => {
  await page.goto('/__qa/login?as=owner&to=/fixtures/popup.html%3Fnoredirect');
  await runtimeSettled(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a dialog opened from inside the popup shows above it, takes Escape first and gives focus back into the popup; all under the strict CSP', async ({
  page,
  qa,
}) => {
  await page.goto('/fixtures/popup.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  // A checkout link in the popup's content (the runtime enhances blocks inserted later): without a
  // cart, a click shows its alert.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/commerce/goto-checkout';
    link.textContent = 'Finalizar compra';
    document.querySelector('[data-popup-overlay-root]')?.append(' ', link);
  });
  await runtimeSettled(page);
  const link = popup.getByRole('link', { name: 'Finalizar compra' });
  await link.focus();
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alertdialog', { name: 'Não foi possível abrir o checkout' });
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  // The alert is on top (both are centred): what the window shows at its centre is the alert.
  expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('dialog')?.className)).toBe('siteruntime-dialog');
  // The popup behind it is inert now: focus cannot go back into it while the alert is open.
  await link.evaluate((element: HTMLElement) => element.focus());
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectAxeClean(page);

  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(popup).toBeVisible();
  await expect(link).toBeFocused();
  // Tab still wraps inside the popup: from its last control to its close button.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Fechar' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(link).toBeFocused();

  // A click on the backdrop (the popup's top-left corner is backdrop) closes it.
  await page.mouse.click(5, 5);
  await expect(popup).toHaveCount(0);
  expect(await qa.cspReports()).toEqual([]);
});
