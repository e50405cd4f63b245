import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { type CaptchaApi, resetCaptchaLoader } from './captcha/captcha-api.ts';
import { draftKey } from './draft-store.ts';
import { mount } from './index.ts';
import { COLLECTION_ID, deferred, installSiteContext, json, type PlatformStub, SITE_KEY, stubPlatform, submit, type } from '../../test/platform-stub.ts';
import { POPUP_SIGNUP_EVENT } from '../../shared/page-events.ts';

/** The global the provider's script calls once ready (docs/markup.md §9: onload=__siteRuntimeCaptchaReady). */
const CAPTCHA_ONLOAD_CALLBACK = '__siteRuntimeCaptchaReady';

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';

const INVALID_FIELDS = 'Um ou mais campos são inválidos; verifique as entradas.';
const REQUIRED = 'Este campo é obrigatório.';
const BANNER_ABOVE = 'Seu formulário encontrou um problema. Role para baixo para revisá-lo.';
const BANNER_BELOW = 'Seu formulário encontrou um problema. Role para cima para revisá-lo.';
const UNKNOWN = 'Erro desconhecido, tente novamente mais tarde.';
const STATUS_500 = 'Não é possível enviar o formulário. Tente novamente mais tarde.';
const CAPTCHA = 'Complete o CAPTCHA antes de enviar.';
const SENDING = 'Enviando…';

const CONFIG = {
  formId: 'form-contato',
  fields: [
    { id: 'field-nome', type: 'name', title: 'Nome', required: true },
    { id: 'field-email', type: 'email', title: 'E-mail', required: true },
    { id: 'field-secao', type: 'section', title: 'Mais' },
    { id: 'field-mensagem', type: 'textarea', title: 'Mensagem', maxLength: 20 },
    { id: 'field-interesses', type: 'checkbox', title: 'Interesses', options: ['Novidades', 'Eventos'] },
    { id: 'field-origem', type: 'hidden', key: 'origem', value: 'site' },
  ],
};

const formHtml = (json: string, extra = '') => `<main><div class="sqs-block form-block" data-block-type="9" id="block-contato" data-block-json='${json}'>
  <form method="post" novalidate>
    <fieldset data-field-id="field-nome" data-field-type="name">
      <legend data-field-title>Nome *</legend>
      <label>Nome <input name="field-nome-first" data-part="First"></label>
      <label>Sobrenome <input name="field-nome-last" data-part="Last"></label>
    </fieldset>
    <div data-field-id="field-email" data-field-type="email">
      <label data-field-title for="f-email">E-mail *</label>
      <input id="f-email" name="field-email" type="email">
    </div>
    <div data-field-id="field-secao" data-field-type="section"><h3>Mais</h3></div>
    <div data-field-id="field-mensagem" data-field-type="textarea">
      <label data-field-title for="f-msg">Mensagem</label>
      <textarea id="f-msg" name="field-mensagem" data-max-length="20"></textarea>
    </div>
    <fieldset data-field-id="field-interesses" data-field-type="checkbox">
      <legend data-field-title>Interesses</legend>
      <label><input type="checkbox" name="field-interesses" value="Novidades"> Novidades</label>
      <label><input type="checkbox" name="field-interesses" value="Eventos"> Eventos</label>
    </fieldset>
    <div data-field-id="field-origem" data-field-type="hidden"><input type="hidden" name="field-origem" value="site"></div>
    ${extra}
    <button type="submit">Enviar</button>
  </form>
  <div data-form-submission-text hidden><p>Obrigado!</p><div data-form-summary></div></div>
</div></main>`;

const HTML = formHtml(JSON.stringify(CONFIG));

let platform: PlatformStub;
let cleanups: (() => void)[] = [];

async function mounted(html = HTML) {
  document.body.innerHTML = html;
  const served = document.body.innerHTML;
  const block = document.querySelector<HTMLElement>('#block-contato')!;
  const context = coreContext();
  const destroy = (await mount(block, context)) ?? (() => undefined);
  const teardown = () => {
    destroy();
    context.controller.abort();
  };
  cleanups.push(teardown);
  const form = block.querySelector('form')!;
  const control = <T extends HTMLElement = HTMLInputElement>(selector: string) => form.querySelector<T>(selector)!;
  return { block, form, context, served, teardown, control };
}

/** A visitor fills the required fields and some others. */
function fillIn(control: <T extends HTMLElement = HTMLInputElement>(selector: string) => T): void {
  type(control('[data-part="First"]'), 'Ana');
  type(control('[data-part="Last"]'), 'Silva');
  type(control('#f-email'), 'ana@exemplo.com');
  type(control<HTMLTextAreaElement>('textarea'), 'Olá!');
  control('[value="Eventos"]').click();
}

const text = (selector: string) => document.querySelector(selector)?.textContent;
const fieldMessage = (fieldId: string) => text(`[data-field-id="${fieldId}"] .form-field-error`);
const bodyOf = (call: { init: RequestInit } | undefined) => new URLSearchParams(call?.init.body as URLSearchParams);

beforeAll(() => installSiteContext());

beforeEach(() => {
  document.title = 'Contato';
  platform = stubPlatform();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  vi.stubGlobal('scrollTo', vi.fn());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('form block: a config or markup it cannot use', () => {
  it.each([
    ['malformed data-block-json', formHtml('{"formId": "form-contato", "fields": [')],
    ['no formId', formHtml(JSON.stringify({ ...CONFIG, formId: '' }))],
    ['no fields', formHtml('{"formId":"form-contato"}')],
  ])("%s: logs 'Could not render form', keeps the form and what was typed, and prevents the submission", async (_case, html) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, context, control } = await mounted(html);
    expect(error.mock.calls[0]?.[0]).toBe('Could not render form');
    expect(error.mock.calls[0]?.[1]).toBeInstanceOf(BlockConfigError);
    expect(context.report).toHaveBeenCalledExactlyOnceWith(expect.any(BlockConfigError));
    type(control('#f-email'), 'ana@exemplo.com');
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.isConnected).toBe(true);
    expect(control('#f-email').value).toBe('ana@exemplo.com');
    expect(text('.form-error')).toBe(UNKNOWN);
    expect(platform.callsTo(KEY_PATH)).toHaveLength(0);
  });

  it("a block without a form: logs 'Could not render form' with a MarkupError", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context } = await mounted(`<div id="block-contato" data-block-json='${JSON.stringify(CONFIG)}'><p>Sem formulário</p></div>`);
    expect(error.mock.calls[0]?.[0]).toBe('Could not render form');
    expect(context.report).toHaveBeenCalledExactlyOnceWith(expect.any(MarkupError));
  });
});

describe('form block: mounting', () => {
  it('tracks the form render once the page has loaded, in idle time, with the visitor cookie it has then', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await mounted();
    expect(platform.callsTo('/api/census/form-render')).toHaveLength(0);
    document.cookie = 'ss_cvr=abc-1|1|1|1|1; path=/';
    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => expect(platform.callsTo('/api/census/form-render')).toHaveLength(1));
    const [render] = platform.callsTo('/api/census/form-render');
    expect(Object.fromEntries(bodyOf(render))).toEqual({
      visitorCookie: 'abc-1|1|1|1|1',
      pageTitle: 'Contato',
      pageId: COLLECTION_ID,
      contentSource: 'c',
      pagePath: '/',
    });
    document.cookie = 'ss_cvr=; max-age=0; path=/';
  });

  it("shows the textarea's live counter 'N / max', with the error class over the limit", async () => {
    const { control } = await mounted();
    await vi.waitFor(() => expect(text('.form-char-counter')).toBe('0 / 20'));
    type(control<HTMLTextAreaElement>('textarea'), 'a'.repeat(21));
    await vi.waitFor(() => expect(text('.form-char-counter')).toBe('21 / 20'));
    expect(document.querySelector('.form-char-counter')?.classList.contains('form-char-counter--error')).toBe(true);
  });
});

describe('form block: submitting', () => {
  it('sends nothing when a field is invalid, and shows why', async () => {
    const { form, control } = await mounted();
    type(control('#f-email'), 'ana@exemplo');
    expect(submit(form).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(text('.form-error')).toBe(INVALID_FIELDS));
    expect(fieldMessage('field-nome')).toBe(REQUIRED);
    expect(fieldMessage('field-email')).toBe('E-mail inválido. O endereço de e-mail deve ter o formato nome@exemplo.com.');
    expect(text('.form-error-banner')).toBe(BANNER_ABOVE);
    expect([...document.querySelectorAll('.form-error-banner')].map((banner) => banner.textContent)).toEqual([BANNER_ABOVE, BANNER_BELOW]);
    expect(document.activeElement).toBe(control('[data-part="First"]'));
    expect(platform.callsTo(KEY_PATH)).toHaveLength(0);
    expect(platform.callsTo(SAVE_PATH)).toHaveLength(0);
  });

  it('traces a failed submission after the frame that shows it, not in the click', async () => {
    const { form, context } = await mounted();
    // Frames only come when the test says so (vi.waitFor would advance them: a plain wait instead).
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text('.form-error')).toBe(INVALID_FIELDS);
    const traced = () => context.start.mock.calls.filter(([name]) => name === 'trace');
    expect(traced()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(traced()).toEqual([
        ['trace', { type: 'form-submit', data: { blockId: 'block-contato', newsletter: false, outcome: 'failure', stage: 'validation' } }],
      ]),
    );
  });

  it('gets a key, then saves with the full payload of the spec', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, json({}));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(form.hidden).toBe(true));
    const formCalls = platform.calls.filter((call) => call.path.startsWith('/api/form/'));
    expect(formCalls.map((call) => [call.path, call.init.method, call.init.credentials])).toEqual([
      [KEY_PATH, 'POST', 'same-origin'],
      [SAVE_PATH, 'POST', 'same-origin'],
    ]);
    expect(formCalls[0]?.init.body).toBeNull();
    const body = bodyOf(formCalls[1]);
    expect([...body.keys()]).toEqual([
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
    expect(Object.fromEntries(body)).toMatchObject({
      key: 'k-123',
      formId: 'form-contato',
      collectionId: COLLECTION_ID,
      objectName: 'block-contato',
      isOverlayForm: 'false',
      submitButtonText: 'Enviar',
      pageTitle: 'Contato',
      pageId: COLLECTION_ID,
      contentSource: 'c',
    });
    expect(JSON.parse(body.get('form') ?? '')).toEqual({
      'field-nome': ['Ana', 'Silva'],
      'field-email': 'ana@exemplo.com',
      'field-mensagem': 'Olá!',
      'field-interesses': ['Eventos'],
      'field-origem': 'site',
    });
  });

  it('on success: hides the form, shows the text with the summary, tells the popup, forgets the draft', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, json({}));
    const { block, form, control } = await mounted();
    const signups = vi.fn();
    block.parentElement?.addEventListener(POPUP_SIGNUP_EVENT, signups);
    fillIn(control);
    expect(sessionStorage.getItem(draftKey('/', 'block-contato'))).not.toBeNull();
    submit(form);
    await vi.waitFor(() => expect(document.querySelector('.form-summary')).not.toBeNull());
    const submissionText = block.querySelector<HTMLElement>('[data-form-submission-text]')!;
    expect(submissionText.hidden).toBe(false);
    expect(document.activeElement).toBe(submissionText);
    const rows = [...document.querySelectorAll('.form-summary > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Nome', 'Ana Silva'],
      ['E-mail', 'ana@exemplo.com'],
      ['Mensagem', 'Olá!'],
      ['Interesses', 'Eventos'],
    ]);
    expect(signups).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(draftKey('/', 'block-contato'))).toBeNull();
  });

  it("says it is sending on the button, ignores a second submission, then gives the button's text back", async () => {
    const key = deferred<Response>();
    platform.reply(KEY_PATH, key.promise);
    platform.reply(SAVE_PATH, json({ error: 'Loja fechada' }, 400));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(control('button').textContent).toBe(SENDING));
    expect(form.getAttribute('aria-busy')).toBe('true');
    submit(form);
    key.resolve(json({ key: 'k-123' }));
    await vi.waitFor(() => expect(text('.form-error')).toBe('Loja fechada'));
    expect(platform.callsTo(KEY_PATH)).toHaveLength(1);
    expect(platform.callsTo(SAVE_PATH)).toHaveLength(1);
    expect(control('button').textContent).toBe('Enviar');
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it("places a 400's field messages before the field's title, marks the field, and keeps what was typed", async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, json({ errors: { 'field-email': 'E-mail já cadastrado' } }, 400));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(fieldMessage('field-email')).toBe('E-mail já cadastrado'));
    const field = form.querySelector('[data-field-id="field-email"]')!;
    const title = field.querySelector('[data-field-title]')!;
    expect(title.previousElementSibling?.textContent).toBe('E-mail já cadastrado');
    expect(field.hasAttribute('data-invalid')).toBe(true);
    expect(control('#f-email').getAttribute('aria-invalid')).toBe('true');
    expect(control('#f-email').getAttribute('aria-describedby')).toBe(field.querySelector('.form-field-error')?.id);
    expect(text('.form-error')).toBe(INVALID_FIELDS);
    expect(text('.form-error-banner')).toBe(BANNER_ABOVE);
    expect(control('[data-part="First"]').value).toBe('Ana');
    expect(control('#f-email').value).toBe('ana@exemplo.com');
    expect(control<HTMLTextAreaElement>('textarea').value).toBe('Olá!');
    expect(control('[value="Eventos"]').checked).toBe(true);
    expect(control('#f-email').readOnly).toBe(false);
  });

  it('traces the outcome of each submission: the failure’s stage and status, then the success', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-1' }), json({ key: 'k-2' }));
    platform.reply(SAVE_PATH, json({ error: 'Loja fechada' }, 503), json({}));
    const { form, control, context } = await mounted();
    const traced = () => context.start.mock.calls.filter(([name]) => name === 'trace').map(([, input]) => input);
    submit(form);
    await vi.waitFor(() => expect(traced()).toHaveLength(1));
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(traced()).toHaveLength(2));
    submit(form);
    await vi.waitFor(() => expect(traced()).toHaveLength(3));
    const data = { blockId: 'block-contato', newsletter: false };
    expect(traced()).toEqual([
      { type: 'form-submit', data: { ...data, outcome: 'failure', stage: 'validation' } },
      { type: 'form-submit', data: { ...data, outcome: 'failure', stage: 'save', status: 503 } },
      { type: 'form-submit', data: { ...data, outcome: 'success' } },
    ]);
  });

  it('shows the status message of a failed save and keeps what was typed', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, new Response('oops', { status: 500 }));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe(STATUS_500));
    expect(document.querySelectorAll('.form-error-banner')).toHaveLength(0);
    expect(control('#f-email').value).toBe('ana@exemplo.com');
    expect(form.hidden).toBe(false);
  });
});

describe('form block: failures of the data calls (site-runtime.md §4, §8)', () => {
  const overlay = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
  afterEach(() => overlay()?.querySelectorAll('button')[1]?.click());

  it.each([
    [403, 1],
    [409, 2],
    [422, 2],
    [503, 1],
  ])('shows the data.error text of a %i, after %i save(s): the unlisted statuses get the one retry', async (status, saves) => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    const failure = json({ error: 'Este envio já foi recebido.' }, status);
    platform.reply(SAVE_PATH, failure, failure.clone(), json({}));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe('Este envio já foi recebido.'), { timeout: 2000 });
    expect(platform.callsTo(SAVE_PATH)).toHaveLength(saves);
    expect(overlay()).toBeNull();
    expect(control('#f-email').value).toBe('ana@exemplo.com');
  });

  it('a save dropped twice (the one retry included) is shown in the system error overlay only, focus going back to the button after', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    const dropped = Promise.reject(new TypeError('Failed to fetch'));
    // Handled here too: the mount takes some turns (React commits in slices) before the save asks for it.
    dropped.catch(() => undefined);
    platform.reply(SAVE_PATH, dropped, dropped, json({}));
    const { form, control } = await mounted();
    fillIn(control);
    const button = control<HTMLButtonElement>('button[type="submit"]');
    button.focus();
    submit(form);
    await vi.waitFor(() => expect(overlay()?.textContent).toContain('Could not connect…'), { timeout: 2000 });
    await vi.waitFor(() => expect(form.hasAttribute('aria-busy')).toBe(false));
    expect(platform.callsTo(SAVE_PATH)).toHaveLength(2);
    expect(document.querySelector('.form-error')).toBeNull();
    expect(control('#f-email').value).toBe('ana@exemplo.com');
    overlay()?.querySelectorAll('button')[1]?.click();
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('authorizationFail on the key call: the overlay says it, the form adds nothing and saves nothing', async () => {
    platform.reply(KEY_PATH, json({ authorizationFail: true }, 403));
    const { form, control } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(overlay()?.textContent).toContain('Unauthorized request'));
    expect(overlay()?.textContent).toContain('/api/form/FormSubmissionKey');
    await vi.waitFor(() => expect(form.hasAttribute('aria-busy')).toBe(false));
    expect(document.querySelector('.form-error')).toBeNull();
    expect(platform.callsTo(SAVE_PATH)).toHaveLength(0);
  });
});

describe('form block: drafts', () => {
  it('keeps what was typed across a reload', async () => {
    const first = await mounted();
    fillIn(first.control);
    first.teardown();
    const { control } = await mounted();
    expect(control('[data-part="First"]').value).toBe('Ana');
    expect(control('#f-email').value).toBe('ana@exemplo.com');
    expect(control<HTMLTextAreaElement>('textarea').value).toBe('Olá!');
    expect(control('[value="Eventos"]').checked).toBe(true);
  });
});

describe('form block: destroy', () => {
  it('removes everything the mount added, after a failure too', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, json({ errors: { 'field-email': 'E-mail já cadastrado' } }, 400));
    const { form, control, served, teardown } = await mounted();
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(fieldMessage('field-email')).toBe('E-mail já cadastrado'));
    teardown();
    expect(document.body.innerHTML).toBe(served);
    expect(submit(form).defaultPrevented).toBe(false);
  });

  it('gives the form its own noValidate back', async () => {
    const { form, served, teardown } = await mounted(HTML.replace('method="post" novalidate', 'method="post"'));
    expect(form.noValidate).toBe(true);
    teardown();
    expect(form.noValidate).toBe(false);
    expect(document.body.innerHTML).toBe(served);
  });

  it('takes its submission first and renders in the next task; stopped in between, it gives everything back', async () => {
    document.body.innerHTML = HTML.replace('method="post" novalidate', 'method="post"');
    const served = document.body.innerHTML;
    const block = document.querySelector<HTMLElement>('#block-contato')!;
    const form = block.querySelector('form')!;
    const context = coreContext();
    const mounting = Promise.resolve(mount(block, context));
    expect(form.noValidate).toBe(true);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(block.querySelector('.form-status')).toBeNull();
    context.controller.abort();
    const destroy = await mounting;
    destroy?.();
    expect(form.noValidate).toBe(false);
    expect(document.body.innerHTML).toBe(served);
    expect(submit(form).defaultPrevented).toBe(false);
  });
});

describe('form block: captcha', () => {
  const CAPTCHA_HTML = formHtml(JSON.stringify(CONFIG), '<div data-captcha></div>').replace(
    '<button type="submit">',
    '<button type="submit" data-captcha-bound>',
  );
  let api: { render: Mock<CaptchaApi['render']>; getResponse: Mock<CaptchaApi['getResponse']>; reset: Mock<CaptchaApi['reset']> };

  beforeEach(() => {
    api = { render: vi.fn<CaptchaApi['render']>(() => 3), getResponse: vi.fn<CaptchaApi['getResponse']>(() => ''), reset: vi.fn<CaptchaApi['reset']>() };
    window.grecaptcha = api;
  });
  afterEach(() => {
    resetCaptchaLoader();
    delete window.grecaptcha;
    delete (window as unknown as Record<string, unknown>)[CAPTCHA_ONLOAD_CALLBACK];
  });

  it('draws the captcha with the site key; sends nothing until it is completed', async () => {
    const { form, control } = await mounted(CAPTCHA_HTML);
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledOnce());
    expect(api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: SITE_KEY });
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe(CAPTCHA));
    expect(platform.callsTo(KEY_PATH)).toHaveLength(0);
  });

  it('sends the token as captchaKey; after a failed save resets the captcha and disables the bound button until solved', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-123' }));
    platform.reply(SAVE_PATH, new Response('{}', { status: 500 }));
    const { form, control } = await mounted(CAPTCHA_HTML);
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledOnce());
    api.getResponse.mockReturnValue('token-resolvido');
    fillIn(control);
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe(STATUS_500));
    expect(bodyOf(platform.callsTo(SAVE_PATH)[0]).get('captchaKey')).toBe('token-resolvido');
    expect(api.reset).toHaveBeenCalledExactlyOnceWith(3);
    const button = control<HTMLButtonElement>('button');
    expect(button.disabled).toBe(true);
    api.render.mock.calls[0]?.[1].callback?.('novo-token');
    expect(button.disabled).toBe(false);
  });
});
