import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { withPageContext } from './support/page-context.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/form-captcha.html';
const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const SCRIPT = '/recaptcha/api.js';
const CAPTCHA_MESSAGE = 'Complete o CAPTCHA antes de enviar.';

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await runtimeSettled(page);
}

function robot(page: Page) {
  return page.getByRole('checkbox', { name: 'Não sou um robô' });
}

async function fillForm(page: Page): Promise<void> {
  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@example.com');
}

test('without ticking the captcha the form says so and sends nothing', async ({ page, qa }) => {
  await open(page);
  await expect(robot(page)).toBeVisible();
  await fillForm(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('#block-captcha .form-error')).toHaveText(CAPTCHA_MESSAGE);
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toBeHidden();
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: KEY })).toEqual([]);
  expect(await qa.requests({ path: SAVE })).toEqual([]);
  // Nothing was lost.
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza');
});

test('once ticked, the token travels as captchaKey and the platform accepts the submission', async ({ page, qa }) => {
  await open(page);
  await fillForm(page);
  await robot(page).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  // The success text is in the page from the start, hidden: only its being shown says the save is done.
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toBeVisible();
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toHaveText('Obrigado! Recebemos sua mensagem.');

  const saves = await qa.requests({ path: SAVE });
  expect(saves).toHaveLength(1);
  expect(saves[0]?.status).toBe(200);
  expect(saves[0]?.body).toMatchObject({
    formId: 'form-captcha',
    captchaKey: 'fixture-captcha-ok',
    form: JSON.stringify({ 'field-nome': 'Ana Souza', 'field-email': 'ana@example.com' }),
  });
});

test('a failed save resets the captcha and disables the bound button until it is solved again; the retry needs no retyping', async ({
  page,
  qa,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
  await qa.fault({ path: SAVE, status: 500, body: '{}', times: 1 });
  await open(page);
  await fillForm(page);
  await robot(page).check();
  const submit = page.getByRole('button', { name: 'Enviar' });
  await submit.click();

  await expect(page.locator('#block-captcha .form-error')).toHaveText('Não é possível enviar o formulário. Tente novamente mais tarde.');
  await expect(robot(page)).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');

  await robot(page).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toBeVisible();

  const saves = await qa.requests({ path: SAVE });
  expect(saves.map((save) => save.status)).toEqual([500, 200]);
  expect(saves[1]?.body).toMatchObject({
    captchaKey: 'fixture-captcha-ok',
    form: JSON.stringify({ 'field-nome': 'Ana Souza', 'field-email': 'ana@example.com' }),
  });
  // A new key for each attempt.
  expect(await qa.requests({ path: KEY })).toHaveLength(2);
});

test('a field left empty resets the captcha too (SR §4: after every failure), focus on the field, and nothing is sent', async ({ page, qa }) => {
  await open(page);
  await page.getByLabel('E-mail').fill('ana@example.com');
  await robot(page).check();
  const submit = page.getByRole('button', { name: 'Enviar' });
  await submit.click();
  await expect(page.getByLabel('Nome')).toBeFocused();
  await expect(page.getByLabel('Nome')).toHaveAccessibleDescription(/Este campo é obrigatório\./);
  await expect(robot(page)).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');
  expect(await qa.requests({ path: KEY })).toEqual([]);

  await page.getByLabel('Nome').fill('Ana Souza');
  await robot(page).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toBeVisible();
  expect((await qa.requests({ path: SAVE })).map((save) => save.status)).toEqual([200]);
});

test('keyboard only: fill, tick with Space, send; after a failed save focus moves to the captcha to solve again', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
  await qa.fault({ path: SAVE, status: 500, body: '{}', times: 1 });
  await open(page);
  await expect(robot(page)).toBeVisible();
  await page.locator('header a').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nome')).toBeFocused();
  await page.keyboard.type('Ana Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.com');
  await page.keyboard.press('Tab');
  await expect(robot(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(robot(page)).toBeChecked();
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'Enviar' });
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.locator('#block-captcha .form-error')).toHaveText('Não é possível enviar o formulário. Tente novamente mais tarde.');
  await expect(submit).toBeDisabled();
  await expectAxeClean(page);
  // The disabled button would drop focus: it goes to the captcha, the next thing to do.
  await expect(robot(page)).toBeFocused();
  await expect(robot(page)).not.toBeChecked();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#block-captcha [data-form-submission-text]')).toBeVisible();
  expect((await qa.requests({ path: SAVE })).map((save) => save.status)).toEqual([500, 200]);
});

test('the widget is compact when the form is narrower than 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 300, height: 720 });
  await open(page);
  expect((await page.locator('#block-captcha form').boundingBox())!.width).toBeLessThan(320);
  await expect(page.locator('.captcha-stand-in[data-size="compact"]')).toBeVisible();
  await expect(page.locator('.captcha-stand-in[data-size="normal"]')).toHaveCount(0);
});

test('the widget is compact for a narrow form in a wider window: the form’s width decides', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  await open(page);
  expect((await page.locator('#block-captcha form').boundingBox())!.width).toBeLessThan(320);
  await expect(page.locator('.captcha-stand-in[data-size="compact"]')).toBeVisible();
});

test('the widget is normal on a wide form', async ({ page }) => {
  await open(page);
  expect((await page.locator('#block-captcha form').boundingBox())!.width).toBeGreaterThanOrEqual(320);
  await expect(page.locator('.captcha-stand-in[data-size="normal"]')).toBeVisible();
  await expect(page.locator('.captcha-stand-in[data-size="compact"]')).toHaveCount(0);
});

test('without a site key the console says the captcha is not set up, and a submission sends nothing', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/^ReCaptcha has not been set up!$/);
  await withPageContext(page, PAGE, (context) => {
    context.captchaSettings = { scriptUrl: '/recaptcha/api.js' };
  });
  await open(page);
  await expect.poll(() => consoleErrors.messages).toEqual(['ReCaptcha has not been set up!']);
  await fillForm(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('#block-captcha .form-error')).toHaveText(CAPTCHA_MESSAGE);
  await page.waitForTimeout(300);
  expect(await qa.requests({ path: KEY })).toEqual([]);
  expect(await qa.requests({ path: SAVE })).toEqual([]);
  expect(await qa.requests({ path: SCRIPT })).toEqual([]);
  await expect(page.locator('#block-captcha [data-captcha]')).toBeEmpty();
  expect(consoleErrors.messages).toEqual(['ReCaptcha has not been set up!']);
});

test('the captcha script is requested once per page, with the page nonce, under the strict CSP', async ({ page, qa }) => {
  await open(page);
  await expect(robot(page)).toBeVisible();
  const requests = await qa.requests({ path: SCRIPT });
  expect(requests).toHaveLength(1);
  expect(requests[0]?.status).toBe(200);
  expect(requests[0]?.query).toMatchObject({ render: 'explicit', onload: expect.stringMatching(/^[\w$.]+$/) });
  const nonces = await page.evaluate(() => ({
    runtime: document.querySelector<HTMLScriptElement>('script[src$="/dist/runtime.js"]')?.nonce,
    captcha: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/recaptcha/api.js"]')].map((script) => script.nonce),
  }));
  expect(nonces.runtime).toBeTruthy();
  expect(nonces.captcha).toEqual([nonces.runtime]);

  // A second form with a captcha, added later, gets its own widget from the same script.
  await page.evaluate(() => {
    const block = document.createElement('div');
    block.className = 'sqs-block form-block';
    block.id = 'block-captcha-2';
    block.setAttribute('data-block-type', '9');
    block.setAttribute(
      'data-block-json',
      JSON.stringify({
        formId: 'form-captcha',
        fields: [
          { id: 'field-nome', type: 'text', title: 'Nome', required: true },
          { id: 'field-email', type: 'email', title: 'E-mail', required: true },
        ],
      }),
    );
    block.innerHTML = `<form method="post" novalidate class="form">
      <div data-field-id="field-nome" data-field-type="text" class="field"><label data-field-title for="c2-nome">Seu nome</label><input id="c2-nome" name="field-nome"></div>
      <div data-field-id="field-email" data-field-type="email" class="field"><label data-field-title for="c2-email">Seu e-mail</label><input id="c2-email" name="field-email" type="email"></div>
      <div data-captcha></div><button type="submit" class="button" data-captcha-bound>Enviar também</button></form>
      <div data-form-submission-text hidden><p>Recebido também.</p></div>`;
    document.querySelector('main')?.append(block);
  });
  await page.evaluate(() => window.SiteRuntime?.settled());
  await expect(page.locator('.captcha-stand-in')).toHaveCount(2);
  await expect(page.locator('#block-captcha-2 .captcha-stand-in')).toHaveAttribute('data-widget-id', '1');
  expect(await qa.requests({ path: SCRIPT })).toHaveLength(1);

  // Each widget answers for its own form.
  await page.locator('#block-captcha-2').getByRole('checkbox', { name: 'Não sou um robô' }).check();
  await page.getByLabel('Seu nome').fill('Bia');
  await page.getByLabel('Seu e-mail').fill('bia@example.com');
  await page.getByRole('button', { name: 'Enviar também' }).click();
  await expect(page.locator('#block-captcha-2 [data-form-submission-text]')).toBeVisible();
  await expect(page.locator('#block-captcha form')).toBeVisible();

  await page.waitForTimeout(500);
  expect(await qa.cspReports()).toEqual([]);
});

test('a captcha script that failed is requested once per page: the form added again is not set up and asks nothing', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 503/);
  consoleErrors.expect(/^ReCaptcha has not been set up!$/);
  await qa.fault({ path: SCRIPT, status: 503 });
  await open(page);
  await expect.poll(() => consoleErrors.messages.filter((message) => message === 'ReCaptcha has not been set up!')).toHaveLength(1);
  // The block removed and added again (a page builder's script, a popup's form): mounted anew.
  await page.evaluate(async () => {
    const block = document.getElementById('block-captcha');
    block?.remove();
    await window.SiteRuntime?.settled();
    if (block) document.querySelector('main')?.append(block);
  });
  await runtimeSettled(page);
  await expect.poll(() => consoleErrors.messages.filter((message) => message === 'ReCaptcha has not been set up!')).toHaveLength(2);
  await fillForm(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('#block-captcha .form-error')).toHaveText(CAPTCHA_MESSAGE);
  await page.waitForTimeout(300);
  expect((await qa.requests({ path: SCRIPT })).map((request) => request.status)).toEqual([503]);
  expect(await qa.requests({ path: SAVE })).toEqual([]);
});

test('drawing the captcha into the room the page keeps for it moves nothing (CLS 0)', async ({ page }) => {
  await recordLayoutShifts(page);
  await open(page);
  await expect(robot(page)).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});
