import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { DataError } from './data-error.ts';
import { request } from './request.ts';
import { LOGIN_REQUIRED_EVENT } from '../../shared/page-events.ts';

const PAGE_ORIGIN = location.origin;
type Reply = Response | Error;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

/** Stubs fetch with one reply per call, in order (an Error is a network failure). */
function replies(...list: Reply[]): void {
  fetchMock = vi.fn(async () => {
    const next = list.shift();
    if (next === undefined) throw new Error('unexpected extra call');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });
const calledUrl = (call = 0): URL => new URL(fetchMock.mock.calls[call]?.[0] ?? '');
const calledInit = (call = 0): RequestInit => fetchMock.mock.calls[call]?.[1] ?? {};
const overlay = (): HTMLElement | null => document.querySelector('[role="alertdialog"]');

/** Settles the call's promise into a value to inspect, so a rejection is never left unhandled. */
const settle = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => error,
  );

beforeEach(() => {
  document.cookie = 'crumb=c1; path=/';
});

afterEach(() => {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.querySelector<HTMLButtonElement>('.siteruntime-system-error button:last-of-type')?.click();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: the call', () => {
  it('resolves with the parsed JSON reply', async () => {
    replies(json({ html: '<div></div>', extra: [1] }));
    await expect(request({ method: 'GET', url: '/api/x' })).resolves.toEqual({ html: '<div></div>', extra: [1] });
  });

  it('adds the crumb cookie as the crumb query parameter on every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      replies(json({}));
      await request({ method, url: '/api/x', query: { a: 1, b: true } });
      expect(fetchMock.mock.calls[0]?.[0]).toBe(`${PAGE_ORIGIN}/api/x?a=1&b=true&crumb=c1`);
      expect(calledInit().method).toBe(method);
    }
  });

  it('sends no crumb parameter without a crumb cookie', async () => {
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    replies(json({}));
    await request({ method: 'GET', url: '/api/x' });
    expect(calledUrl().search).toBe('');
  });

  it('sends a JSON body with its content type when json is set', async () => {
    replies(json({}));
    await request({ method: 'POST', url: '/api/x', body: { email: 'a@b.c', rememberMe: true }, json: true, headers: { 'X-Extra': '1' } });
    expect(calledInit()).toMatchObject({
      body: '{"email":"a@b.c","rememberMe":true}',
      headers: { 'Content-Type': 'application/json', 'X-Extra': '1' },
    });
  });

  it('form-encodes the body otherwise, objects as JSON strings', async () => {
    replies(json({}));
    await request({ method: 'POST', url: '/api/widget/GetWidgetRendering', body: { widgetJSON: { type: 1, id: 'w' }, collectionId: 'c' } });
    const body = calledInit().body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('widgetJSON=%7B%22type%22%3A1%2C%22id%22%3A%22w%22%7D&collectionId=c');
    expect(calledInit().headers).toEqual({});
  });

  it('sends no body with a GET', async () => {
    replies(json({}));
    await request({ method: 'GET', url: '/api/x' });
    expect(calledInit().body).toBeNull();
  });

  it('refuses an address that is not http(s) before any fetch', async () => {
    replies(json({}));
    await expect(request({ method: 'GET', url: 'javascript:alert(1)' })).rejects.toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request: secure mode (site-runtime.md §7)', () => {
  it('calls the site’s own https origin with credentials from another host', async () => {
    replies(json({}));
    await request({ method: 'POST', url: '/api/site-users/account/session', secure: { baseUrl: 'https://loja-da-ana.example.com' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://loja-da-ana.example.com/api/site-users/account/session?crumb=c1');
    expect(calledInit().credentials).toBe('include');
  });

  it('stays on the page with same-origin credentials when the site has no https address', async () => {
    replies(json({}));
    await request({ method: 'POST', url: '/api/x', secure: { baseUrl: 'http://127.0.0.1:4173' } });
    expect(calledUrl().origin).toBe(PAGE_ORIGIN);
    expect(calledInit().credentials).toBe('same-origin');
  });

  it('uses same-origin credentials for a call that is not secure', async () => {
    replies(json({}));
    await request({ method: 'GET', url: '/api/x' });
    expect(calledUrl().origin).toBe(PAGE_ORIGIN);
    expect(calledInit().credentials).toBe('same-origin');
  });
});

describe('request: retry (site-runtime.md §4 "Network call")', () => {
  beforeEach(() => vi.useFakeTimers());

  it.each([404, 429])('does not retry a %i: §8 lists it (form messages)', async (status) => {
    replies(json({}, status));
    const result = settle(request({ method: 'POST', url: '/api/form/SaveFormSubmission' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await result).toMatchObject({ kind: 'connect', status });
  });

  it.each([408, 504])('retries a %i once after exactly 200 ms, then could not connect', async (status) => {
    replies(json({ error: 'x' }, status), json({ error: 'x' }, status));
    const result = settle(request({ method: 'GET', url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toMatchObject({ kind: 'connect', message: 'Could not connect…', status });
    expect(await result).toBeInstanceOf(DataError);
  });

  it.each(['GET', 'PUT', 'DELETE', 'POST'] as const)('retries a %s without a reply once after exactly 200 ms, then shows could not connect', async (method) => {
    replies(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const result = settle(request({ method, url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(overlay()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toMatchObject({ kind: 'connect', message: 'Could not connect…', status: 0, systemError: true });
    // The retry is the same call: same address, same options.
    expect(fetchMock.mock.calls[1]).toEqual(fetchMock.mock.calls[0]);
    expect(overlay()?.textContent).toContain('Could not connect…');
    expect(overlay()?.textContent).not.toContain('/api/x');
  });

  it('sends a save whose reply was lost again, the same body with the same key, and resolves with the reply to the repeat', async () => {
    replies(new TypeError('Failed to fetch'), json({ success: true }));
    const body = { key: 'k1', formId: 'f1', form: '{"a":"1"}' };
    const result = settle(request({ method: 'POST', url: '/api/form/SaveFormSubmission', body }));
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]).toEqual(fetchMock.mock.calls[0]);
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('key=k1&formId=f1&form=%7B%22a%22%3A%221%22%7D');
    expect(await result).toEqual({ value: { success: true } });
    expect(overlay()).toBeNull();
  });

  it.each([405, 408, 409, 410, 418, 422, 425, 504])('sends a POST again once, after exactly 200 ms, for the unlisted %i', async (status) => {
    replies(json({ error: 'Tente de novo.' }, status), json({ success: true }));
    const result = settle(request({ method: 'POST', url: '/api/form/SaveFormSubmission', body: { a: 1 } }));
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toEqual({ value: { success: true } });
  });

  it.each(['PUT', 'POST'] as const)('gives up on a %s failing twice with an unlisted status, with its status and text', async (method) => {
    replies(json({ error: 'Já enviado.' }, 409), json({ error: 'Já enviado.' }, 409));
    const result = settle(request({ method, url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toMatchObject({ kind: 'connect', status: 409, serverError: 'Já enviado.', systemError: false });
    expect(overlay()).toBeNull();
  });

  it('resolves when the retry succeeds', async () => {
    replies(new TypeError('Failed to fetch'), json({ ok: 1 }));
    const result = settle(request({ method: 'GET', url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(200);
    expect(await result).toEqual({ value: { ok: 1 } });
  });

  it.each([
    [400, 'connect', 'Could not connect…'],
    [401, 'unauthorized', 'Unauthorized request'],
    [403, 'unauthorized', 'Unauthorized request'],
    [500, 'server', 'Internal server error. Try again later.'],
    [501, 'server', 'Internal server error. Try again later.'],
    [502, 'connect', 'Could not connect…'],
    [503, 'unavailable', 'This service is temporarily unavailable. Try again later.'],
  ])('does not retry the listed status %i: %s, %s', async (status, kind, message) => {
    replies(new Response('<h1>falha</h1>', { status }));
    const result = settle(request({ method: 'GET', url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await result).toMatchObject({ name: 'DataError', kind, message, status });
    expect(overlay()).toBeNull();
  });
});

describe('request: application errors (site-runtime.md §8)', () => {
  it.each([
    [400, { error: 'Chave de envio inválida ou expirada.' }, 'Chave de envio inválida ou expirada.'],
    [401, { error: 'E-mail ou senha incorretos.' }, 'E-mail ou senha incorretos.'],
    [500, { message: 'Falha ao salvar.' }, 'Falha ao salvar.'],
    [502, { message: '<b>Gateway</b>' }, '<b>Gateway</b>'],
  ])('a %i JSON body %j rejects as an application error with the server’s text', async (status, body, message) => {
    replies(json(body, status));
    const error = await settle(request({ method: 'POST', url: '/api/x' }));
    expect(error).toMatchObject({ kind: 'application', message, status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps billingErrorCode, errors and cleaned on the error', async () => {
    replies(json({ billingErrorCode: 'CARD_DECLINED', errors: { 'field-email': 'Inválido.' }, cleaned: true }, 400));
    expect(await settle(request({ method: 'POST', url: '/api/x' }))).toMatchObject({
      kind: 'application',
      status: 400,
      billingErrorCode: 'CARD_DECLINED',
      errors: { 'field-email': 'Inválido.' },
      cleaned: true,
    });
  });
});

describe('request: reply flags (site-runtime.md §6, §7)', () => {
  it('loginRequired fires siteruntime:login-required on window and rejects', async () => {
    const onLoginRequired = vi.fn();
    addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
    replies(json({ loginRequired: true }, 401));
    expect(await settle(request({ method: 'GET', url: '/api/site-users/account' }))).toMatchObject({ kind: 'unauthorized', message: 'Unauthorized request' });
    removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
    expect(LOGIN_REQUIRED_EVENT).toBe('siteruntime:login-required');
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onLoginRequired.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
    expect(overlay()).toBeNull();
  });

  it('authorizationFail shows the system error overlay and rejects', async () => {
    replies(json({ authorizationFail: true }));
    const error = await settle(request({ method: 'POST', url: '/api/x' }));
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'Unauthorized request', status: 200 });
    expect(overlay()?.textContent).toContain('Unauthorized request');
    expect(overlay()?.textContent).toContain('/api/x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('quiet calls reject the same way but never show the overlay (their caller handles failures)', async () => {
    const noReply = new TypeError('Failed to fetch');
    // The call without a reply is retried once (200 ms), so it takes two replies.
    replies(json({ authorizationFail: true }), new Response('not json', { status: 200 }), noReply, noReply, json({ cleaned: true }, 500));
    await expect(request({ method: 'POST', url: '/api/x', quiet: true })).rejects.toMatchObject({ kind: 'unauthorized', systemError: true });
    await expect(request({ method: 'POST', url: '/api/x', quiet: true })).rejects.toMatchObject({ kind: 'parse', systemError: true });
    await expect(request({ method: 'POST', url: '/api/x', quiet: true })).rejects.toMatchObject({ kind: 'connect', systemError: true });
    await expect(request({ method: 'POST', url: '/api/x', quiet: true })).rejects.toMatchObject({ cleaned: true, systemError: true });
    expect(overlay()).toBeNull();
  });

  it('a cleaned failure shows the overlay’s cleaned text, not the server’s', async () => {
    replies(json({ error: 'NullPointerException at Save', cleaned: true }, 500));
    expect(await settle(request({ method: 'POST', url: '/api/x' }))).toMatchObject({ kind: 'application', cleaned: true, systemError: true });
    expect(overlay()?.textContent).toContain('Something went wrong! Our system hit an error; it was logged and reported automatically');
    expect(overlay()?.textContent).not.toContain('NullPointerException');
  });

  it('crumbFail stores the new crumb and retries once with it', async () => {
    replies(json({ crumbFail: true, crumb: 'c2' }, 401), json({ done: true }));
    await expect(request({ method: 'POST', url: '/api/auth/Logout' })).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(calledUrl(0).searchParams.get('crumb')).toBe('c1');
    expect(calledUrl(1).searchParams.get('crumb')).toBe('c2');
    expect(readCookie('crumb')).toBe('c2');
  });

  it('rejects a second crumbFail without a third call', async () => {
    replies(json({ crumbFail: true, crumb: 'c2' }, 401), json({ crumbFail: true, crumb: 'c3' }, 401), json({}));
    expect(await settle(request({ method: 'POST', url: '/api/auth/Logout' }))).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('request: unreadable replies', () => {
  it('rejects an unparseable 200 reply as a parse error and shows the overlay', async () => {
    replies(new Response('<html>not json</html>', { status: 200 }));
    const error = await settle(request({ method: 'GET', url: '/api/x' }));
    expect(error).toMatchObject({ kind: 'parse', message: 'Internal error: cannot parse the server response', status: 200 });
    expect(overlay()?.textContent).toContain('Internal error: cannot parse the server response');
    expect(overlay()?.textContent).toContain('/api/x');
    expect(overlay()?.textContent).toContain('json');
  });

  it('rejects a reply whose flags the schema refuses as a parse error', async () => {
    replies(json({ crumbFail: 'yes', crumb: 5 }));
    expect(await settle(request({ method: 'GET', url: '/api/x' }))).toMatchObject({ kind: 'parse' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(overlay()).not.toBeNull();
  });

  it('checks the reply against the caller’s schema', async () => {
    const schema = z.looseObject({ key: z.string() });
    replies(json({ key: 'k1' }), json({ key: 1 }));
    const reply: { key: string } = await request({ method: 'POST', url: '/api/form/FormSubmissionKey' }, schema);
    expect(reply.key).toBe('k1');
    expect(await settle(request({ method: 'POST', url: '/api/form/FormSubmissionKey' }, schema))).toMatchObject({ kind: 'parse' });
  });
});
