import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { withPageContext } from './support/page-context.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/newsletter.html';
const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const INVALID_EMAIL = 'E-mail inválido. O endereço de e-mail deve ter o formato nome@exemplo.com.';

declare global {
  interface Window {
    __pixels?: unknown[];
    __xss?: unknown;
  }
}

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await runtimeSettled(page);
}

test('the lighter submission sends key, form and the census fields only, and shows the focused success text', async ({ page, context, qa }) => {
  await open(page);
  const block = page.locator('#block-news');
  await block.getByLabel('E-mail').fill('ana@example.com');
  await block.getByRole('button', { name: 'Assinar' }).click();

  const success = block.locator('[data-form-submission-text]');
  await expect(success).toBeVisible();
  await expect(success).toHaveText('Inscrição confirmada.');
  await expect(success).toBeFocused();
  await expect(block.locator('form')).toBeHidden();

  const keys = await qa.requests({ path: KEY });
  const saves = await qa.requests({ path: SAVE });
  expect(keys).toHaveLength(1);
  expect(saves).toHaveLength(1);
  const [key] = keys;
  const [save] = saves;
  // The key first, with nothing in its body; then the save.
  expect(key?.method).toBe('POST');
  expect(key?.body).toBeUndefined();
  expect(key?.bodyText).toBeUndefined();
  expect(key?.headers['content-type']).toBeUndefined();
  expect(key!.id).toBeLessThan(save!.id);
  expect(save?.method).toBe('POST');
  expect(save?.status).toBe(200);

  const body = save?.body as Record<string, string>;
  // Exactly these keys: no formId, collectionId, objectName, isOverlayForm, submitButtonText or captchaKey.
  expect(Object.keys(body).sort()).toEqual(['contentSource', 'form', 'key', 'pageId', 'pagePath', 'pageTitle', 'visitorCookie']);
  expect(body.key).toMatch(/\S/);
  expect(body.form).toBe('{"email":"ana@example.com"}');
  const cvr = (await context.cookies()).find((cookie) => cookie.name === 'ss_cvr');
  expect(cvr).toBeDefined();
  expect(body).toMatchObject({
    visitorCookie: decodeURIComponent(cvr!.value),
    pageTitle: 'Newsletter',
    pageId: '5f0c1a2b3c4d5e6f7a8b9c11',
    contentSource: 'c',
    pagePath: '/fixtures/newsletter.html',
  });
  // The other newsletter on the page is untouched.
  await expect(page.locator('#block-news-estreita form')).toBeVisible();
});

test('a successful signup fires the newsletterSubscribe pixel event, and only then', async ({ page }) => {
  await page.addInitScript(() => {
    const pixels: unknown[] = [];
    window.__pixels = pixels;
    window.addEventListener('siteruntime:pixel', (event) => pixels.push((event as CustomEvent<unknown>).detail));
  });
  await open(page);
  const block = page.locator('#block-news');
  await block.getByLabel('E-mail').fill('pixel@example.com');
  expect(await page.evaluate(() => window.__pixels)).toEqual([]);
  await block.getByRole('button', { name: 'Assinar' }).click();
  await expect(block.locator('[data-form-submission-text]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__pixels)).toEqual([{ name: 'newsletterSubscribe', data: {} }]);
});

test('under a restrictive cookie policy the pixel event waits for the visitor’s consent', async ({ page }) => {
  await withPageContext(page, PAGE, (context) => {
    context.cookieSettings = { isRestrictiveCookiePolicyEnabled: true };
  });
  await page.addInitScript(() => {
    const pixels: unknown[] = [];
    window.__pixels = pixels;
    window.addEventListener('siteruntime:pixel', (event) => pixels.push((event as CustomEvent<unknown>).detail));
  });
  await open(page);
  const wide = page.locator('#block-news');
  await wide.getByLabel('E-mail').fill('sem-consentimento@example.com');
  await wide.getByRole('button', { name: 'Assinar' }).click();
  await expect(wide.locator('[data-form-submission-text]')).toBeVisible();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.__pixels)).toEqual([]);

  // The visitor accepts (a consent tool answering for them): the next signup is reported.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('siteruntime:consent', { detail: { allowed: true } })));
  const narrow = page.locator('#block-news-estreita');
  await narrow.getByLabel('E-mail').fill('com-consentimento@example.com');
  await narrow.getByRole('button', { name: 'Assinar' }).click();
  await expect(narrow.locator('[data-form-submission-text]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__pixels)).toEqual([{ name: 'newsletterSubscribe', data: {} }]);
});

test('a 400 with an errors map puts the message at the field as text, without the general message or banners', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 400/);
  const message = '<img src=x onerror="window.__xss=1">E-mail já inscrito';
  await qa.fault({ path: SAVE, status: 400, body: JSON.stringify({ errors: { email: message } }), times: 1 });
  await open(page);
  const block = page.locator('#block-news');
  const input = block.getByLabel('E-mail');
  await input.fill('ja@example.com');
  await block.getByRole('button', { name: 'Assinar' }).click();

  const fieldError = block.locator('[data-field-id="email"] .form-field-error');
  await expect(fieldError).toHaveText(message);
  // Inserted as text: no element was created from it and its handler never ran.
  await expect(block.locator('img')).toHaveCount(0);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  // The field is marked, and its input points at the message.
  await expect(block.locator('[data-field-id="email"]')).toHaveAttribute('data-invalid', '');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const errorId = await fieldError.getAttribute('id');
  expect(errorId).toBeTruthy();
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`));
  // Placed before the field's title.
  expect(
    await fieldError.evaluate((error) => {
      const title = error.closest('[data-field-id]')?.querySelector('[data-field-title]');
      return title ? (error.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 : false;
    }),
  ).toBe(true);

  // Newsletter forms have no banners and no general "errors above" message.
  await expect(page.locator('.form-error-banner')).toHaveCount(0);
  await expect(page.getByText('Um ou mais campos são inválidos; verifique as entradas.')).toHaveCount(0);
  await expect(page.getByText(/Seu formulário encontrou um problema/)).toHaveCount(0);

  // What was typed stays; the form is not replaced by the success text.
  await expect(input).toHaveValue('ja@example.com');
  await expect(block.locator('[data-form-submission-text]')).toBeHidden();
  expect((await qa.requests({ path: SAVE })).map((request) => request.status)).toEqual([400]);

  // Sending again (the server now accepts it) succeeds and clears the marks.
  await block.getByRole('button', { name: 'Assinar' }).click();
  await expect(block.locator('[data-form-submission-text]')).toBeVisible();
  await expect(block.locator('[data-field-id="email"]')).not.toHaveAttribute('data-invalid');
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(block.locator('.form-field-error')).toHaveCount(0);
  expect((await qa.requests({ path: SAVE })).map((request) => request.status)).toEqual([400, 200]);
});

test('an invalid e-mail is refused in the page with the spec message, and nothing is sent', async ({ page, qa }) => {
  await open(page);
  const block = page.locator('#block-news');
  const input = block.getByLabel('E-mail');
  await input.fill('ana@exemplo');
  await block.getByRole('button', { name: 'Assinar' }).click();

  await expect(block.locator('[data-field-id="email"] .form-field-error')).toHaveText(INVALID_EMAIL);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('ana@exemplo');
  await expect(page.locator('.form-error-banner')).toHaveCount(0);
  await expect(page.getByText('Um ou mais campos são inválidos; verifique as entradas.')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: KEY })).toEqual([]);
  expect(await qa.requests({ path: SAVE })).toEqual([]);
});

test('a block narrower than 320 px gets the small layout, a wide one does not, and it follows the window', async ({ page }) => {
  await recordLayoutShifts(page);
  await open(page);
  const wide = page.locator('#block-news');
  const narrow = page.locator('#block-news-estreita');
  expect((await narrow.boundingBox())!.width).toBe(300);
  expect((await wide.boundingBox())!.width).toBeGreaterThanOrEqual(320);
  await expect(narrow).toHaveAttribute('data-layout', 'small');
  await expect(wide).not.toHaveAttribute('data-layout');
  // The site's stylesheet keys on it (src/blocks/newsletter/template.css: a dark button in the small layout).
  await expect(narrow.getByRole('button', { name: 'Assinar' })).toHaveCSS('background-color', 'rgb(29, 29, 31)');
  await expect(wide.getByRole('button', { name: 'Assinar' })).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  // Mounting (and the small layout's styles) moves nothing.
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);

  // A narrow window stacks the columns: the main block is now under 320 px too, then wide again.
  await page.setViewportSize({ width: 360, height: 720 });
  await expect(wide).toHaveAttribute('data-layout', 'small');
  await expect(narrow).toHaveAttribute('data-layout', 'small');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(wide).not.toHaveAttribute('data-layout');
  await expect(narrow).toHaveAttribute('data-layout', 'small');
});

test('keyboard only: Tab to the e-mail, type it, Enter subscribes', async ({ page, qa }) => {
  await open(page);
  await page.locator('header a').focus();
  await page.keyboard.press('Tab');
  const input = page.locator('#block-news').getByLabel('E-mail');
  await expect(input).toBeFocused();
  await page.keyboard.type('teclado@example.com');
  await page.keyboard.press('Enter');

  const success = page.locator('#block-news [data-form-submission-text]');
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  const saves = await qa.requests({ path: SAVE });
  expect(saves.map((save) => (save.body as Record<string, string>).form)).toEqual(['{"email":"teclado@example.com"}']);
});
