// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseCookie, startTestServer, type TestServer } from '../test-helpers.ts';
import type { Fault } from './faults.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const faultsOf = async (session: string): Promise<Fault[]> =>
  (await server.app.inject({ method: 'GET', url: `/__qa/faults?session=${session}` })).json<Fault[]>();

describe('GET /__qa/scenario/:name', () => {
  it('creates a session, registers the scenario faults for it and opens the page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/__qa/scenario/isolation' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fixtures/isolation.html');
    const session = responseCookie(response, 'qa_session');
    expect(session).toMatchObject({ path: '/', httpOnly: true });
    expect(await faultsOf(session?.value ?? '')).toEqual([
      { id: expect.any(String), session: session?.value, path: '/dist/chunks/menu-*.js', status: 404, scenario: 'isolation' },
    ]);

    const chunk = await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js', cookies: { qa_session: session?.value ?? '' } });
    expect(chunk.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js' })).statusCode).toBe(200);
  });

  it('reuses the session cookie and replaces that session’s earlier faults', async () => {
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 'mine', path: '/x', status: 500 } });
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 'other', path: '/x', status: 500 } });
    const response = await server.app.inject({ method: 'GET', url: '/__qa/scenario/isolation', cookies: { qa_session: 'mine' } });
    expect(responseCookie(response, 'qa_session')).toBeUndefined();
    expect((await faultsOf('mine')).map((fault) => fault.path)).toEqual(['/dist/chunks/menu-*.js']);
    expect(await faultsOf('other')).toHaveLength(1);
  });

  it('answers 404 for an unknown scenario', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/__qa/scenario/nope' })).statusCode).toBe(404);
  });
});

describe('fixture login', () => {
  it('sets fixture_account and redirects to a same-site path only', async () => {
    const login = await server.app.inject({ method: 'GET', url: '/__qa/login?as=owner&to=/fixtures/a.html?x=1' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/fixtures/a.html?x=1');
    expect(responseCookie(login, 'fixture_account')).toMatchObject({ value: 'owner', path: '/' });

    for (const to of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'relative']) {
      const response = await server.app.inject({ method: 'GET', url: `/__qa/login?as=viewer&to=${encodeURIComponent(to)}` });
      expect(response.headers.location, to).toBe('/');
    }
  });

  it('refuses an unknown account', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/__qa/login?as=admin' });
    expect(response.statusCode).toBe(400);
    expect(responseCookie(response, 'fixture_account')).toBeUndefined();
  });

  it('clears the login on /__qa/logout-fixture', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/__qa/logout-fixture', cookies: { fixture_account: 'owner' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(responseCookie(response, 'fixture_account')?.value).toBe('');
  });
});
