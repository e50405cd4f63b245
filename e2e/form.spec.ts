import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expectUnlocked, fillEverything, KEY_PATH, PAGE, SAVE_PATH, submit, TEXTS, typedState } from './support/form-page.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test('mounting the form moves nothing, is tracked once, shows the character counter and is accessible', async ({ page, qa }) => {
  await recordLayoutShifts(page);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect
    .poll(async () => (await qa.requests({ path: '/api/census/form-render' })).map((request) => request.body))
    .toEqual([
      {
        visitorCookie: expect.stringMatching(/^[\w-]+\|\d+\|\d+\|\d+\|1$/),
        pageTitle: 'Formulário com todos os campos',
        pageId: '5f0c1a2b3c4d5e6f7a8b9c11',
        contentSource: 'c',
        pagePath: '/fixtures/form.html',
      },
    ]);
  await expect(page.locator('.form-char-counter')).toHaveText('0 / 40');
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);

  await page.locator('#f-textarea').fill('a'.repeat(41));
  await expect(page.locator('.form-char-counter')).toHaveText('41 / 40');
  await expect(page.locator('.form-char-counter')).toHaveClass(/form-char-counter--error/);
  await page.locator('#f-textarea').fill('a'.repeat(40));
  await expect(page.locator('.form-char-counter')).not.toHaveClass(/form-char-counter--error/);
});

test('a valid submission sends the spec payload field for field, then shows the success state', async ({ page, qa }) => {
  await page.goto(`${PAGE}?origem=instagram`);
  await runtimeSettled(page);
  await fillEverything(page);
  await submit(page);

  const success = page.locator('[data-form-submission-text]');
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.locator('form')).toBeHidden();
  // The site owner's post-submit script ran under the strict CSP, with its own nonce.
  await expect(page.locator('html')).toHaveAttribute('data-post-submit-ran', 'true');
  await expect(page.locator('.post-submit')).toHaveText('Enquanto isso, conheça nossa loja.');
  // Summary: currency with its symbol, likert as question to score, no password.
  await expect(success.locator('dl')).toContainText('OrçamentoR$1500,00');
  await expect(success.locator('dl')).toContainText('AvaliaçãoAtendimento: 3; Entrega: 2');
  await expect(success.locator('dl')).not.toContainText('segredo');

  const [key] = await qa.requests({ path: KEY_PATH });
  expect(key?.method).toBe('POST');
  // An empty body: nothing parsed, and no content type announcing one.
  expect(key?.body).toBeUndefined();
  expect(key?.headers['content-type']).toBeUndefined();
  const saves = await qa.requests({ path: SAVE_PATH });
  expect(saves).toHaveLength(1);
  const body = saves[0]?.body as Record<string, string>;
  expect(Object.keys(body)).toEqual([
    'key',
    'formId',
    'collectionId',
    'objectName',
    'isOverlayForm',
    'submitButtonText',
    'form',
    'visitorCookie',
    'pageTitle',
    'pageId',
    'contentSource',
    'pagePath',
  ]);
  expect(body).toMatchObject({
    formId: 'form-todos-campos',
    collectionId: '5f0c1a2b3c4d5e6f7a8b9c11',
    objectName: 'block-todos',
    isOverlayForm: 'false',
    submitButtonText: 'Enviar mensagem',
    pageTitle: 'Formulário com todos os campos',
    pageId: '5f0c1a2b3c4d5e6f7a8b9c11',
    contentSource: 'c',
    pagePath: '/fixtures/form.html',
  });
  expect(body.key).toMatch(/^[0-9a-f]{32}$/);
  expect(body.visitorCookie).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
  expect(JSON.parse(body.form ?? '')).toEqual({
    'field-text': 'Orçamento de festa',
    'field-textarea': 'Festa para 40 pessoas',
    'field-email': 'ana@exemplo.com.br',
    'field-number': '40',
    'field-website': 'https://ana.example',
    'field-password': 'segredo-123',
    'field-twitter': '@ana',
    'field-date': ['12', '24', '2026'],
    'field-time': ['8', '30', '00', 'PM'],
    'field-name': ['Ana', 'Souza'],
    'field-address': ['Av. Paulista, 1000', 'Conj. 12', 'São Paulo', 'SP', '01310-100', 'Brasil'],
    // A 3-part phone gets an empty first element.
    'field-phone': ['', '11', '91234', '5678'],
    'field-currency': '1500,00',
    'field-radio': 'Telefone',
    'field-checkbox': ['Novidades', 'Eventos'],
    'field-select': 'Rio de Janeiro',
    'field-likert': { Atendimento: '3', Entrega: '2' },
    // From the query string by the field's key, not the default "site".
    'field-hidden': 'instagram',
  });
  expect(saves[0]?.status).toBe(200);
  expect(await qa.cspReports()).toEqual([]);
  await expectAxeClean(page);

  // The draft is gone with the success: a reload shows an empty form.
  await page.reload();
  await runtimeSettled(page);
  await expect(page.locator('#f-text')).toHaveValue('');
});

test('invalid fields are announced, marked and focused, and nothing is sent', async ({ page, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await page.locator('#f-email').fill('ana@exemplo');
  await page.locator('#f-textarea').fill('x'.repeat(41));
  await submit(page);

  await expect(page.getByRole('alert')).toHaveText(TEXTS.invalidFields);
  await expect(page.locator('.form-error-banner')).toHaveText([TEXTS.bannerAbove, TEXTS.bannerBelow]);
  // Each message just before its field's title; focus on the first invalid field.
  await expect(page.locator('#f-text')).toBeFocused();
  await expect(page.locator('[data-field-id="field-text"] .form-field-error')).toHaveText('Este campo é obrigatório.');
  await expect(page.locator('[data-field-id="field-email"] .form-field-error')).toHaveText(TEXTS.invalidEmail);
  await expect(page.locator('[data-field-id="field-textarea"] .form-field-error')).toHaveText(TEXTS.tooLong);
  expect(
    await page
      .locator('[data-field-id="field-email"] .form-field-error')
      .evaluate((message) => message.parentElement?.nextElementSibling?.hasAttribute('data-field-title')),
  ).toBe(true);
  await expect(page.locator('#f-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#f-email')).toHaveAccessibleDescription(TEXTS.invalidEmail);
  await expect(page.locator('[data-field-id="field-name"]')).toHaveAttribute('data-invalid', '');
  await expect(page.locator('[data-field-id="field-number"]')).not.toHaveAttribute('data-invalid');
  expect(await qa.requests({ path: KEY_PATH })).toEqual([]);
  expect(await qa.requests({ path: SAVE_PATH })).toEqual([]);
  await expectAxeClean(page);
});

// Every save status, the request count of each and the system errors: data-failures.spec.ts, system-error.spec.ts.
const FAILURES: readonly { name: string; fault: { path: string; status?: number; body?: string; drop?: boolean }; message: string; console: RegExp[] }[] = [
  {
    name: '400 with data.error (markup shown as text)',
    fault: { path: SAVE_PATH, status: 400, body: JSON.stringify({ error: '<b>Formulário encerrado</b>' }) },
    message: '<b>Formulário encerrado</b>',
    console: [/status of 400/],
  },
  { name: 'key failure', fault: { path: KEY_PATH, status: 500 }, message: TEXTS.keyFailure, console: [/status of 500/] },
];

for (const failure of FAILURES) {
  test(`${failure.name}: the exact message, every typed value kept, and a retry needs no retyping`, async ({ page, qa, consoleErrors }) => {
    for (const pattern of failure.console) consoleErrors.expect(pattern);
    await page.goto(PAGE);
    await runtimeSettled(page);
    await fillEverything(page);
    const typed = await typedState(page);
    await qa.fault(failure.fault);
    await submit(page);

    await expect(page.getByRole('alert')).toHaveText(failure.message);
    await expect(page.locator('b')).toHaveCount(0);
    await expect(page.locator('.form-error-banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
    await expectUnlocked(page);
    expect(await typedState(page)).toEqual(typed);

    await qa.clear();
    await submit(page);
    await expect(page.locator('[data-form-submission-text]')).toBeVisible();
    const saves = await qa.requests({ path: SAVE_PATH });
    expect(saves.map((save) => save.status)).toEqual([200]);
  });
}

test('400 with an errors map: each message before its field title, as text, with the banners', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/status of 400/);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await fillEverything(page);
  const typed = await typedState(page);
  const markup = '<img src="x" id="injected">E-mail já cadastrado';
  await qa.fault({ path: SAVE_PATH, status: 400, body: JSON.stringify({ errors: { 'field-email': markup, 'field-select': 'Loja fechada' } }) });
  await submit(page);

  await expect(page.locator('[data-field-id="field-email"] .form-field-error')).toHaveText(markup);
  await expect(page.locator('[data-field-id="field-select"] .form-field-error')).toHaveText('Loja fechada');
  await expect(page.locator('#injected')).toHaveCount(0);
  await expect(page.locator('.form-error-banner')).toHaveText([TEXTS.bannerAbove, TEXTS.bannerBelow]);
  await expect(page.getByRole('alert')).toHaveText(TEXTS.invalidFields);
  await expect(page.locator('#f-email')).toBeFocused();
  await expect(page.locator('[data-field-id="field-email"]')).toHaveAttribute('data-invalid', '');
  expect(await typedState(page)).toEqual(typed);
  await expectAxeClean(page);
});

test('a double click and Enter while sending send one submission; the button says it is sending', async ({ page, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await fillEverything(page);
  await qa.fault({ path: SAVE_PATH, delayMs: 600, times: 1 });
  const button = page.getByRole('button', { name: 'Enviar mensagem' });
  await button.dblclick();
  await expect(page.locator('button[type="submit"]')).toHaveText('Enviando…');
  await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await page.locator('button[type="submit"]').click({ force: true });
  await expect(page.locator('[data-form-submission-text]')).toBeVisible();
  expect(await qa.requests({ path: KEY_PATH })).toHaveLength(1);
  expect(await qa.requests({ path: SAVE_PATH })).toHaveLength(1);
});

test('what the visitor typed survives a reload, passwords excepted', async ({ page }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await fillEverything(page);
  await page.reload();
  await runtimeSettled(page);
  await expect(page.locator('#f-text')).toHaveValue('Orçamento de festa');
  await expect(page.locator('#f-textarea')).toHaveValue('Festa para 40 pessoas');
  await expect(page.locator('.form-char-counter')).toHaveText('21 / 40');
  await expect(page.locator('[name="field-address-city"]')).toHaveValue('São Paulo');
  await expect(page.getByRole('radio', { name: 'Telefone' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Eventos' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Promoções' })).not.toBeChecked();
  await expect(page.locator('#f-select')).toHaveValue('Rio de Janeiro');
  await expect(page.locator('[name="field-time-ampm"]')).toHaveValue('PM');
  await expect(page.locator('#f-password')).toHaveValue('');
});

/** Presses Tab until `selector` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a visitor completes and sends the form with the keyboard only', async ({ page, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await page.locator('header a').focus();
  await tabTo(page, '#f-text');
  await page.keyboard.type('Pelo teclado');
  await tabTo(page, '#f-email');
  await page.keyboard.type('teclado@exemplo.com');
  await tabTo(page, '[name="field-name-first"]');
  await page.keyboard.type('Bia');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lima');
  await tabTo(page, '[name="field-radio"][value="E-mail"]');
  // Arrow keys move through a radio group and tick what they land on.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Telefone' })).toBeChecked();
  await tabTo(page, 'button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-form-submission-text]')).toBeFocused();
  const [save] = await qa.requests({ path: SAVE_PATH });
  expect(JSON.parse((save?.body as Record<string, string>).form ?? '')).toMatchObject({
    'field-text': 'Pelo teclado',
    'field-email': 'teclado@exemplo.com',
    'field-name': ['Bia', 'Lima'],
    'field-radio': 'Telefone',
  });
});

test('query-string markup for a hidden field is sent as text and never enters the page', async ({ page, qa }) => {
  const markup = '<img src=x id=injected>';
  await page.goto(`${PAGE}?origem=${encodeURIComponent(markup)}`);
  await runtimeSettled(page);
  await fillEverything(page);
  await submit(page);
  await expect(page.locator('[data-form-submission-text]')).toBeVisible();
  const [save] = await qa.requests({ path: SAVE_PATH });
  expect(JSON.parse((save?.body as Record<string, string>).form ?? '')['field-hidden']).toBe(markup);
  await expect(page.locator('#injected')).toHaveCount(0);
});

test('the example docs/markup.md 6.3 quotes, written without the fixtures’ classes, looks like the form fixture', async ({ page }) => {
  const boxes = async (field: string) =>
    page.evaluate((selector) => {
      const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect;
      const block = document.querySelector(`[data-field-id="${selector}"]`);
      return {
        field: box(block),
        title: box(block?.querySelector('[data-field-title]') ?? null),
        control: box(block?.querySelector('textarea, input') ?? null),
        counter: box(block?.querySelector('.form-char-counter') ?? null),
      };
    }, field);
  await page.goto('/examples/form/1.html');
  await runtimeSettled(page);
  await expect(page.locator('.form-char-counter')).toHaveText('0 / 500');
  for (const field of ['field-email', 'field-mensagem']) {
    const { field: box, title, control } = await boxes(field);
    // The title on its own row, the control below it as wide as its field.
    expect(title.bottom, field).toBeLessThanOrEqual(control.top);
    expect(control.width, field).toBeCloseTo(box.width, 0);
  }
  // The counter hangs at the right of the textarea's top edge, above it (src/blocks/form/form.css), as on the fixture.
  const { control, counter } = await boxes('field-mensagem');
  expect(counter.bottom).toBeLessThanOrEqual(control.top);
  expect(counter.right).toBeCloseTo(control.right, 0);
  const button = page.getByRole('button', { name: 'Enviar' });
  await expect(button).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
});
