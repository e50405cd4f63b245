// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../data/forms.js';
import { startTestServer, type TestServer } from '../test-helpers.js';
import { FORM_KEY_TTL_MS, FormKeyStore } from './form-keys.js';
import { evaluateSubmission } from './form-submission.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function newKey(): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey' });
  expect(response.statusCode).toBe(200);
  return response.json<{ key: string }>().key;
}

const VALID_VALUES = { 'field-nome': ['Ana', 'Souza'], 'field-email': 'ana@example.com.br', 'field-mensagem': '' };

function submission(key: string, values: unknown = VALID_VALUES): Record<string, string> {
  return {
    key,
    formId: 'form-contato',
    collectionId: 'col-1',
    objectName: 'block-1',
    isOverlayForm: 'false',
    submitButtonText: 'Enviar',
    form: JSON.stringify(values),
    pagePath: '/contato',
  };
}

const save = (payload: Record<string, string>, form = false) =>
  server.app.inject({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    ...(form
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(payload).toString() }
      : { payload }),
  });

describe('form submission endpoints', () => {
  it('issues distinct random keys', async () => {
    const [a, b] = [await newKey(), await newKey()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('accepts a valid JSON submission once per key', async () => {
    const key = await newKey();
    const first = await save(submission(key));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const reused = await save(submission(key));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Chave de envio inválida ou expirada.' });
  });

  it('accepts a form-encoded submission and keeps it in the request log', async () => {
    expect((await save(submission(await newKey()), true)).statusCode).toBe(200);
    const log = await server.app.inject({ method: 'GET', url: '/__qa/requests?path=/api/form/SaveFormSubmission' });
    expect(log.json()[0]).toMatchObject({ status: 200, body: { formId: 'form-contato', pagePath: '/contato' } });
  });

  it('refuses an unknown key, an unknown form and unparseable values', async () => {
    expect((await save(submission('made-up'))).json()).toEqual({ error: 'Chave de envio inválida ou expirada.' });
    const unknownForm = await save({ ...submission(await newKey()), formId: 'form-x' });
    expect(unknownForm.statusCode).toBe(404);
    expect(unknownForm.json()).toEqual({ error: 'Formulário não encontrado.' });
    for (const form of ['{oops', '[1]', '"text"']) {
      const response = await save({ ...submission(await newKey()), form });
      expect(response.statusCode, form).toBe(400);
      expect(response.json(), form).toEqual({ error: 'Dados do formulário inválidos.' });
    }
  });

  it('reports required and e-mail errors by field id', async () => {
    const response = await save(submission(await newKey(), { 'field-nome': ['  ', ''], 'field-email': 'ana@example' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { 'field-nome': 'Este campo é obrigatório.', 'field-email': 'Informe um endereço de e-mail válido.' },
    });
    const missing = await save(submission(await newKey(), {}));
    expect(missing.json()).toEqual({
      errors: { 'field-nome': 'Este campo é obrigatório.', 'field-email': 'Este campo é obrigatório.' },
    });
  });
});

describe('evaluateSubmission', () => {
  const consumeKey = () => true;

  it('counts a name as filled when any part is, and a map when any value is', () => {
    const body = submission('k', { 'field-nome': { First: '', Last: 'Souza' }, 'field-email': 'a@b.co' });
    expect(evaluateSubmission(body, { consumeKey })).toEqual({ status: 200, body: { success: true } });
  });

  it('requires the fixture captcha key on forms with a captcha, before checking fields', () => {
    const findForm = (): FormDefinition => ({ id: 'form-captcha', captcha: true, fields: [{ id: 'f', type: 'text', required: true }] });
    const body = { ...submission('k', {}), formId: 'form-captcha' };
    expect(evaluateSubmission(body, { consumeKey, findForm })).toEqual({ status: 400, body: { error: 'CAPTCHA inválido.' } });
    expect(evaluateSubmission({ ...body, captchaKey: 'wrong' }, { consumeKey, findForm }).body).toEqual({ error: 'CAPTCHA inválido.' });
    expect(evaluateSubmission({ ...body, captchaKey: 'fixture-captcha-ok' }, { consumeKey, findForm }).body).toEqual({
      errors: { f: 'Este campo é obrigatório.' },
    });
  });
});

describe('FormKeyStore', () => {
  it('expires keys after one hour', () => {
    let now = 1_000;
    const keys = new FormKeyStore(() => now);
    const key = keys.issue();
    const other = keys.issue();
    now += FORM_KEY_TTL_MS - 1;
    expect(keys.consume(key)).toBe(true);
    now += 1;
    expect(keys.consume(other)).toBe(false);
  });
});

describe('bodiless POSTs', () => {
  it('accept an empty body even when it is labelled application/json', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('key');
  });
});
