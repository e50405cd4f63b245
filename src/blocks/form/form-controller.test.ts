import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { DataError } from '../../services/data/data-error.ts';
import type { CaptchaWidget } from './captcha/captcha-widget.ts';
import { FormConfigSchema } from './config-schema.ts';
import { captchaBoundButton } from './captcha/captcha-bound-button.ts';
import { createFormController, type FormState } from './form-controller.ts';
import { type FormMarkup, readFormMarkup } from './form-markup.ts';
import type { SubmitSteps } from './submit-form.ts';

const INVALID_FIELDS = 'Um ou mais campos são inválidos; verifique as entradas.';
const STATUS_500 = 'Não é possível enviar o formulário. Tente novamente mais tarde.';
const KEY_FAILURE = 'Não foi possível obter uma chave para o envio de formulários; tente novamente mais tarde.';

function markup(submitAttributes = ''): FormMarkup {
  document.body.innerHTML = `<div id="b"><form>
    <div data-field-id="email"><input name="email"></div>
    <div data-field-id="aceite"><input type="checkbox" name="aceite"></div>
    <button type="submit" ${submitAttributes}>Enviar</button>
  </form></div>`;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const config = FormConfigSchema.parse({
    formId: 'f',
    fields: [
      { id: 'email', type: 'email' },
      { id: 'aceite', type: 'checkbox' },
      { id: 'ausente', type: 'text' },
    ],
  });
  return readFormMarkup(document.querySelector<HTMLElement>('#b')!, config);
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function steps(overrides: Partial<SubmitSteps> = {}): SubmitSteps {
  return {
    readValues: () => ({ email: 'ana@exemplo.com' }),
    validate: () => ({}),
    captchaToken: () => undefined,
    fetchKey: async () => 'k-1',
    save: vi.fn(async () => undefined),
    ...overrides,
  };
}

function captcha(): CaptchaWidget & { reset: Mock<() => void> } {
  return { token: () => 'tok', reset: vi.fn<() => void>() };
}

function controller(options: { markup?: FormMarkup; steps?: SubmitSteps; captcha?: CaptchaWidget; newsletter?: boolean } = {}) {
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const form = options.markup ?? markup();
  const created = createFormController({
    markup: form,
    newsletter: options.newsletter ?? false,
    steps: options.steps ?? steps(),
    captcha: options.captcha,
    // As the mount does: a bound button only counts in a form with a captcha.
    boundButton: options.captcha ? captchaBoundButton(form.submitButton) : undefined,
    onSuccess,
    onFailure,
  });
  const phases: FormState['phase'][] = [];
  created.subscribe(() => phases.push(created.getState().phase));
  return { controller: created, onSuccess, onFailure, phases, markup: form };
}

const saveFails = (error: unknown) => steps({ save: vi.fn(() => Promise.reject(error)) });

afterEach(() => document.body.replaceChildren());

describe('form controller: states', () => {
  it('tells onFailure why each submission failed, and not after a success', async () => {
    const { controller: form, onFailure, onSuccess } = controller({ steps: saveFails(new DataError('server', STATUS_500, 500)) });
    await form.submit();
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ stage: 'save', status: 500 }));
    expect(onSuccess).not.toHaveBeenCalled();
    const ok = controller();
    await ok.controller.submit();
    expect(ok.onFailure).not.toHaveBeenCalled();
  });

  it('goes idle → submitting → success, then calls onSuccess once', async () => {
    const { controller: form, onSuccess, phases } = controller();
    expect(form.getState()).toEqual({ phase: 'idle' });
    await form.submit();
    expect(phases).toEqual(['submitting', 'success']);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('goes submitting → failure with the view of the failure', async () => {
    const { controller: form, onSuccess, phases } = controller({ steps: saveFails(new DataError('server', 'x', 500)) });
    await form.submit();
    expect(phases).toEqual(['submitting', 'failure']);
    expect(form.getState()).toEqual({ phase: 'failure', attempt: 1, view: { message: STATUS_500, fieldErrors: {}, banners: false, announceOnly: false } });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('counts failures, so each one is news', async () => {
    const { controller: form } = controller({ steps: steps({ validate: () => ({ email: 'Inválido' }) }) });
    await form.submit();
    await form.submit();
    expect(form.getState()).toEqual({
      phase: 'failure',
      attempt: 2,
      view: { message: INVALID_FIELDS, fieldErrors: { email: 'Inválido' }, banners: true, announceOnly: false },
    });
  });

  it('passes the newsletter flag and the fields on the page to the failure view', async () => {
    const errors = { email: 'Inválido', ausente: 'Campo ausente' };
    const { controller: form } = controller({ newsletter: true, steps: steps({ validate: () => errors }) });
    await form.submit();
    expect(form.getState()).toMatchObject({ view: { message: 'Campo ausente', fieldErrors: { email: 'Inválido' }, banners: false } });
  });

  it('ignores a submit while submitting: one save only', async () => {
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    const { controller: form, phases } = controller({ steps: steps({ save }) });
    const first = form.submit();
    const second = form.submit();
    await second;
    expect(form.getState().phase).toBe('submitting');
    pending.resolve();
    await first;
    expect(save).toHaveBeenCalledOnce();
    expect(phases).toEqual(['submitting', 'success']);
  });

  it('ignores a submit after success', async () => {
    const save = vi.fn(async () => undefined);
    const { controller: form, onSuccess } = controller({ steps: steps({ save }) });
    await form.submit();
    await form.submit();
    expect(save).toHaveBeenCalledOnce();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('allows a new submit after a failure', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new DataError('server', 'x', 500))
      .mockResolvedValueOnce(undefined);
    const { controller: form } = controller({ steps: steps({ save }) });
    await form.submit();
    await form.submit();
    expect(save).toHaveBeenCalledTimes(2);
    expect(form.getState().phase).toBe('success');
  });
});

describe('form controller: locking', () => {
  it('locks the form while submitting and unlocks it after, controls back as they were', async () => {
    const pending = deferred();
    const form = markup();
    const email = form.form.querySelector<HTMLInputElement>('[name="email"]')!;
    const box = form.form.querySelector<HTMLInputElement>('[name="aceite"]')!;
    const { controller: created } = controller({ markup: form, steps: steps({ save: () => pending.promise }) });
    const submitted = created.submit();
    expect(form.form.getAttribute('aria-busy')).toBe('true');
    expect(email.readOnly).toBe(true);
    expect(box.disabled).toBe(true);
    pending.reject(new DataError('server', 'x', 500));
    await submitted;
    expect(form.form.hasAttribute('aria-busy')).toBe(false);
    expect(email.readOnly).toBe(false);
    expect(box.disabled).toBe(false);
  });
});

describe('form controller: a form that fails its checks', () => {
  it.each<[string, Partial<SubmitSteps>]>([
    ['invalid fields', { validate: () => ({ email: 'Inválido' }) }],
    ['an incomplete captcha', { captchaToken: () => '' }],
  ])('with %s goes straight to failure: never submitting, never locked, nothing sent', async (_case, override) => {
    const form = markup();
    const email = form.form.querySelector<HTMLInputElement>('[name="email"]')!;
    const fetchKey = vi.fn(async () => 'k-1');
    const { controller: created, phases } = controller({ markup: form, steps: steps({ ...override, fetchKey }) });
    const seen: string[] = [];
    const watching = new MutationObserver((records) => seen.push(...records.map((record) => record.attributeName ?? '')));
    watching.observe(form.form, { attributes: true, subtree: true });
    const submitted = created.submit();
    // Decided before the first await: the failure is there when submit() returns.
    expect(created.getState().phase).toBe('failure');
    await submitted;
    expect(phases).toEqual(['failure']);
    expect(fetchKey).not.toHaveBeenCalled();
    await Promise.resolve();
    watching.disconnect();
    expect(seen).toEqual([]);
    expect(email.readOnly).toBe(false);
  });
});

describe('form controller: captcha after a failure', () => {
  it('resets the captcha and disables a captcha-bound button after a failed save', async () => {
    const widget = captcha();
    const form = markup('data-captcha-bound');
    const { controller: created } = controller({ markup: form, captcha: widget, steps: saveFails(new DataError('server', 'x', 500)) });
    await created.submit();
    expect(widget.reset).toHaveBeenCalledOnce();
    expect(form.submitButton?.disabled).toBe(true);
  });

  it('resets the captcha but keeps a button that is not captcha-bound enabled', async () => {
    const widget = captcha();
    const form = markup();
    const { controller: created } = controller({ markup: form, captcha: widget, steps: saveFails(new TypeError('offline')) });
    await created.submit();
    expect(widget.reset).toHaveBeenCalledOnce();
    expect(form.submitButton?.disabled).toBe(false);
  });

  it.each<[string, Partial<SubmitSteps>]>([
    ['validation', { validate: () => ({ email: 'Inválido' }) }],
    ['captcha', { captchaToken: () => '' }],
    ['key', { fetchKey: () => Promise.reject(new Error('no key')) }],
  ])('resets the captcha and disables a captcha-bound button after a %s failure too (SR §4)', async (_stage, override) => {
    const widget = captcha();
    const form = markup('data-captcha-bound');
    const { controller: created } = controller({ markup: form, captcha: widget, steps: steps(override) });
    await created.submit();
    expect(created.getState().phase).toBe('failure');
    expect(widget.reset).toHaveBeenCalledOnce();
    expect(form.submitButton?.disabled).toBe(true);
  });

  it('shows the key failure message after a failed key call', async () => {
    const { controller: created } = controller({ steps: steps({ fetchKey: () => Promise.reject(new Error('no key')) }) });
    await created.submit();
    expect(created.getState()).toMatchObject({ view: { message: KEY_FAILURE } });
  });

  it('does not disable a captcha-bound button when the form has no captcha', async () => {
    const form = markup('data-captcha-bound');
    const { controller: created } = controller({ markup: form, steps: saveFails(new DataError('server', 'x', 500)) });
    await created.submit();
    expect(form.submitButton?.disabled).toBe(false);
  });
});

describe('form controller: subscriptions and destroy', () => {
  it('stops notifying an unsubscribed listener', async () => {
    const { controller: created } = controller();
    const listener = vi.fn();
    const unsubscribe = created.subscribe(listener);
    unsubscribe();
    await created.submit();
    expect(listener).not.toHaveBeenCalled();
  });

  it('after destroy: no notifications, a submission under way ends silently, a new one is ignored', async () => {
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    const { controller: created, onSuccess, phases, markup: form } = controller({ steps: steps({ save }) });
    const submitted = created.submit();
    created.destroy();
    pending.resolve();
    await submitted;
    await created.submit();
    expect(phases).toEqual(['submitting']);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledOnce();
    expect(form.form.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('form controller: a step that throws', () => {
  it('a captcha that throws when asked for its answer counts as not completed; the form is unlocked', async () => {
    const { controller: form, markup: form$ } = controller({
      steps: steps({
        captchaToken: () => {
          throw new Error('boom');
        },
      }),
    });
    await form.submit();
    expect(form.getState()).toMatchObject({ phase: 'failure', view: { message: 'Complete o CAPTCHA antes de enviar.' } });
    expect(form$.form.hasAttribute('aria-busy')).toBe(false);
    expect(form$.form.querySelector('input')?.readOnly).toBe(false);
  });

  it('a validation that throws is a field read failure, and a later submission still goes through', async () => {
    let calls = 0;
    const { controller: form } = controller({
      steps: steps({
        validate: () => {
          calls += 1;
          if (calls === 1) throw new Error('boom');
          return {};
        },
      }),
    });
    await form.submit();
    expect(form.getState()).toMatchObject({ phase: 'failure', view: { message: 'Não foi possível analisar os campos do formulário; verifique as entradas.' } });
    await form.submit();
    expect(form.getState()).toEqual({ phase: 'success' });
  });
});

describe('form controller: focus after a captcha-bound button is disabled', () => {
  it('moves focus from the disabled button to the captcha', async () => {
    document.body.innerHTML = `<div id="b"><form>
      <div data-field-id="email"><input name="email"></div>
      <div data-captcha><input type="checkbox" id="robo"></div>
      <button type="submit" data-captcha-bound>Enviar</button>
    </form></div>`;
    const config = FormConfigSchema.parse({ formId: 'f', fields: [{ id: 'email', type: 'email' }] });
    const form = readFormMarkup(document.querySelector<HTMLElement>('#b')!, config);
    form.submitButton?.focus();
    const { controller: created } = controller({ markup: form, captcha: captcha(), steps: saveFails(new DataError('server', 'x', 500)) });
    await created.submit();
    expect(form.submitButton?.disabled).toBe(true);
    expect(document.activeElement?.id).toBe('robo');
  });
});
