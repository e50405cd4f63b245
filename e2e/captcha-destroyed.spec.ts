/**
 * The captcha's destroyed-document message (site-runtime.md §8: '[GoogleReCaptchaAPI] Document was
 * destroyed' when the document is gone), in the situation the runtime meets it: the form is taken out
 * of the page while the captcha script is still loading. Here the visitor closes the popup that
 * holds the form before the (slow) script arrives.
 */
import { expect, runtimeSettled, test } from './support/test.ts';

const DESTROYED = '[GoogleReCaptchaAPI] Document was destroyed';

test('closing the popup while the captcha script loads: the form goes, and the late script draws nothing but the message', async ({
  page,
  qa,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Slow enough that the visitor closes the popup first, even on a busy machine.
  await qa.fault({ path: '/recaptcha/api.js', delayMs: 4000 });
  await page.goto('/fixtures/popup-captcha.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Fale com a gente' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('textbox', { name: 'Nome *' })).toBeVisible();
  // The form asked for the script, which is still on its way.
  await expect.poll(async () => (await qa.requests({ path: '/recaptcha/api.js' })).length).toBe(1);
  expect((await qa.requests({ path: '/recaptcha/api.js' }))[0]?.status).toBeNull();
  await expect(popup.locator('.captcha-stand-in')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.locator('#block-popup-captcha')).toHaveCount(0);

  // The script arrives after the form is gone: the message, and no widget anywhere.
  await expect.poll(() => warnings, { timeout: 15_000 }).toContain(DESTROYED);
  expect(await page.evaluate(() => typeof window.grecaptcha?.render)).toBe('function');
  await expect(page.locator('.captcha-stand-in')).toHaveCount(0);
  expect(warnings.filter((warning) => warning === DESTROYED)).toHaveLength(1);
  expect(consoleErrors.messages).toEqual([]);
});

test('with the popup left open, the same late script draws the widget and says nothing of a destroyed document', async ({ page, qa }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await qa.fault({ path: '/recaptcha/api.js', delayMs: 1000 });
  await page.goto('/fixtures/popup-captcha.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Fale com a gente' });
  await expect(popup.getByRole('checkbox', { name: 'Não sou um robô' })).toBeVisible({ timeout: 10_000 });
  expect(warnings).not.toContain(DESTROYED);
});
