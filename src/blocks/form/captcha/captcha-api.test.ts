import { afterEach, describe, expect, it } from 'vitest';
import { scriptsLoadSilently } from '../../../test/scripts-load-silently.ts';
import { type CaptchaApi, loadCaptchaApi, resetCaptchaLoader } from './captcha-api.ts';

/** The global the provider's script calls once ready (docs/markup.md §9: onload=__siteRuntimeCaptchaReady). */
const CAPTCHA_ONLOAD_CALLBACK = '__siteRuntimeCaptchaReady';

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?hl=pt-BR';

scriptsLoadSilently();

type TestWindow = Window & Record<string, unknown>;
const win = window as unknown as TestWindow;

function fakeApi(): CaptchaApi {
  return { render: () => 0, getResponse: () => '', reset: () => undefined };
}

/** The provider's script has run: the API is there and it calls the onload callback. */
function providerLoads(api: Partial<CaptchaApi> = fakeApi()): void {
  window.grecaptcha = api;
  (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
}

const captchaScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];

/** Settles a promise into a value to inspect, so a rejection is never left unhandled. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

afterEach(() => {
  resetCaptchaLoader();
  delete window.grecaptcha;
  delete win[CAPTCHA_ONLOAD_CALLBACK];
  document.head.replaceChildren();
});

describe('loadCaptchaApi', () => {
  it('adds the provider script once, explicit render with the onload callback, async, with the page nonce', async () => {
    document.head.innerHTML = '<script nonce="nonce-da-pagina" src="/runtime.js"></script>';
    const first = loadCaptchaApi(SCRIPT_URL);
    const second = loadCaptchaApi(SCRIPT_URL);
    expect(second).toBe(first);
    expect(captchaScripts()).toHaveLength(1);
    const script = captchaScripts()[0]!;
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(url.searchParams.get('hl')).toBe('pt-BR');
    expect(url.searchParams.get('onload')).toBe('__siteRuntimeCaptchaReady');
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('nonce-da-pagina');
    const api = fakeApi();
    providerLoads(api);
    await expect(first).resolves.toBe(api);
  });

  it('resolves at once, adding no script, when the API is already there', async () => {
    const api = fakeApi();
    window.grecaptcha = api;
    await expect(loadCaptchaApi(SCRIPT_URL)).resolves.toBe(api);
    expect(captchaScripts()).toHaveLength(0);
  });

  it('resolves a relative script address against the page', () => {
    void loadCaptchaApi('/captcha/api.js');
    expect(document.querySelector('script')?.src).toBe(`${location.origin}/captcha/api.js?onload=__siteRuntimeCaptchaReady&render=explicit`);
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)'])('rejects a script address that is not http(s): %s', async (address) => {
    await expect(loadCaptchaApi(address)).rejects.toThrow(new Error('ReCaptcha has not been set up!'));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects when the script ran without providing the API', async () => {
    const loading = settle(loadCaptchaApi(SCRIPT_URL));
    providerLoads({ render: () => 0 });
    expect(await loading).toEqual({ error: new Error('ReCaptcha has not been set up!') });
  });

  it('rejects when the script fails to load, and a later form gets the same failure without asking again', async () => {
    const loading = settle(loadCaptchaApi(SCRIPT_URL));
    captchaScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await loading).toEqual({ error: new Error('ReCaptcha has not been set up!') });
    expect(await settle(loadCaptchaApi(SCRIPT_URL))).toEqual({ error: new Error('ReCaptcha has not been set up!') });
    expect(captchaScripts()).toHaveLength(1);
  });
});

describe('loadCaptchaApi with a bad address', () => {
  it('an address that is not http(s) is "not set up", and nothing is added', async () => {
    expect(await settle(loadCaptchaApi('javascript:alert(1)'))).toEqual({ error: new Error('ReCaptcha has not been set up!') });
    expect(captchaScripts()).toHaveLength(0);
  });

  it('an address that is not a URL at all is "not set up", not a TypeError', async () => {
    expect(await settle(loadCaptchaApi('http://['))).toEqual({ error: new Error('ReCaptcha has not been set up!') });
  });
});
