import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/popup-newsletter.html';
/** src/page/popup-overlay/popup-record.ts: `ss-popup-overlay:` + website.identifier. */
const RECORD_KEY = 'ss-popup-overlay:fixture-site';

test('signing up in the popup marks its record submitted, and the popup does not come back', async ({ page, qa }) => {
  const before = Date.now();
  await page.goto(PAGE);
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  // The newsletter inside the popup is enhanced once it is in the page.
  await page.evaluate(() => window.SiteRuntime?.settled());
  await expectAxeClean(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)).toBeNull();

  await popup.getByLabel('E-mail').fill('popup@example.com');
  await popup.getByRole('button', { name: 'Assinar' }).click();
  const success = popup.locator('[data-form-submission-text]');
  await expect(success).toHaveText('Inscrição confirmada. Obrigado!');
  await expect(success).toBeFocused();
  // The popup stays open so the visitor reads the success text.
  await expect(popup).toBeVisible();

  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)).not.toBeNull();
  const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)) ?? 'null') as {
    version: number;
    submitted: boolean;
    closedAt: number;
  };
  expect(record).toEqual({ version: 1, submitted: true, closedAt: expect.any(Number) });
  expect(record.closedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(record.closedAt).toBeLessThanOrEqual(Date.now() + 1000);

  // The lighter submission: no isOverlayForm (nor any other identity field) is sent.
  const saves = await qa.requests({ path: '/api/form/SaveFormSubmission' });
  expect(saves).toHaveLength(1);
  const body = saves[0]?.body as Record<string, string>;
  expect(body.form).toBe('{"email":"popup@example.com"}');
  expect(Object.keys(body).sort()).toEqual(['contentSource', 'form', 'key', 'pageId', 'pagePath', 'pageTitle', 'visitorCookie']);

  // Closing it afterwards keeps the signup.
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup).toHaveCount(0);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)) ?? 'null')).toMatchObject({ version: 1, submitted: true });

  // displayFrequency is 0, so only the signup keeps it away (see the next test).
  await page.reload();
  await runtimeSettled(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await qa.requests({ path: '/api/census/overlay' })).toHaveLength(1);
});

test('closing the popup without signing up brings it back on the next visit (displayFrequency 0)', async ({ page }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)) ?? 'null')).toMatchObject({ version: 1, submitted: false });

  await page.reload();
  await runtimeSettled(page);
  await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();
});

test('a failed signup in the popup does not mark the record', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
  // No error text in the reply: the status's own text (a reply's data.error would come first).
  await qa.fault({ path: '/api/form/SaveFormSubmission', status: 500, body: '{}' });
  await page.goto(PAGE);
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
  await expect(popup).toBeVisible();
  await page.evaluate(() => window.SiteRuntime?.settled());
  await popup.getByLabel('E-mail').fill('popup@example.com');
  await popup.getByRole('button', { name: 'Assinar' }).click();
  await expect(popup.locator('.form-error')).toHaveText('Não é possível enviar o formulário. Tente novamente mais tarde.');
  await page.waitForTimeout(200);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECORD_KEY)).toBeNull();
});
