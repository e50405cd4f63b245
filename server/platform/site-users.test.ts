// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseCookie, startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const login = (payload: unknown) => server.app.inject({ method: 'POST', url: '/api/site-users/account/session', payload: payload as object });

async function loggedIn(rememberMe = false): Promise<{ session: string; xsrfToken: string; maxAge: number | undefined }> {
  const response = await login({ email: 'visitante@example.com', password: 'senha-fixture', rememberMe });
  expect(response.statusCode).toBe(200);
  const cookie = responseCookie(response, 'siteuser_session');
  return { session: cookie?.value ?? '', xsrfToken: response.json<{ xsrfToken: string }>().xsrfToken, maxAge: cookie?.maxAge };
}

describe('site-user session', () => {
  it('logs in a known user: xsrfToken and an HttpOnly session cookie (kept 30 days with rememberMe)', async () => {
    const session = await loggedIn();
    expect(session.xsrfToken).toMatch(/^[0-9a-f]{32}$/);
    expect(session.session).toMatch(/^[0-9a-f]{32}$/);
    expect(session.maxAge).toBeUndefined();
    expect((await loggedIn(true)).maxAge).toBe(30 * 24 * 60 * 60);
    const response = await login({ email: 'visitante@example.com', password: 'senha-fixture', rememberMe: false });
    expect(responseCookie(response, 'siteuser_session')).toMatchObject({ httpOnly: true, path: '/' });
  });

  it('refuses a wrong password with 401 and a malformed body with 400', async () => {
    const wrong = await login({ email: 'visitante@example.com', password: 'x', rememberMe: false });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
    for (const payload of [{ email: 'visitante@example.com' }, { email: 1, password: 'x' }, ['x'], { email: 'a', password: 'b', rememberMe: 'yes' }]) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toHaveProperty('error');
    }
  });

  it('answers the account only with the session cookie and its xsrf header', async () => {
    const { session, xsrfToken } = await loggedIn();
    const account = (headers: Record<string, string>, cookies: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: '/api/site-users/account', headers, cookies });
    const ok = await account({ 'x-siteuser-xsrf-token': xsrfToken }, { siteuser_session: session });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'visitante@example.com', firstName: 'Visitante' });
    for (const [headers, cookies] of [
      [{}, { siteuser_session: session }],
      [{ 'x-siteuser-xsrf-token': 'wrong' }, { siteuser_session: session }],
      [{ 'x-siteuser-xsrf-token': xsrfToken }, {}],
    ] as const) {
      const response = await account(headers, cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ loginRequired: true });
    }
  });

  it('logs out with the crumb: clears the cookie and ends the session', async () => {
    const { session, xsrfToken } = await loggedIn();
    const cookies = { siteuser_session: session, crumb: 'c' };
    const refused = await server.app.inject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false', cookies });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ crumbFail: true });

    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=true',
      headers: { 'x-csrf-token': 'c' },
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(responseCookie(response, 'siteuser_session')?.value).toBe('');
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/site-users/account',
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
      cookies: { siteuser_session: session },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a cloneCart that is not a boolean', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=maybe',
      headers: { 'x-csrf-token': 'c' },
      cookies: { crumb: 'c' },
    });
    expect(response.statusCode).toBe(400);
  });
});
