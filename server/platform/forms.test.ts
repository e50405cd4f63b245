// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CAPTCHA_KEY, FORM_FIELD_TYPES, findForm, type FormDefinition } from '../data/forms.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { FORM_KEY_TTL_MS, FormKeyStore } from './form-keys.ts';
import { evaluateSubmission, type SubmissionOutcome } from './form-submission.ts';

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

/** Form-encodes as the runtime's data helper does: strings as they are, anything else as its JSON text. */
function formEncoded(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) params.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return params.toString();
}

const save = (payload: Record<string, unknown>, form = false) =>
  server.app.inject({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formEncoded(payload) } : { payload }),
  });

/** The lighter (newsletter) submission: key, form and page-event fields, no formId. */
function lighter(key: string, values: unknown = { email: 'ana@example.com' }): Record<string, string> {
  return { key, form: JSON.stringify(values), pagePath: '/novidades', pageTitle: 'Novidades' };
}

const ENCODINGS = [
  ['JSON', false],
  ['form-encoded', true],
] as const;

describe('form submission endpoints', () => {
  it('issues distinct random keys', async () => {
    const [a, b] = [await newKey(), await newKey()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('stores one submission per key and answers a repeat with the same key as the first', async () => {
    const key = await newKey();
    const first = await save(submission(key));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const repeat = await save(submission(key));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ success: true });
    const stored = await server.app.inject({ method: 'GET', url: '/__qa/form-submissions' });
    expect(stored.json()).toEqual([{ key, time: expect.any(String), session: null, body: submission(key) }]);
  });

  it('answers a repeat of a refused save with the same refusal, even when the repeat would pass', async () => {
    const key = await newKey();
    const refused = { errors: { 'field-nome': 'Este campo é obrigatório.' } };
    expect((await save(submission(key, { ...VALID_VALUES, 'field-nome': ['', ''] }))).json()).toEqual(refused);
    const repeat = await save(submission(key));
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json()).toEqual(refused);
    expect((await server.app.inject({ method: 'GET', url: '/__qa/form-submissions' })).json()).toEqual([]);
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

describe('form-todos-campos (one field of every type)', () => {
  const ALL_VALUES = {
    'field-text': 'Texto',
    'field-textarea': 'Linha 1\nLinha 2',
    'field-email': 'ana@example.com',
    'field-number': '42',
    'field-website': 'https://example.com',
    'field-password': 'segredo',
    'field-twitter': '@ana',
    'field-date': ['12', '31', '2025'],
    'field-time': ['10', '30', '00', 'AM'],
    'field-name': ['Ana', 'Souza'],
    'field-address': ['Rua A, 1', '', 'São Paulo', 'SP', '01000-000', 'Brasil'],
    'field-phone': ['', '11', '5555', '1234'],
    'field-currency': '10.50',
    'field-radio': 'Sim',
    'field-checkbox': ['A', 'C'],
    'field-select': 'Opção 2',
    'field-likert': { 'Atendimento?': '5', 'Preço?': '3' },
    'field-hidden': 'campanha-x',
  };
  const todos = (key: string, values: unknown) => ({ ...submission(key, values), formId: 'form-todos-campos' });

  it('defines one field-<type> of every spec type, with text, email, name and radio required', () => {
    const form = findForm('form-todos-campos');
    expect(form?.fields.map((field) => field.type)).toEqual([...FORM_FIELD_TYPES]);
    expect(FORM_FIELD_TYPES).toHaveLength(19);
    expect(form?.fields.every((field) => field.id === `field-${field.type}`)).toBe(true);
    expect(form?.fields.filter((field) => field.required).map((field) => field.id)).toEqual(['field-text', 'field-email', 'field-name', 'field-radio']);
  });

  for (const [encoding, form] of ENCODINGS) {
    it(`accepts every type filled in (${encoding}), and a section value sent anyway is ignored`, async () => {
      expect((await save(todos(await newKey(), ALL_VALUES), form)).json()).toEqual({ success: true });
      const withSection = await save(todos(await newKey(), { ...ALL_VALUES, 'field-section': 'x' }), form);
      expect(withSection.json()).toEqual({ success: true });
    });
  }

  it('reports only the required fields when nothing is filled in', async () => {
    const response = await save(todos(await newKey(), { 'field-checkbox': [], 'field-likert': { 'Preço?': '' }, 'field-section': '' }));
    expect(response.statusCode).toBe(400);
    const required = 'Este campo é obrigatório.';
    expect(response.json()).toEqual({ errors: { 'field-text': required, 'field-email': required, 'field-name': required, 'field-radio': required } });
  });
});

describe('form-captcha', () => {
  const captchaForm = (key: string, extra: Record<string, string> = {}) => ({
    ...submission(key, { 'field-nome': 'Ana', 'field-email': 'ana@example.com' }),
    formId: 'form-captcha',
    ...extra,
  });

  for (const [encoding, form] of ENCODINGS) {
    it(`needs the solved captcha's token (${encoding})`, async () => {
      const missing = await save(captchaForm(await newKey()), form);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'CAPTCHA inválido.' });
      expect((await save(captchaForm(await newKey(), { captchaKey: '' }), form)).json()).toEqual({ error: 'CAPTCHA inválido.' });
      const solved = await save(captchaForm(await newKey(), { captchaKey: FIXTURE_CAPTCHA_KEY }), form);
      expect(solved.statusCode).toBe(200);
      expect(solved.json()).toEqual({ success: true });
    });
  }
});

describe('lighter submissions (no formId)', () => {
  for (const [encoding, form] of ENCODINGS) {
    describe(encoding, () => {
      it('accepts a filled form once per key and keeps it in the request log', async () => {
        const key = await newKey();
        const first = await save(lighter(key), form);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ success: true });
        const log = await server.app.inject({ method: 'GET', url: '/__qa/requests?path=/api/form/SaveFormSubmission' });
        expect(log.json()[0]).toMatchObject({ status: 200, body: { pagePath: '/novidades', form: JSON.stringify({ email: 'ana@example.com' }) } });
        expect((await save(lighter(key), form)).json()).toEqual({ success: true });
      });

      it('checks the key first, and takes it whatever the outcome', async () => {
        const unknown = await save(lighter('made-up', 'not an object'), form);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toEqual({ error: 'Chave de envio inválida ou expirada.' });
        const key = await newKey();
        expect((await save(lighter(key, {}), form)).json()).toEqual({ error: 'Dados do formulário inválidos.' });
        expect((await save(lighter(key), form)).json()).toEqual({ error: 'Dados do formulário inválidos.' });
      });

      it('needs form to be a JSON object with at least one filled value', async () => {
        const forms = ['{oops', '[1]', '"text"', 'null', '{}', JSON.stringify({ email: '  ', nome: ['', ' '], tags: [] })];
        for (const text of forms) {
          const response = await save({ ...lighter(await newKey()), form: text }, form);
          expect(response.statusCode, text).toBe(400);
          expect(response.json(), text).toEqual({ error: 'Dados do formulário inválidos.' });
        }
        const { form: _values, ...withoutForm } = lighter(await newKey());
        expect((await save(withoutForm, form)).json()).toEqual({ error: 'Dados do formulário inválidos.' });
      });

      it('requires an address under every id containing "email", in any case, filled or not', async () => {
        const values = { email: 'ana@example', 'Field-EMAIL-2': '', newsletterEmail: ['a@b.co'], nome: 'Ana', emailless: 'x@y.com', website: 'nada' };
        const response = await save(lighter(await newKey(), values), form);
        expect(response.statusCode).toBe(400);
        const invalid = 'Informe um endereço de e-mail válido.';
        expect(response.json()).toEqual({ errors: { email: invalid, 'Field-EMAIL-2': invalid, newsletterEmail: invalid } });
        const valid = await save(
          lighter(await newKey(), { ...values, email: ' ana@example.com ', 'Field-EMAIL-2': 'b@c.org', newsletterEmail: 'a@b.co' }),
          form,
        );
        expect(valid.json()).toEqual({ success: true });
        expect((await save(lighter(await newKey(), { nome: 'Ana' }), form)).json()).toEqual({ success: true });
      });

      it('checks a captchaKey only when one is sent, before the e-mail values', async () => {
        expect((await save({ ...lighter(await newKey()), captchaKey: FIXTURE_CAPTCHA_KEY }, form)).json()).toEqual({ success: true });
        for (const captchaKey of ['', 'wrong']) {
          const response = await save({ ...lighter(await newKey(), { email: 'not-an-address' }), captchaKey }, form);
          expect(response.statusCode, captchaKey).toBe(400);
          expect(response.json(), captchaKey).toEqual({ error: 'CAPTCHA inválido.' });
        }
      });

      it('treats a body that sends formId, even empty, as a defined form', async () => {
        const response = await save({ ...lighter(await newKey()), formId: '' }, form);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Formulário não encontrado.' });
      });
    });
  }
});

describe('body encodings', () => {
  it('reads booleans as JSON booleans or as the "true"/"false" text a form body carries', async () => {
    for (const [encoding, form] of ENCODINGS) {
      const response = await save({ ...submission(await newKey()), isOverlayForm: true }, form);
      expect(response.statusCode, encoding).toBe(200);
    }
    const log = await server.app.inject({ method: 'GET', url: '/__qa/requests?path=/api/form/SaveFormSubmission' });
    expect(log.json().map((record: { body: { isOverlayForm: unknown } }) => record.body.isOverlayForm)).toEqual([true, 'true']);
  });

  it('needs form as a JSON string in JSON bodies too, not a nested object', async () => {
    const response = await save({ ...submission(await newKey()), form: VALID_VALUES });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Dados do formulário inválidos.' });
    const lighterResponse = await save({ ...lighter(await newKey()), form: { email: 'ana@example.com' } });
    expect(lighterResponse.json()).toEqual({ error: 'Dados do formulário inválidos.' });
  });
});

describe('evaluateSubmission', () => {
  const answerOnce = (_key: string, decide: () => SubmissionOutcome): SubmissionOutcome => decide();

  it('counts a name as filled when any part is, and a map when any value is', () => {
    const body = submission('k', { 'field-nome': { First: '', Last: 'Souza' }, 'field-email': 'a@b.co' });
    expect(evaluateSubmission(body, { answerOnce })).toEqual({ status: 200, body: { success: true } });
  });

  it('ignores section fields: the client never sends them, so even a required one gives no error', () => {
    const findForm = (): FormDefinition => ({
      id: 'f',
      fields: [
        { id: 's', type: 'section', required: true },
        { id: 't', type: 'text', required: false },
      ],
    });
    expect(evaluateSubmission({ ...submission('k', {}), formId: 'f' }, { answerOnce, findForm })).toEqual({ status: 200, body: { success: true } });
  });

  it('requires the fixture captcha key on forms with a captcha, before checking fields', () => {
    const findForm = (): FormDefinition => ({ id: 'form-captcha', captcha: true, fields: [{ id: 'f', type: 'text', required: true }] });
    const body = { ...submission('k', {}), formId: 'form-captcha' };
    expect(evaluateSubmission(body, { answerOnce, findForm })).toEqual({ status: 400, body: { error: 'CAPTCHA inválido.' } });
    expect(evaluateSubmission({ ...body, captchaKey: 'wrong' }, { answerOnce, findForm }).body).toEqual({ error: 'CAPTCHA inválido.' });
    expect(evaluateSubmission({ ...body, captchaKey: 'fixture-captcha-ok' }, { answerOnce, findForm }).body).toEqual({
      errors: { f: 'Este campo é obrigatório.' },
    });
  });
});

describe('FormKeyStore', () => {
  const accepted: SubmissionOutcome = { status: 200, body: { success: true } };
  const accept = (): SubmissionOutcome => accepted;

  it('expires keys after one hour', () => {
    let now = 1_000;
    const keys = new FormKeyStore(() => now);
    const key = keys.issue();
    const other = keys.issue();
    now += FORM_KEY_TTL_MS - 1;
    expect(keys.answer(key, { session: null, body: {} }, accept)).toEqual(accepted);
    now += 1;
    expect(keys.answer(other, { session: null, body: {} }, accept)).toBeUndefined();
    expect(keys.answer('never-issued', { session: null, body: {} }, accept)).toBeUndefined();
  });

  it('decides a key once: a repeat gets the first answer and stores nothing more', () => {
    const keys = new FormKeyStore();
    const key = keys.issue();
    expect(keys.answer(key, { session: 's1', body: { n: 1 } }, accept)).toEqual(accepted);
    expect(keys.answer(key, { session: 's1', body: { n: 2 } }, () => ({ status: 400, body: { error: 'x' } }))).toEqual(accepted);
    expect(keys.stored('s1')).toEqual([{ key, time: expect.any(String), session: 's1', body: { n: 1 } }]);
    expect(keys.stored('s2')).toEqual([]);
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
