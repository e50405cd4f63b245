import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The form fixture with a field of every type (fixtures/form.html): its calls, its texts, and a visitor filling it in. */
export const PAGE = '/fixtures/form.html';
export const KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_PATH = '/api/form/SaveFormSubmission';

export const TEXTS = {
  invalidFields: 'Um ou mais campos são inválidos; verifique as entradas.',
  bannerAbove: 'Seu formulário encontrou um problema. Role para baixo para revisá-lo.',
  bannerBelow: 'Seu formulário encontrou um problema. Role para cima para revisá-lo.',
  tooLong: 'Você excedeu o limite de caracteres.',
  invalidEmail: 'E-mail inválido. O endereço de e-mail deve ter o formato nome@exemplo.com.',
  status401: 'Não é possível enviar o formulário. Por favor, tente novamente mais tarde.',
  status404: 'Este formulário ainda não foi configurado.',
  status429: 'Não é possível enviar o formulário. Limite de taxa de envio excedido. Tente novamente mais tarde.',
  status500: 'Não é possível enviar o formulário. Tente novamente mais tarde.',
  unknown: 'Erro desconhecido, tente novamente mais tarde.',
  keyFailure: 'Não foi possível obter uma chave para o envio de formulários; tente novamente mais tarde.',
  saveFailure: 'Erro ao processar envio de formulário. Recarregue e tente novamente.',
};

/** What the visitor types, by control selector; filled in this order. */
const TYPED: readonly [string, string][] = [
  ['#f-text', 'Orçamento de festa'],
  ['#f-textarea', 'Festa para 40 pessoas'],
  ['#f-email', 'ana@exemplo.com.br'],
  ['#f-number', '40'],
  ['#f-website', 'https://ana.example'],
  ['#f-password', 'segredo-123'],
  ['#f-twitter', '@ana'],
  ['[name="field-date-month"]', '12'],
  ['[name="field-date-day"]', '24'],
  ['[name="field-date-year"]', '2026'],
  ['[name="field-time-hour"]', '8'],
  ['[name="field-time-minute"]', '30'],
  ['[name="field-time-second"]', '00'],
  ['[name="field-name-first"]', 'Ana'],
  ['[name="field-name-last"]', 'Souza'],
  ['[name="field-address-line1"]', 'Av. Paulista, 1000'],
  ['[name="field-address-line2"]', 'Conj. 12'],
  ['[name="field-address-city"]', 'São Paulo'],
  ['[name="field-address-state"]', 'SP'],
  ['[name="field-address-zip"]', '01310-100'],
  ['[name="field-address-country"]', 'Brasil'],
  ['[name="field-phone-areacode"]', '11'],
  ['[name="field-phone-prefix"]', '91234'],
  ['[name="field-phone-line"]', '5678'],
  ['#f-currency', '1500,00'],
];

export async function fillEverything(page: Page): Promise<void> {
  for (const [selector, value] of TYPED) await page.locator(selector).fill(value);
  await page.locator('[name="field-time-ampm"]').selectOption('PM');
  await page.getByRole('radio', { name: 'Telefone' }).check();
  await page.getByRole('checkbox', { name: 'Novidades' }).check();
  await page.getByRole('checkbox', { name: 'Eventos' }).check();
  await page.locator('#f-select').selectOption('Rio de Janeiro');
  await page.locator('[name="field-likert-atendimento"][value="3"]').check();
  await page.locator('[name="field-likert-entrega"][value="2"]').check();
}

/** The value of every control the visitor filled, to compare before and after a failure. */
export async function typedState(page: Page): Promise<unknown> {
  return page
    .locator('form')
    .evaluate((form: HTMLFormElement) =>
      [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map((control) =>
        control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')
          ? `${control.name}=${control.value}:${control.checked}`
          : `${control.name}=${control.value}`,
      ),
    );
}

/** The form is usable again: not busy, nothing read-only or disabled that the page did not make so. */
export async function expectUnlocked(page: Page): Promise<void> {
  await expect(page.locator('form')).not.toHaveAttribute('aria-busy', 'true');
  expect(
    await page
      .locator('form')
      .evaluate((form) => form.querySelectorAll('input:read-only:not([type=radio], [type=checkbox], [type=hidden]), textarea:read-only, :disabled').length),
  ).toBe(0);
}

export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
}
