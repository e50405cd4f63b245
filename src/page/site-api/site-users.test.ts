import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Consent } from '../../platform/consent/consent.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { listenForPixels } from '../../test/pixel-events.ts';
import { installSiteContext } from '../../test/platform-stub.ts';
import type { ApiCall } from '../../kit/define.ts';
import { DataError } from '../../services/data/data-error.ts';
import { forgetXsrfToken, getXsrfToken } from '../../services/site-users/xsrf-token.ts';
import { start } from './index.ts';

/** The page's consent engine: tracking allowed unless a test says otherwise. */
let consent: Consent;
const SESSION = `${location.origin}/api/site-users/account/session`;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

function replies(...list: Response[]): void {
  fetchMock = vi.fn(async () => list.shift() ?? json({}));
  vi.stubGlobal('fetch', fetchMock);
}

/** Calls the API feature as window.SiteRuntime[method](...args) does, and resolves with its answer. */
function call(method: string, ...args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    void start(coreContext({ consent }), { method, args, resolve, reject } satisfies ApiCall);
  });
}

/** The calls made: method, path and, for RecordEvent, the event name. */
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    const { pathname } = new URL(url, location.href);
    return pathname.endsWith('RecordEvent')
      ? `${init.method} RecordEvent ${new URLSearchParams(String(init.body)).get('event')}`
      : `${init.method} ${pathname}`;
  });

beforeAll(() => installSiteContext());

beforeEach(() => {
  consent = consentStub();
  document.cookie = 'crumb=c1; path=/';
});

afterEach(() => {
  forgetXsrfToken();
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('SiteRuntime.signIn and signOut', () => {
  it('signIn posts email, password and rememberMe (false unless given), keeps the token and records the sign-in', async () => {
    replies(json({ xsrfToken: 'tok-1' }));
    await expect(call('signIn', { email: 'visitante@example.com', password: 'senha-fixture' })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url?.startsWith(`${SESSION}?`)).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'visitante@example.com', password: 'senha-fixture', rememberMe: false });
    expect(getXsrfToken()).toBe('tok-1');
    await vi.waitFor(() => expect(calls()).toEqual(['POST /api/site-users/account/session', 'POST RecordEvent site_user_sign_in']));
  });

  it('signOut deletes the session with cloneCart, sending the token, and records the sign-out', async () => {
    replies(json({ xsrfToken: 'tok-1' }), json({}));
    await call('signIn', { email: 'visitante@example.com', password: 'senha-fixture', rememberMe: true });
    await expect(call('signOut', { cloneCart: true })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request.method === 'DELETE') ?? [];
    expect(url).toBe(`${SESSION}?cloneCart=true&crumb=c1`);
    expect(init?.headers).toMatchObject({ 'X-SiteUser-XSRF-Token': 'tok-1' });
    expect(getXsrfToken()).toBeUndefined();
    await vi.waitFor(() => expect(calls()).toContain('POST RecordEvent site_user_sign_out'));
  });

  it('signOut without options sends cloneCart=false', async () => {
    replies(json({}));
    await call('signOut');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${SESSION}?cloneCart=false&crumb=c1`);
  });

  it('a refused sign-in rejects with the platform’s DataError and records nothing', async () => {
    replies(json({ error: 'E-mail ou senha incorretos.' }, 401));
    const error = await call('signIn', { email: 'visitante@example.com', password: 'errada' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ message: 'E-mail ou senha incorretos.', status: 401 });
    expect(calls()).toEqual(['POST /api/site-users/account/session']);
  });

  it.each([
    ['signIn', []],
    ['signIn', [{ email: 'a@b.co' }]],
    ['signIn', [{ email: 'a@b.co', password: 1 }]],
    ['signIn', ['a@b.co', 'senha']],
    ['signIn', [{ email: 'a@b.co', password: 'senha', newAccount: 'sim' }]],
    ['signOut', [{ cloneCart: 'sim' }]],
    ['signOut', [null]],
  ])('%s(%j) rejects with a TypeError and sends nothing', async (method, args) => {
    replies();
    await expect(call(method, ...args)).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an unknown method rejects with a TypeError', async () => {
    replies();
    await expect(call('toString')).rejects.toThrowError(new TypeError('SiteRuntime.toString is not a method'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records no analytics event and fires no pixel event without consent, but still signs in', async () => {
    consent = consentStub(false);
    const pixels = listenForPixels();
    replies(json({ xsrfToken: 'tok-1' }));
    await call('signIn', { email: 'visitante@example.com', password: 'senha-fixture', newAccount: true });
    expect(calls()).toEqual(['POST /api/site-users/account/session']);
    expect(pixels).toEqual([]);
    expect(getXsrfToken()).toBe('tok-1');
  });
});

describe('SiteRuntime.signIn({ newAccount: true }): the createCustomerAccount pixel event (site-runtime.md §7)', () => {
  it('fires once the new account’s session is open, with no data, and records it under its name after the sign-in', async () => {
    const pixels = listenForPixels();
    replies(json({ xsrfToken: 'tok-1' }));
    await call('signIn', { email: 'nova@example.com', password: 'senha-nova', rememberMe: true, newAccount: true });
    expect(pixels).toEqual([{ name: 'createCustomerAccount', data: {} }]);
    await vi.waitFor(() =>
      expect(calls()).toEqual(['POST /api/site-users/account/session', 'POST RecordEvent site_user_sign_in', 'POST RecordEvent createCustomerAccount']),
    );
    // The session call carries the login payload only (site-runtime.md §3).
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ email: 'nova@example.com', password: 'senha-nova', rememberMe: true });
  });

  it.each([[{}], [{ newAccount: false }]])('fires nothing for a sign-in of an existing account (%j)', async (extra) => {
    const pixels = listenForPixels();
    replies(json({ xsrfToken: 'tok-1' }));
    await call('signIn', { email: 'visitante@example.com', password: 'senha-fixture', ...extra });
    expect(pixels).toEqual([]);
  });

  it('fires nothing when the sign-in is refused', async () => {
    const pixels = listenForPixels();
    replies(json({ error: 'E-mail ou senha incorretos.' }, 401));
    await call('signIn', { email: 'nova@example.com', password: 'errada', newAccount: true }).catch(() => undefined);
    expect(pixels).toEqual([]);
    expect(calls()).toEqual(['POST /api/site-users/account/session']);
  });
});
