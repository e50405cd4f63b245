import { expect, runtimeSettled, test } from './support/test.ts';

test.describe('editor redirect', () => {
  test('a logged-in owner goes to the configuration panel with the page in frameUrl', async ({ page }) => {
    await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html%3Fa%3D1');
    await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Ffixtures%2Fowner\.html%3Fa%3D1$/);
  });

  test('exceptions: noredirect in the query, then in session storage; a viewer; a frame', async ({ page }) => {
    await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html%3Fnoredirect');
    await runtimeSettled(page);
    await expect(page).toHaveURL(/\/fixtures\/owner\.html\?noredirect$/);
    // Later pages of the visit remember it.
    await page.goto('/fixtures/owner.html');
    await runtimeSettled(page);
    await expect(page).toHaveURL(/\/fixtures\/owner\.html$/);

    await page.goto('/__qa/login?as=viewer&to=/fixtures/no-blocks.html');
    await runtimeSettled(page);
    await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html$/);
  });

  test('inside the configuration panel frame the page stays', async ({ page }) => {
    await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html');
    await expect(page).toHaveURL(/\/config\//);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Página do dono' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/config\//);
  });

  test('on localhost the page stays', async ({ page, baseURL }) => {
    const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.goto(`${local}/__qa/login?as=owner&to=/fixtures/owner.html`);
    await runtimeSettled(page);
    await expect(page).toHaveURL(`${local}/fixtures/owner.html`);
  });
});

test('Escape sends a visitor to the configuration page on the admin host; the owner flows load only on that press', async ({ page, qa }) => {
  await page.route('https://app.fixture.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'painel' }));
  await page.goto('/fixtures/owner.html');
  await runtimeSettled(page);
  expect(await qa.requests({ path: '/dist/chunks/owner-*.js' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('https://app.fixture.test/config/?frameUrl=%2Ffixtures%2Fowner.html');
});

test('Escape in a text field does nothing', async ({ page }) => {
  await page.goto('/fixtures/owner.html');
  await runtimeSettled(page);
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Busca');
    document.querySelector('main')?.append(input);
  });
  await page.getByRole('textbox', { name: 'Busca' }).press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/fixtures\/owner\.html$/);
});

test('Shift+Escape logs the owner out; the site root shows the logout dialog, which hides itself', async ({ page, qa }) => {
  await page.goto('/__qa/login?as=owner&to=/fixtures/owner.html%3Fnoredirect');
  await runtimeSettled(page);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(/\/\?logout=true$|\/$/);
  const [logout] = await qa.requests({ path: '/api/auth/Logout' });
  expect(logout?.method).toBe('POST');
  expect(logout?.query.crumb).toBe(logout?.cookies.crumb);
  const dialog = page.getByRole('dialog', { name: 'Logout efetuado com sucesso' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('O logout foi efetuado com sucesso.');
  await expect(dialog).toHaveCount(0, { timeout: 4000 });
  await expect(page).not.toHaveURL(/logout=true/);
});
