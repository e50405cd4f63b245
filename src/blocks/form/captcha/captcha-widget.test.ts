import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptsLoadSilently } from '../../../test/scripts-load-silently.ts';
import { type CaptchaApi, resetCaptchaLoader } from './captcha-api.ts';
import { createCaptcha, type CaptchaOptions } from './captcha-widget.ts';

/** The global the provider's script calls once ready (docs/markup.md §9: onload=__siteRuntimeCaptchaReady). */
const CAPTCHA_ONLOAD_CALLBACK = '__siteRuntimeCaptchaReady';

const NOT_SET_UP = 'ReCaptcha has not been set up!';
const DOCUMENT_DESTROYED = '[GoogleReCaptchaAPI] Document was destroyed';

scriptsLoadSilently();

const win = window as unknown as Record<string, unknown>;

function fakeApi() {
  return {
    render: vi.fn<CaptchaApi['render']>(() => 7),
    getResponse: vi.fn<CaptchaApi['getResponse']>(() => 'token-resolvido'),
    reset: vi.fn<CaptchaApi['reset']>(),
  };
}

/** Flushes the promise callbacks of a resolved load. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let container: HTMLElement;
let controller: AbortController;
const options = (extra: Partial<CaptchaOptions> = {}): CaptchaOptions => ({
  siteKey: '6Lc-site-key',
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
  formWidth: 500,
  signal: controller.signal,
  ...extra,
});

beforeEach(() => {
  document.body.innerHTML = '<form><div data-captcha><p class="fallback">Carregando…</p></div></form>';
  container = document.querySelector<HTMLElement>('[data-captcha]')!;
  controller = new AbortController();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetCaptchaLoader();
  delete window.grecaptcha;
  delete win[CAPTCHA_ONLOAD_CALLBACK];
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the captcha size', () => {
  it('is compact under 320 px, normal from 320 px', async () => {
    const sizeFor = async (formWidth: number) => {
      const api = fakeApi();
      window.grecaptcha = api;
      createCaptcha(container, options({ formWidth }));
      await settled();
      return api.render.mock.calls[0]?.[1].size;
    };
    for (const width of [0, 319, 319.5]) expect(await sizeFor(width)).toBe('compact');
    for (const width of [320, 800]) expect(await sizeFor(width)).toBe('normal');
  });
});

describe('createCaptcha', () => {
  it(`logs '${NOT_SET_UP}' without a site key, loads nothing and gives no token`, () => {
    const widget = createCaptcha(container, options({ siteKey: '' }));
    expect(console.error).toHaveBeenCalledExactlyOnceWith(NOT_SET_UP);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(widget.token()).toBe('');
    expect(() => widget.reset()).not.toThrow();
  });

  it('draws the widget into the container with the site key and the size for the form width', async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    createCaptcha(container, options({ formWidth: 300 }));
    await settled();
    expect(api.render).toHaveBeenCalledExactlyOnceWith(container, {
      sitekey: '6Lc-site-key',
      size: 'compact',
      callback: expect.any(Function),
      'expired-callback': expect.any(Function),
    });
    expect(container.querySelector('.fallback')).toBeNull();
  });

  it('uses the normal size from 320 px', async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    createCaptcha(container, options({ formWidth: 320 }));
    await settled();
    expect(api.render.mock.calls[0]?.[1].size).toBe('normal');
  });

  it("gives no token until drawn, then delegates token and reset to the API with the widget's id", async () => {
    const widget = createCaptcha(container, options());
    expect(widget.token()).toBe('');
    const api = fakeApi();
    window.grecaptcha = api;
    (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await settled();
    expect(widget.token()).toBe('token-resolvido');
    expect(api.getResponse).toHaveBeenCalledWith(7);
    widget.reset();
    expect(api.reset).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('calls onSolved each time the visitor completes the captcha', async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    const onSolved = vi.fn();
    createCaptcha(container, options({ onSolved }));
    await settled();
    const callback = api.render.mock.calls[0]?.[1].callback;
    callback?.('t1');
    callback?.('t2');
    expect(onSolved).toHaveBeenCalledTimes(2);
  });

  it('calls onExpired when a completed captcha expires', async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    const onExpired = vi.fn();
    createCaptcha(container, options({ onExpired }));
    await settled();
    api.render.mock.calls[0]?.[1]['expired-callback']?.();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it(`logs '${DOCUMENT_DESTROYED}' and draws nothing when the block went away before the load`, async () => {
    createCaptcha(container, options());
    controller.abort();
    const api = fakeApi();
    window.grecaptcha = api;
    (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await settled();
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(DOCUMENT_DESTROYED);
    expect(api.render).not.toHaveBeenCalled();
  });

  it(`logs '${DOCUMENT_DESTROYED}' when the container left the document before the load`, async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    createCaptcha(container, options());
    container.remove();
    await settled();
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(DOCUMENT_DESTROYED);
    expect(api.render).not.toHaveBeenCalled();
  });

  it('puts the container’s own content back on abort', async () => {
    const served = container.innerHTML;
    window.grecaptcha = fakeApi();
    createCaptcha(container, options());
    await settled();
    expect(container.innerHTML).not.toBe(served);
    controller.abort();
    expect(container.innerHTML).toBe(served);
  });

  it(`logs '${NOT_SET_UP}' when the library cannot be loaded`, async () => {
    const widget = createCaptcha(container, options({ scriptUrl: 'javascript:alert(1)' }));
    await settled();
    expect(console.error).toHaveBeenCalledExactlyOnceWith(NOT_SET_UP);
    expect(widget.token()).toBe('');
  });

  it(`logs '${NOT_SET_UP}' when drawing fails, and gives no token`, async () => {
    const api = fakeApi();
    const failure = new Error('Invalid site key');
    api.render.mockImplementation(() => {
      throw failure;
    });
    window.grecaptcha = api;
    const widget = createCaptcha(container, options());
    await settled();
    expect(console.error).toHaveBeenCalledExactlyOnceWith(NOT_SET_UP, failure);
    expect(widget.token()).toBe('');
  });
});
