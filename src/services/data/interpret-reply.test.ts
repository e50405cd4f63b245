import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DataError } from './data-error.ts';
import { interpretNoReply, interpretReply, type ReplyOutcome } from './interpret-reply.ts';

const any = z.unknown();
const read = (status: number, body: unknown): ReplyOutcome<unknown> => interpretReply(status, typeof body === 'string' ? body : JSON.stringify(body), any);

/** The outcome's error as plain fields, for toEqual. */
function errorOf(outcome: ReplyOutcome<unknown>): Record<string, unknown> {
  if (outcome.type === 'data') throw new Error('expected an error outcome');
  expect(outcome.error).toBeInstanceOf(DataError);
  const { kind, message, status, billingErrorCode, errors, cleaned, serverError } = outcome.error;
  return Object.fromEntries(Object.entries({ kind, message, status, billingErrorCode, errors, cleaned, serverError }).filter(([, v]) => v !== undefined));
}

describe('interpretReply: success', () => {
  it('gives the parsed JSON of a 2xx reply, extra fields and all', () => {
    expect(read(200, { html: '<p>x</p>', loginRequired: false, crumbFail: null })).toEqual({
      type: 'data',
      data: { html: '<p>x</p>', loginRequired: false, crumbFail: null },
    });
    expect(read(201, [1, 2])).toEqual({ type: 'data', data: [1, 2] });
    expect(read(200, 'null')).toEqual({ type: 'data', data: null });
  });

  it('gives null for 204 No Content', () => {
    expect(read(204, '')).toEqual({ type: 'data', data: null });
  });

  it('keeps error-looking fields of a 2xx reply as data', () => {
    expect(read(200, { error: 'not a failure', message: { id: 1 } })).toEqual({ type: 'data', data: { error: 'not a failure', message: { id: 1 } } });
  });

  it('checks the data against the caller’s schema', () => {
    const schema = z.looseObject({ key: z.string() });
    expect(interpretReply(200, '{"key":"k1","x":1}', schema)).toEqual({ type: 'data', data: { key: 'k1', x: 1 } });
    const outcome = interpretReply(200, '{"key":5}', schema);
    expect(outcome).toMatchObject({ type: 'failure', retryable: false, error: { systemError: true } });
    expect(errorOf(outcome)).toEqual({ kind: 'parse', message: 'Internal error: cannot parse the server response', status: 200 });
  });
});

describe('interpretReply: unreadable replies', () => {
  it.each(['', '<html>oops</html>', '{"key":', 'undefined'])('a 2xx body %j is a parse error for the overlay, never retried', (body) => {
    const outcome = read(200, body);
    expect(outcome).toMatchObject({ type: 'failure', retryable: false, error: { systemError: true } });
    expect(errorOf(outcome)).toEqual({ kind: 'parse', message: 'Internal error: cannot parse the server response', status: 200 });
  });

  it.each([{ loginRequired: 'yes' }, { crumbFail: true, crumb: 42 }, { authorizationFail: 1 }])(
    'a 2xx reply with malformed flags %j is rejected by the schema as a parse error',
    (body) => {
      const outcome = read(200, body);
      expect(outcome).toMatchObject({ type: 'failure', error: { systemError: true } });
      expect(errorOf(outcome)).toMatchObject({ kind: 'parse' });
    },
  );

  it('reads a failure with an unreadable body by its status alone: no system error', () => {
    expect(read(500, '<h1>Internal</h1>')).toEqual({ type: 'failure', retryable: false, error: expect.any(DataError) });
    expect(read(500, '<h1>Internal</h1>')).toMatchObject({ error: { systemError: false } });
    expect(errorOf(read(500, '<h1>Internal</h1>'))).toEqual({ kind: 'server', message: 'Internal server error. Try again later.', status: 500 });
    expect(errorOf(read(400, { error: 42 }))).toEqual({ kind: 'connect', message: 'Could not connect…', status: 400 });
    expect(errorOf(read(401, { loginRequired: 'yes', error: 'x' }))).toEqual({ kind: 'unauthorized', message: 'Unauthorized request', status: 401 });
  });
});

describe('interpretReply: flags (site-runtime.md §6)', () => {
  it('loginRequired asks for the login event, on any status', () => {
    for (const status of [200, 401]) {
      const outcome = read(status, { loginRequired: true });
      expect(outcome).toMatchObject({ type: 'loginRequired', error: { systemError: false } });
      expect(errorOf(outcome)).toEqual({ kind: 'unauthorized', message: 'Unauthorized request', status });
    }
  });

  it('loginRequired keeps the reply’s error text for callers', () => {
    expect(errorOf(read(401, { loginRequired: true, error: 'Entre para continuar.' }))).toMatchObject({ serverError: 'Entre para continuar.' });
  });

  it('authorizationFail is a system error for the overlay, never retried, on any status', () => {
    for (const status of [200, 403, 504]) {
      const outcome = read(status, { authorizationFail: true });
      expect(outcome).toMatchObject({ type: 'failure', retryable: false, error: { systemError: true } });
      expect(errorOf(outcome)).toEqual({ kind: 'unauthorized', message: 'Unauthorized request', status });
    }
  });

  it('authorizationFail keeps cleaned, so the overlay says the error was reported', () => {
    expect(errorOf(read(403, { authorizationFail: true, cleaned: true }))).toMatchObject({ kind: 'unauthorized', cleaned: true });
  });

  it('crumbFail with a new crumb asks for a retry with it, before any other flag', () => {
    const outcome = read(401, { crumbFail: true, crumb: 'fresh', loginRequired: true });
    expect(outcome).toMatchObject({ type: 'newCrumb', crumb: 'fresh' });
    expect(errorOf(outcome)).toEqual({ kind: 'unauthorized', message: 'Unauthorized request', status: 401 });
  });

  it.each([{ crumbFail: true }, { crumbFail: true, crumb: '' }, { crumbFail: true, crumb: null }])('crumbFail without a crumb (%j) fails at once', (body) => {
    const outcome = read(401, body);
    expect(outcome).toMatchObject({ type: 'failure', retryable: false });
    expect(errorOf(outcome)).toMatchObject({ kind: 'unauthorized' });
  });

  it('ignores flags that are false or null', () => {
    expect(read(200, { loginRequired: false, authorizationFail: null, crumbFail: false })).toMatchObject({ type: 'data' });
  });
});

describe('interpretReply: failures (site-runtime.md §8)', () => {
  it.each([400, 401, 500, 502])('a %i JSON body with error is an application error with the server’s text', (status) => {
    const outcome = read(status, { error: 'Chave de envio inválida ou expirada.' });
    expect(outcome).toMatchObject({ type: 'failure', retryable: false, error: { systemError: false } });
    expect(errorOf(outcome)).toEqual({
      kind: 'application',
      message: 'Chave de envio inválida ou expirada.',
      status,
      serverError: 'Chave de envio inválida ou expirada.',
    });
  });

  it.each([400, 401, 500, 502])('a %i JSON body with message is an application error with that text', (status) => {
    expect(errorOf(read(status, { message: 'Plano expirado.' }))).toEqual({ kind: 'application', message: 'Plano expirado.', status });
  });

  it('prefers error to message', () => {
    expect(errorOf(read(400, { error: 'first', message: 'second' }))).toMatchObject({ message: 'first' });
    expect(errorOf(read(400, { error: '', message: 'second' }))).toMatchObject({ message: 'second' });
  });

  it.each([400, 401, 500, 502])('a %i JSON body with billingErrorCode alone is an application error keeping the code', (status) => {
    const expectedMessage = {
      400: 'Could not connect…',
      401: 'Unauthorized request',
      500: 'Internal server error. Try again later.',
      502: 'Could not connect…',
    }[status];
    expect(errorOf(read(status, { billingErrorCode: 'CARD_DECLINED' }))).toEqual({
      kind: 'application',
      message: expectedMessage,
      status,
      billingErrorCode: 'CARD_DECLINED',
    });
  });

  it('keeps the text of markup as text', () => {
    expect(errorOf(read(400, { error: '<img src=x onerror=alert(1)>' }))).toMatchObject({ message: '<img src=x onerror=alert(1)>' });
  });

  it('keeps errors, cleaned and billingErrorCode for callers', () => {
    const body = { error: 'Falhou.', billingErrorCode: 7, errors: { 'field-email': 'Informe um endereço de e-mail válido.' }, cleaned: true };
    expect(errorOf(read(400, body))).toEqual({
      kind: 'application',
      message: 'Falhou.',
      status: 400,
      billingErrorCode: 7,
      errors: { 'field-email': 'Informe um endereço de e-mail válido.' },
      cleaned: true,
      serverError: 'Falhou.',
    });
    // Cleaned: the platform logged and reported it, so it is a system error for the overlay.
    expect(read(400, body)).toMatchObject({ error: { systemError: true } });
  });

  it('keeps a field error map that comes without error text, on the status’s own error', () => {
    expect(errorOf(read(400, { errors: { 'field-nome': 'Este campo é obrigatório.' } }))).toEqual({
      kind: 'connect',
      message: 'Could not connect…',
      status: 400,
      errors: { 'field-nome': 'Este campo é obrigatório.' },
    });
  });

  it.each([
    [403, 'unauthorized', 'Unauthorized request', false],
    [409, 'connect', 'Could not connect…', true],
    [422, 'connect', 'Could not connect…', true],
    [501, 'server', 'Internal server error. Try again later.', false],
    [503, 'unavailable', 'This service is temporarily unavailable. Try again later.', false],
    [404, 'connect', 'Could not connect…', false],
    [429, 'connect', 'Could not connect…', false],
    [504, 'connect', 'Could not connect…', true],
  ])('a %i body with error is no application error (%s, %s) but keeps the text as serverError', (status, kind, message, retryable) => {
    const outcome = read(status, { error: 'Não encontrado.' });
    expect(outcome).toMatchObject({ type: 'failure', retryable, error: { systemError: false } });
    expect(errorOf(outcome)).toEqual({ kind, message, status, serverError: 'Não encontrado.' });
  });

  it('treats a call without a reply as a connect failure and a system error, retried once', () => {
    const outcome = interpretNoReply();
    expect(outcome).toMatchObject({ type: 'failure', retryable: true, error: { systemError: true } });
    expect(errorOf(outcome)).toEqual({ kind: 'connect', message: 'Could not connect…', status: 0 });
  });
});
