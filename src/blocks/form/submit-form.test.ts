import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../services/data/data-error.ts';
import type { FieldValue } from './field-value.ts';
import { checkForm, sendForm, type SubmitSteps } from './submit-form.ts';

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

const CHECKED = { ok: true, values: VALUES, captchaKey: undefined } as const;

describe('checkForm', () => {
  it('reads, validates and checks the captcha, in that order, and gives the values and the token', () => {
    const run = steps({ captchaToken: () => 'tok' });
    expect(checkForm(run.steps)).toEqual({ ok: true, values: VALUES, captchaKey: 'tok' });
    expect(run.calls).toEqual(['readValues', 'validate', 'captchaToken']);
  });

  it('gives no captcha key when the form has no captcha', () => {
    expect(checkForm(steps().steps)).toEqual(CHECKED);
  });

  it('fails with read when the fields cannot be read, and goes no further', () => {
    const run = steps({
      readValues: () => {
        throw new Error('no');
      },
    });
    expect(checkForm(run.steps)).toEqual({ ok: false, failure: { stage: 'read' } });
    expect(run.calls).toEqual(['readValues']);
  });

  it('fails with validation when a field is invalid, before asking the captcha', () => {
    const errors = { 'field-email': 'E-mail inválido.' };
    const run = steps({ validate: () => errors });
    expect(checkForm(run.steps)).toEqual({ ok: false, failure: { stage: 'validation', errors } });
    expect(run.calls).toEqual(['readValues', 'validate']);
  });

  it("fails with captcha while the captcha is not completed (token ''), and when asking it throws", () => {
    expect(checkForm(steps({ captchaToken: () => '' }).steps)).toEqual({ ok: false, failure: { stage: 'captcha' } });
    const throwing = steps({
      captchaToken: () => {
        throw new Error('boom');
      },
    });
    expect(checkForm(throwing.steps)).toEqual({ ok: false, failure: { stage: 'captcha' } });
  });
});

describe('sendForm', () => {
  it('gets a key, then saves with the key, the values and the token', async () => {
    const run = steps();
    await expect(sendForm(run.steps, { ...CHECKED, captchaKey: 'tok' })).resolves.toEqual({ ok: true });
    expect(run.calls).toEqual(['fetchKey', 'save']);
    expect(run.save).toHaveBeenCalledExactlyOnceWith('k-1', VALUES, 'tok');
  });

  it('saves without a captcha key when the form has no captcha', async () => {
    const run = steps();
    await sendForm(run.steps, CHECKED);
    expect(run.save).toHaveBeenCalledExactlyOnceWith('k-1', VALUES, undefined);
  });

  it('fails with key when the key call fails, and does not save', async () => {
    const run = steps({ fetchKey: () => Promise.reject(new DataError('server', 'x', 500)) });
    await expect(sendForm(run.steps, CHECKED)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: false } });
    expect(run.save).not.toHaveBeenCalled();
  });

  it('marks a key failure the system error overlay showed (no reply) and one that is not a DataError', async () => {
    const run = steps({ fetchKey: () => Promise.reject(new DataError('connect', 'Could not connect…', 0)) });
    await expect(sendForm(run.steps, CHECKED)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: true } });
    const broken = steps({ fetchKey: () => Promise.reject(new TypeError('x')) });
    await expect(sendForm(broken.steps, CHECKED)).resolves.toEqual({ ok: false, failure: { stage: 'key', systemError: false } });
  });

  it('fails with save, mapped from the DataError, when the save fails', async () => {
    const errors = { 'field-email': 'E-mail já cadastrado' };
    const run = steps({ save: () => Promise.reject(new DataError('connect', 'Could not connect', 400, { errors })) });
    await expect(sendForm(run.steps, CHECKED)).resolves.toEqual({
      ok: false,
      failure: { stage: 'save', status: 400, errors, serverText: undefined, systemError: false },
    });
  });
});

describe('a failed save', () => {
  /** The failure sendForm gives when the save rejects with `error`. */
  const saveFailure = async (error: unknown) => {
    const outcome = await sendForm(steps({ save: () => Promise.reject(error) }).steps, CHECKED);
    return outcome.ok ? undefined : outcome.failure;
  };

  it('keeps the reply’s data.error text as the server text, on any status', async () => {
    expect(await saveFailure(new DataError('application', 'Loja fechada', 400, { serverError: 'Loja fechada' }))).toEqual({
      stage: 'save',
      status: 400,
      errors: undefined,
      serverText: 'Loja fechada',
      systemError: false,
    });
    for (const status of [403, 409, 422, 503]) {
      expect(await saveFailure(new DataError('connect', 'Could not connect…', status, { serverError: 'Já enviado' }))).toMatchObject({
        status,
        serverText: 'Já enviado',
      });
    }
  });

  it('does not take a message that is not the server’s data.error', async () => {
    expect(await saveFailure(new DataError('server', 'Internal server error. Try again later.', 500))).toMatchObject({ status: 500, serverText: undefined });
    // data.message makes an application error, but the form reads data.error only (site-runtime.md §7).
    expect(await saveFailure(new DataError('application', 'Plano expirado.', 401))).toMatchObject({ status: 401, serverText: undefined });
  });

  it('marks the failures the system error overlay showed', async () => {
    expect(await saveFailure(new DataError('parse', 'Internal error', 200))).toEqual({
      stage: 'save',
      status: 200,
      errors: undefined,
      serverText: undefined,
      systemError: true,
    });
    expect(await saveFailure(new DataError('connect', 'Could not connect', 0))).toMatchObject({ stage: 'save', status: 0, systemError: true });
    expect(await saveFailure(new DataError('unauthorized', 'Unauthorized request', 403, { authorizationFail: true }))).toMatchObject({ systemError: true });
    expect(await saveFailure(new DataError('server', 'x', 500, { cleaned: true }))).toMatchObject({ systemError: true });
  });

  it('reads anything that is not a DataError as the runtime’s own failure (status 0)', async () => {
    expect(await saveFailure(new TypeError('Failed to fetch'))).toEqual({ stage: 'save', status: 0 });
    expect(await saveFailure('boom')).toEqual({ stage: 'save', status: 0 });
  });
});
