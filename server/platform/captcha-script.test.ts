// @vitest-environment node
import { type HTMLElement, type HTMLInputElement, Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CAPTCHA_KEY } from '../data/forms.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const fetchScript = (query: string) => server.app.inject({ method: 'GET', url: `/recaptcha/api.js${query}` });

/** Runs the served script against a test DOM; it only uses window, document and console. */
function run(source: string, window: Window, console: Pick<Console, 'warn' | 'error'>): void {
  // eslint-disable-next-line no-new-func -- the test runs the script the server serves, as a browser would
  new Function('window', 'document', 'console', source)(window, window.document, console);
}

interface RenderParams {
  sitekey?: string;
  size?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

interface Grecaptcha {
  render(container: unknown, params?: RenderParams): number;
  getResponse(id?: unknown): string;
  reset(id?: unknown): void;
  ready(fn: () => void): void;
}

function grecaptchaOf(window: Window): Grecaptcha {
  return (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
}

/** A page with the stand-in loaded (explicit rendering, no onload) and two empty containers. */
async function loadedPage(): Promise<{ window: Window; grecaptcha: Grecaptcha; console: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> } }> {
  const window = new Window();
  window.document.body.innerHTML = '<form><div id="captcha-a"></div><div id="captcha-b">\n</div></form>';
  const console = { warn: vi.fn(), error: vi.fn() };
  run((await fetchScript('?render=explicit')).body, window, console);
  return { window, grecaptcha: grecaptchaOf(window), console };
}

describe('GET /recaptcha/api.js', () => {
  it('serves JavaScript with no-cache that defines grecaptcha, then calls the onload path', async () => {
    const response = await fetchScript('?onload=app.captcha.ready&render=explicit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(JSON.stringify(FIXTURE_CAPTCHA_KEY));
    expect(response.body).not.toContain('__FIXTURE_CAPTCHA_TOKEN__');

    const window = new Window();
    const console = { warn: vi.fn(), error: vi.fn() };
    const ready = vi.fn(() => expect(grecaptchaOf(window).render).toBeTypeOf('function'));
    Object.assign(window, { app: { captcha: { ready } } });
    run(response.body, window, console);
    expect(ready).toHaveBeenCalledOnce();
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs an error when the onload path is not a function, and warns without render=explicit', async () => {
    const window = new Window();
    const console = { warn: vi.fn(), error: vi.fn() };
    run((await fetchScript('?onload=missingCallback')).body, window, console);
    expect(console.error).toHaveBeenCalledWith('Captcha stand-in: callback missingCallback is not a function');
    expect(console.warn).toHaveBeenCalledOnce();
    expect(grecaptchaOf(window).render).toBeTypeOf('function');
  });

  it('refuses an onload that is not an identifier path with 400 and a script that only logs', async () => {
    for (const onload of ['alert(1)', 'a..b', '1abc', 'a.b;c', '']) {
      const response = await fetchScript(`?render=explicit&onload=${encodeURIComponent(onload)}`);
      expect(response.statusCode, onload).toBe(400);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.body).toBe('console.error("Captcha stand-in: invalid onload parameter.");\n');
    }
  });

  it('answers a JSON 404 for other paths under /recaptcha/', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/recaptcha/api2/anchor' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Não encontrado.' });
  });
});

describe('captcha stand-in', () => {
  it('renders a sized, labelled checkbox whose ticking solves the captcha and unticking withdraws it', async () => {
    const { window, grecaptcha } = await loadedPage();
    const solved = vi.fn();
    const expired = vi.fn();
    const id = grecaptcha.render('captcha-a', { sitekey: '6Lc-site-key', callback: solved, 'expired-callback': expired });
    expect(id).toBe(0);

    const box = window.document.querySelector('#captcha-a .captcha-stand-in') as HTMLElement;
    expect(box.dataset.size).toBe('normal');
    expect([box.style.width, box.style.height]).toEqual(['304px', '78px']);
    expect(box.hasAttribute('style')).toBe(true); // set through the CSSOM, which a strict CSP allows
    const checkbox = box.querySelector('label input[type="checkbox"]') as HTMLInputElement;
    expect(checkbox.closest('label')?.textContent).toBe('Não sou um robô');
    expect(grecaptcha.getResponse()).toBe('');

    checkbox.click();
    expect(grecaptcha.getResponse(0)).toBe(FIXTURE_CAPTCHA_KEY);
    expect(grecaptcha.getResponse()).toBe('fixture-captcha-ok');
    expect(solved).toHaveBeenCalledExactlyOnceWith('fixture-captcha-ok');

    checkbox.click();
    expect(grecaptcha.getResponse()).toBe('');
    expect(expired).toHaveBeenCalledOnce();
  });

  it('numbers widgets from 0, sizes compact ones 164×144 and resets one widget at a time', async () => {
    const { window, grecaptcha } = await loadedPage();
    expect(grecaptcha.render(window.document.getElementById('captcha-a'), { sitekey: 'k' })).toBe(0);
    // An element (not an id) whose only child is whitespace counts as empty.
    const second = grecaptcha.render(window.document.getElementById('captcha-b'), { sitekey: 'k', size: 'compact' });
    expect(second).toBe(1);
    const box = window.document.querySelector('#captcha-b .captcha-stand-in') as HTMLElement;
    expect([box.dataset.size, box.style.width, box.style.height]).toEqual(['compact', '164px', '144px']);

    const checkboxes = [...window.document.querySelectorAll('input[type="checkbox"]')] as HTMLInputElement[];
    checkboxes[0]?.click();
    checkboxes[1]?.click();
    grecaptcha.reset(1);
    expect(checkboxes[1]?.checked).toBe(false);
    expect(grecaptcha.getResponse(1)).toBe('');
    expect(grecaptcha.getResponse(0)).toBe(FIXTURE_CAPTCHA_KEY);
    grecaptcha.reset();
    expect(grecaptcha.getResponse(0)).toBe('');
    expect(checkboxes[0]?.checked).toBe(false);
  });

  it('uses a native, focusable checkbox (so Space ticks it in a browser)', async () => {
    const { window, grecaptcha } = await loadedPage();
    grecaptcha.render('captcha-a', { sitekey: 'k' });
    const checkbox = window.document.querySelector('#captcha-a input') as HTMLInputElement;
    checkbox.focus();
    expect(window.document.activeElement).toBe(checkbox);
    expect(checkbox.tabIndex).toBe(0);
  });

  it('throws the real script errors', async () => {
    const { window, grecaptcha } = await loadedPage();
    expect(() => grecaptcha.getResponse()).toThrow('No reCAPTCHA clients exist.');
    expect(() => grecaptcha.reset()).toThrow('No reCAPTCHA clients exist.');
    expect(() => grecaptcha.render('captcha-a', {})).toThrow('Missing required parameters: sitekey');
    expect(() => grecaptcha.render('captcha-a', { sitekey: '' })).toThrow('Missing required parameters: sitekey');
    expect(() => grecaptcha.render('captcha-a')).toThrow('Missing required parameters: sitekey');
    expect(window.document.getElementById('captcha-a')?.children).toHaveLength(0);
    expect(() => grecaptcha.render('no-such-id', { sitekey: 'k' })).toThrow('reCAPTCHA placeholder element must be an element or id');

    expect(grecaptcha.render('captcha-a', { sitekey: 'k' })).toBe(0);
    expect(() => grecaptcha.render('captcha-a', { sitekey: 'k' })).toThrow('reCAPTCHA has already been rendered in this element');
    const filled = window.document.createElement('div');
    filled.append(window.document.createElement('span'));
    window.document.body.append(filled);
    expect(() => grecaptcha.render(filled, { sitekey: 'k' })).toThrow('reCAPTCHA placeholder element must be empty');

    expect(() => grecaptcha.getResponse(1)).toThrow('Invalid reCAPTCHA client id: 1');
    expect(() => grecaptcha.reset('0')).toThrow('Invalid reCAPTCHA client id: 0');
    // Failed renders take no widget id.
    expect(grecaptcha.render('captcha-b', { sitekey: 'k' })).toBe(1);
  });

  it('runs ready callbacks at once, since the library is loaded when grecaptcha exists', async () => {
    const { grecaptcha } = await loadedPage();
    const fn = vi.fn();
    grecaptcha.ready(fn);
    expect(fn).toHaveBeenCalledOnce();
  });
});
