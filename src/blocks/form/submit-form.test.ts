import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../services/data/data-error.ts';
import type { FieldValue } from './field-value.ts';
import { saveFailure, submitForm, type SubmitSteps } from './submit-form.ts';

const VALUES: Record<string, FieldValue> = { 'field-email': 'ana@exemplo.com' };

/** Steps that succeed, each recording its call in `calls`; `overrides` replace some. */
function steps(overrides: Partial<SubmitSteps> = {}) {
  const calls: string[] = [];
  const record =
    <A extends unknown[], R>(name: string, action: (...args: A) => R) =>
    (...args: A): R => {
      calls.push(name);
      return action(...args);
    };
  const base: SubmitSteps = {
    readValues: () => VALUES,
    validate: () => ({}),
    captchaToken: () => undefined,
    fetchKey: async () => 'k-1',
    save: async () => undefined,
    ...overrides,
  };
  const save = vi.fn(record('save', base.save));
  const fetchKey = vi.fn(record('fetchKey', base.fetchKey));
  const recorded: SubmitSteps = {
    readValues: record('readValues', base.readValues),
    validate: record('validate', base.validate),
    captchaToken: record('captchaToken', base.captchaToken),
    fetchKey,
    save,
  };
  return { steps: recorded, calls, save, fetchKey };
}

describe('submitForm', () => {
  it('reads, validates, checks the captcha, gets a key, then saves with the key, the values and the token', async () => {
    const run = steps({ captchaToken: () => 'tok' });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: true });
    expect(run.calls).toEqual(['readValues', 'validate', 'captchaToken', 'fetchKey', 'save']);
    expect(run.save).toHaveBeenCalledExactlyOnceWith('k-1', VALUES, 'tok');
  });

  it('saves without a captcha key when the form has no captcha', async () => {
    const run = steps();
    await submitForm(run.steps);
    expect(run.save).toHaveBeenCalledExactlyOnceWith('k-1', VALUES, undefined);
  });

  it('fails with read when the fields cannot be read, and goes no further', async () => {
    const run = steps({
      readValues: () => {
        throw new Error('no');
      },
    });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: false, failure: { stage: 'read' } });
    expect(run.calls).toEqual(['readValues']);
  });

  it('sends nothing when a field is invalid', async () => {
    const errors = { 'field-email': 'E-mail inválido.' };
    const run = steps({ validate: () => errors });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: false, failure: { stage: 'validation', errors } });
    expect(run.fetchKey).not.toHaveBeenCalled();
    expect(run.save).not.toHaveBeenCalled();
  });

  it("sends nothing while the captcha is not completed (token '')", async () => {
    const run = steps({ captchaToken: () => '' });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: false, failure: { stage: 'captcha' } });
    expect(run.fetchKey).not.toHaveBeenCalled();
    expect(run.save).not.toHaveBeenCalled();
  });

  it('fails with key when the key call fails, and does not save', async () => {
    const run = steps({ fetchKey: () => Promise.reject(new DataError('server', 'x', 500)) });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: false } });
    expect(run.save).not.toHaveBeenCalled();
  });

  it('marks a key failure the system error overlay showed (no reply) and one that is not a DataError', async () => {
    const run = steps({ fetchKey: () => Promise.reject(new DataError('connect', 'Could not connect…', 0)) });
    await expect(submitForm(run.steps)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: true } });
    const broken = steps({ fetchKey: () => Promise.reject(new TypeError('x')) });
    await expect(submitForm(broken.steps)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: false } });
  });

  it('fails with save, mapped from the DataError, when the save fails', async () => {
    const errors = { 'field-email': 'E-mail já cadastrado' };
    const run = steps({ save: () => Promise.reject(new DataError('connect', 'Could not connect', 400, { errors })) });
    await expect(submitForm(run.steps)).resolves.toEqual({
      ok: false,
      failure: { stage: 'save', status: 400, errors, serverText: undefined, systemError: false },
    });
  });
});

describe('saveFailure', () => {
  it('keeps the reply’s data.error text as the server text, on any status', () => {
    expect(saveFailure(new DataError('application', 'Loja fechada', 400, { serverError: 'Loja fechada' }))).toEqual({
      stage: 'save',
      status: 400,
      errors: undefined,
      serverText: 'Loja fechada',
      systemError: false,
    });
    for (const status of [403, 409, 422, 503]) {
      expect(saveFailure(new DataError('connect', 'Could not connect…', status, { serverError: 'Já enviado' }))).toMatchObject({
        status,
        serverText: 'Já enviado',
      });
    }
  });

  it('does not take a message that is not the server’s data.error', () => {
    expect(saveFailure(new DataError('server', 'Internal server error. Try again later.', 500))).toMatchObject({ status: 500, serverText: undefined });
    // data.message makes an application error, but the form reads data.error only (site-runtime.md §7).
    expect(saveFailure(new DataError('application', 'Plano expirado.', 401))).toMatchObject({ status: 401, serverText: undefined });
  });

  it('marks the failures the system error overlay showed', () => {
    expect(saveFailure(new DataError('parse', 'Internal error', 200))).toEqual({
      stage: 'save',
      status: 200,
      errors: undefined,
      serverText: undefined,
      systemError: true,
    });
    expect(saveFailure(new DataError('connect', 'Could not connect', 0))).toMatchObject({ stage: 'save', status: 0, systemError: true });
    expect(saveFailure(new DataError('unauthorized', 'Unauthorized request', 403, { authorizationFail: true }))).toMatchObject({ systemError: true });
    expect(saveFailure(new DataError('server', 'x', 500, { cleaned: true }))).toMatchObject({ systemError: true });
  });

  it('reads anything that is not a DataError as the runtime’s own failure (status 0)', () => {
    expect(saveFailure(new TypeError('Failed to fetch'))).toEqual({ stage: 'save', status: 0 });
    expect(saveFailure('boom')).toEqual({ stage: 'save', status: 0 });
  });
});
