import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { signIn, signOut } from './session.ts';
import { siteUserRequest } from './site-user-request.ts';
import { forgetXsrfToken, getXsrfToken } from './xsrf-token.ts';

/** The header later site-user calls carry the session's xsrfToken in (a chosen name, as docs/markup.md gives it). */
const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

const SESSION_URL = `${location.origin}/api/site-users/account/session`;
const STORAGE_KEY = 'siteruntime:siteuser-xsrf-token';
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

function replies(...list: Response[]): void {
  fetchMock = vi.fn(async () => list.shift() ?? Promise.reject(new Error('unexpected extra call')));
  vi.stubGlobal('fetch', fetchMock);
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });
const call = (n: number): { url: URL; init: RequestInit } => {
  const [url = '', init = {}] = fetchMock.mock.calls[n] ?? [];
  return { url: new URL(url), init };
};
const header = (n: number): string | undefined => (call(n).init.headers as Record<string, string>)[SITE_USER_XSRF_HEADER];
const CREDENTIALS = { email: 'visitante@example.com', password: 'senha-fixture', rememberMe: true };

beforeEach(() => {
  document.cookie = 'crumb=c1; path=/';
});

afterEach(() => {
  forgetXsrfToken();
  sessionStorage.clear();
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.querySelector<HTMLButtonElement>('.siteruntime-system-error button:last-of-type')?.click();
  vi.unstubAllGlobals();
});

describe('signIn', () => {
  it('posts the credentials as JSON with the crumb', async () => {
    replies(json({ xsrfToken: 'tok-1' }));
    await signIn(CREDENTIALS);
    const { url, init } = call(0);
    expect(`${url.origin}${url.pathname}`).toBe(SESSION_URL);
    expect(url.searchParams.get('crumb')).toBe('c1');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(CREDENTIALS),
    });
  });

  it('keeps the xsrfToken in memory and in sessionStorage, and sends it on later site-user calls', async () => {
    replies(json({ xsrfToken: 'tok-1' }), json({ email: 'visitante@example.com' }));
    await signIn(CREDENTIALS);
    expect(getXsrfToken()).toBe('tok-1');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('tok-1');
    await expect(siteUserRequest({ method: 'GET', url: '/api/site-users/account' })).resolves.toEqual({ email: 'visitante@example.com' });
    expect(header(1)).toBe('tok-1');
  });

  it('keeps the token across a reload through sessionStorage', async () => {
    sessionStorage.setItem(STORAGE_KEY, 'tok-before-reload');
    vi.resetModules();
    const reloaded = await import('./site-user-request.ts');
    replies(json({}));
    await reloaded.siteUserRequest({ method: 'GET', url: '/api/site-users/account' });
    expect(header(0)).toBe('tok-before-reload');
  });

  it('keeps the caller’s own headers next to the token', async () => {
    replies(json({ xsrfToken: 'tok-1' }), json({}));
    await signIn(CREDENTIALS);
    await siteUserRequest({ method: 'POST', url: '/api/site-users/x', body: { a: 1 }, json: true, headers: { 'X-Extra': '1' } });
    expect(call(1).init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Extra': '1', [SITE_USER_XSRF_HEADER]: 'tok-1' });
  });

  it('sends no token header before sign-in', async () => {
    replies(json({}));
    await siteUserRequest({ method: 'GET', url: '/api/site-users/account' });
    expect(header(0)).toBeUndefined();
  });

  it('rejects wrong credentials with the platform’s text and keeps no token', async () => {
    replies(json({ error: 'E-mail ou senha incorretos.' }, 401));
    await expect(signIn(CREDENTIALS)).rejects.toMatchObject({ kind: 'application', message: 'E-mail ou senha incorretos.', status: 401 });
    expect(getXsrfToken()).toBeUndefined();
  });

  it.each([{}, { xsrfToken: '' }, { xsrfToken: 7 }])('rejects a reply without a usable token (%j) as a parse error', async (body) => {
    replies(json(body));
    await expect(signIn(CREDENTIALS)).rejects.toMatchObject({ kind: 'parse', message: 'Internal error: cannot parse the server response' });
    expect(getXsrfToken()).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('signOut', () => {
  it.each([true, false])('deletes the session with cloneCart=%s, the crumb and the token, then forgets the token', async (cloneCart) => {
    replies(json({ xsrfToken: 'tok-1' }), json({}));
    await signIn(CREDENTIALS);
    await signOut({ cloneCart });
    const { url, init } = call(1);
    expect(init.method).toBe('DELETE');
    expect(url.href).toBe(`${SESSION_URL}?cloneCart=${cloneCart}&crumb=c1`);
    expect(header(1)).toBe('tok-1');
    expect(getXsrfToken()).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('repeats the call once with the new crumb when the reply flags crumbFail', async () => {
    replies(json({ crumbFail: true, crumb: 'c2' }, 401), json({}));
    await signOut({ cloneCart: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(1).init.method).toBe('DELETE');
    expect(call(1).url.href).toBe(`${SESSION_URL}?cloneCart=false&crumb=c2`);
    expect(readCookie('crumb')).toBe('c2');
  });

  it('rejects after a second crumbFail, still forgetting the token', async () => {
    replies(json({ xsrfToken: 'tok-1' }), json({ crumbFail: true, crumb: 'c2' }, 401), json({ crumbFail: true, crumb: 'c3' }, 401));
    await signIn(CREDENTIALS);
    await expect(signOut({ cloneCart: true })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getXsrfToken()).toBeUndefined();
  });
});
