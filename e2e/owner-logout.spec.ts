import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test('Shift+Escape logs the owner out with the Escape-login setting off; Escape alone does nothing there', async ({ page, qa }) => {
  // no-blocks.html leaves websiteSettings.escapeKeyLoginEnabled at its default, false.
  await page.goto('/__qa/login?as=owner&to=/fixtures/no-blocks.html%3Fnoredirect');
  await runtimeSettled(page);
  expect(await page.evaluate(() => JSON.parse(document.getElementById('site-context')?.textContent ?? '{}').websiteSettings?.escapeKeyLoginEnabled)).not.toBe(
    true,
  );

  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html\?noredirect$/);
  expect(await qa.requests({ path: '/api/auth/Logout' })).toEqual([]);

  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(/\/\?logout=true$|\/$/);
  const logouts = await qa.requests({ path: '/api/auth/Logout' });
  expect(logouts.map((request) => [request.method, request.status])).toEqual([['POST', 200]]);
  expect(logouts[0]?.query.crumb).toBe(logouts[0]?.cookies.crumb);
  await expect(page.getByRole('dialog', { name: 'Logout efetuado com sucesso' })).toBeVisible();
});

test('a visitor with the setting off: neither Escape nor Shift+Escape does anything', async ({ page, qa }) => {
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html$/);
  expect(await qa.requests({ path: '/api/auth/Logout' })).toEqual([]);
  // The owner flows' chunk is not even loaded for an ordinary visitor.
  expect(await qa.requests({ path: '/dist/chunks/owner-*.js' })).toEqual([]);
});

test('inside the configuration panel, Shift+Escape in the preview frame logs out and the top window goes to the preview address', async ({ page, qa }) => {
  await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html%3Fa%3D1');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Ffixtures%2Fowner\.html%3Fa%3D1$/);
  const frame = page.frameLocator('iframe[title="Pré-visualização do site"]');
  const heading = frame.getByRole('heading', { name: 'Página do dono' });
  await expect(heading).toBeVisible();
  const preview = page.frame({ url: /\/fixtures\/owner\.html\?a=1$/ });
  expect(preview).not.toBeNull();
  if (preview) await runtimeSettled(preview);

  // Focus inside the frame: the key goes to the preview's document.
  await frame.locator('main').click();
  await page.keyboard.press('Shift+Escape');

  // The top window leaves the panel for the preview's address with logout=true (SR §2), where the
  // logged-out page shows the logout dialog and then drops the parameter.
  await expect(page).toHaveURL(/\/fixtures\/owner\.html\?a=1(&logout=true)?$/);
  const logouts = await qa.requests({ path: '/api/auth/Logout' });
  expect(logouts.map((request) => request.method)).toEqual(['POST']);
  expect(logouts[0]?.headers.referer).toMatch(/\/fixtures\/owner\.html\?a=1$/);
  const arrivals = await qa.requests({ path: '/fixtures/owner.html' });
  expect(arrivals.map((request) => request.query)).toContainEqual({ a: '1', logout: 'true' });
  const dialog = page.getByRole('dialog', { name: 'Logout efetuado com sucesso' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('O logout foi efetuado com sucesso.');
  await expectAxeClean(page);
  // Logged out now: no redirect back into the panel.
  await expect(dialog).toHaveCount(0, { timeout: 4000 });
  await expect(page).toHaveURL(/\/fixtures\/owner\.html\?a=1$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});
