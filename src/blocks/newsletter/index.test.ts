import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { json, type PlatformStub, stubPlatform, submit, type } from '../../test/platform-stub.ts';
import { PIXEL_EVENT, POPUP_SIGNUP_EVENT } from '../../shared/page-events.ts';

const KEY_PATH = '/api/form/FormSubmissionKey';
const SAVE_PATH = '/api/form/SaveFormSubmission';
const REQUIRED = 'Este campo é obrigatório.';

const [NEWSLETTER] = examples('newsletter');

let platform: PlatformStub;

async function mounted() {
  const { block, served, teardown } = await mountBlock(NEWSLETTER!);
  return { block, form: block.querySelector('form')!, email: block.querySelector<HTMLInputElement>('#news-email')!, served, teardown };
}

const text = (selector: string) => document.querySelector(selector)?.textContent;

beforeEach(() => {
  platform = stubPlatform();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('newsletter block', () => {
  it('sends the lighter submission: key, form and the census fields only', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-9' }));
    platform.reply(SAVE_PATH, json({}));
    const { form, email } = await mounted();
    type(email, 'ana@exemplo.com');
    submit(form);
    await vi.waitFor(() => expect(form.hidden).toBe(true));
    const body = new URLSearchParams(platform.callsTo(SAVE_PATH)[0]?.init.body as URLSearchParams);
    expect([...body.keys()]).toEqual(['key', 'form', 'visitorCookie', 'pageTitle', 'pageId', 'contentSource', 'pagePath']);
    expect(body.get('key')).toBe('k-9');
    expect(JSON.parse(body.get('form') ?? '')).toEqual({ email: 'ana@exemplo.com' });
  });

  it('on success: tells the pixels about the subscription and the popup about the signup', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-9' }));
    platform.reply(SAVE_PATH, json({}));
    const pixels = vi.fn();
    window.addEventListener(PIXEL_EVENT, pixels);
    const signups = vi.fn();
    window.addEventListener(POPUP_SIGNUP_EVENT, signups);
    const { form, email, block } = await mounted();
    type(email, 'ana@exemplo.com');
    submit(form);
    await vi.waitFor(() => expect(signups).toHaveBeenCalledOnce());
    window.removeEventListener(PIXEL_EVENT, pixels);
    window.removeEventListener(POPUP_SIGNUP_EVENT, signups);
    expect(pixels).toHaveBeenCalledOnce();
    expect((pixels.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ name: 'newsletterSubscribe', data: {} });
    expect(block.querySelector<HTMLElement>('[data-form-submission-text]')?.hidden).toBe(false);
  });

  it('has no banners and no general message: the field message is announced', async () => {
    const { form } = await mounted();
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe(REQUIRED));
    expect(text('[data-field-id="email"] .form-field-error')).toBe(REQUIRED);
    expect(document.querySelectorAll('.form-error-banner')).toHaveLength(0);
    expect(platform.callsTo(KEY_PATH)).toHaveLength(0);
  });

  it('shows a 400 field message at the field, without banners', async () => {
    platform.reply(KEY_PATH, json({ key: 'k-9' }));
    platform.reply(SAVE_PATH, json({ errors: { email: 'E-mail já inscrito' } }, 400));
    const { form, email } = await mounted();
    type(email, 'ana@exemplo.com');
    submit(form);
    await vi.waitFor(() => expect(text('.form-error')).toBe('E-mail já inscrito'));
    expect(text('[data-field-id="email"] .form-field-error')).toBe('E-mail já inscrito');
    expect(document.querySelectorAll('.form-error-banner')).toHaveLength(0);
    expect(email.value).toBe('ana@exemplo.com');
  });

  it('uses the small layout when narrower than 320 px; destroy removes everything it added', async () => {
    const { block, served, teardown } = await mounted();
    // happy-dom lays nothing out: the block is 0 px wide.
    expect(block.getAttribute('data-layout')).toBe('small');
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });
});
