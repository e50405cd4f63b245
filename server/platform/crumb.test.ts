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

/** POST /api/auth/Logout is the simplest crumb-checked call. */
const logout = (options: { headers?: Record<string, string>; cookies?: Record<string, string>; url?: string; payload?: string }) =>
  server.app.inject({
    method: 'POST',
    url: options.url ?? '/api/auth/Logout',
    headers: options.headers ?? {},
    cookies: options.cookies ?? {},
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

describe('crumb check', () => {
  it('passes with the cookie value in X-CSRF-Token, the crumb query param, or a crumb form field', async () => {
    const cookies = { crumb: 'abc' };
    expect((await logout({ cookies, headers: { 'x-csrf-token': 'abc' } })).statusCode).toBe(200);
    expect((await logout({ cookies, url: '/api/auth/Logout?crumb=abc' })).statusCode).toBe(200);
    const form = await logout({ cookies, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'crumb=abc' });
    expect(form.statusCode).toBe(200);
  });

  it('fails with 401 crumbFail and a fresh crumb, also set as the cookie', async () => {
    for (const request of [
      { cookies: { crumb: 'abc' }, headers: { 'x-csrf-token': 'other' } },
      { cookies: { crumb: 'abc' } },
      { headers: { 'x-csrf-token': 'abc' } },
    ]) {
      const response = await logout(request);
      expect(response.statusCode).toBe(401);
      const body = response.json<{ crumbFail: boolean; crumb: string }>();
      expect(body).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(responseCookie(response, 'crumb')).toMatchObject({ value: body.crumb, path: '/', sameSite: 'Lax' });
    }
  });
});

describe('POST /api/auth/Logout', () => {
  it('answers {} and ends the fixture login', async () => {
    const response = await logout({ cookies: { crumb: 'abc', fixture_account: 'owner' }, headers: { 'x-csrf-token': 'abc' } });
    expect(response.json()).toEqual({});
    expect(responseCookie(response, 'fixture_account')?.value).toBe('');
  });

  it('keeps the login when the crumb fails', async () => {
    const response = await logout({ cookies: { fixture_account: 'owner' } });
    expect(response.statusCode).toBe(401);
    expect(responseCookie(response, 'fixture_account')).toBeUndefined();
  });
});
