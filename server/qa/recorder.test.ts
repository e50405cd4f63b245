// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import type { RequestRecord } from './request-log.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

async function records(query = ''): Promise<RequestRecord[]> {
  const response = await server.app.inject({ method: 'GET', url: `/__qa/requests${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<RequestRecord[]>();
}

async function addFault(fault: Record<string, unknown>): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: fault });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('request log', () => {
  it('keeps the query as the client sent it, even where a route coerces it (cloneCart=false)', async () => {
    await server.app.inject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=false&crumb=c', cookies: { crumb: 'c' } });
    const [record] = await records('?path=/api/site-users/account/session');
    expect(record?.status).toBe(200);
    expect(record?.query).toEqual({ cloneCart: 'false', crumb: 'c' });
  });

  it('records method, path, query, recorded headers, cookies, session, status, in order', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/census/RecordHit?x=1&x=2&y=z',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrf-token': 'c',
        referer: 'http://127.0.0.1/p',
        'user-agent': 'test',
        'x-other': 'not kept',
      },
      cookies: { qa_session: 's1', crumb: 'c' },
      payload: 'event=1&data=%7B%7D&ss_cvr=abc',
    });
    await server.app.inject({ method: 'GET', url: '/dist/runtime.js' });
    const [hit, file] = await records();
    expect(hit).toMatchObject({
      id: 1,
      session: 's1',
      method: 'POST',
      path: '/api/census/RecordHit',
      query: { x: ['1', '2'], y: 'z' },
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': 'c', referer: 'http://127.0.0.1/p', 'user-agent': 'test' },
      cookies: { qa_session: 's1', crumb: 'c' },
      body: { event: '1', data: '{}', ss_cvr: 'abc' },
      status: 200,
    });
    expect(Object.keys(hit?.headers ?? {})).not.toContain('x-other');
    expect(new Date(hit?.time ?? '').toISOString()).toBe(hit?.time);
    expect(file).toMatchObject({ id: 2, session: null, path: '/dist/runtime.js', status: 200 });
    expect(file).not.toHaveProperty('body');
  });

  it('keeps JSON bodies parsed, and text/plain bodies both raw and parsed when they hold JSON', async () => {
    await server.app.inject({ method: 'POST', url: '/api/events/Trace', payload: [{ pageUrl: '/', type: 't', data: {} }] });
    await server.app.inject({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '[{"e":1}]',
    });
    await server.app.inject({ method: 'POST', url: '/api/events/Trace', headers: { 'content-type': 'text/plain' }, payload: 'not json' });
    const [json, beacon, text] = await records();
    expect(json?.body).toEqual([{ pageUrl: '/', type: 't', data: {} }]);
    expect(beacon).toMatchObject({ body: [{ e: 1 }], bodyText: '[{"e":1}]', status: 204 });
    expect(text).toMatchObject({ body: 'not json', bodyText: 'not json' });
  });

  it('records 404s once, and requests refused before their body was parsed', async () => {
    await server.app.inject({ method: 'GET', url: '/nothing-here' });
    await server.app.inject({ method: 'GET', url: '/dist/chunks/missing.js' });
    await server.app.inject({ method: 'POST', url: '/api/events/Trace', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect((await records()).map((record) => [record.path, record.status])).toEqual([
      ['/nothing-here', 404],
      ['/dist/chunks/missing.js', 404],
      ['/api/events/Trace', 400],
    ]);
  });

  it('does not record the QA API itself', async () => {
    await server.app.inject({ method: 'GET', url: '/__qa/health' });
    await server.app.inject({ method: 'GET', url: '/__qa/' });
    expect(await records()).toEqual([]);
  });

  it('refuses bodies over 1 MB', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/events/Trace',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
  });

  it('filters by session, path glob and method, and clears by session', async () => {
    await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js', cookies: { qa_session: 'a' } });
    await server.app.inject({ method: 'HEAD', url: '/dist/chunks/abc123.js', cookies: { qa_session: 'a' } });
    await server.app.inject({ method: 'GET', url: '/dist/runtime.js', cookies: { qa_session: 'b' } });
    expect(await records('?session=a')).toHaveLength(2);
    expect(await records('?path=/dist/chunks/*.js&method=head')).toHaveLength(1);
    expect(await records('?path=/dist/*')).toHaveLength(1);
    // Built files are named by hash alone: the log names each one's chunk, and a filter may use it.
    expect((await records('?path=/dist/chunks/menu-*.js')).map((record) => [record.path, record.chunk])).toEqual([
      ['/dist/chunks/abc123.js', 'menu'],
      ['/dist/chunks/abc123.js', 'menu'],
    ]);
    expect(await records('?path=/dist/chunks/accordion-*.js')).toEqual([]);
    const cleared = await server.app.inject({ method: 'DELETE', url: '/__qa/requests?session=a' });
    expect(cleared.json()).toEqual({ cleared: 2 });
    expect((await records()).map((record) => record.session)).toEqual(['b']);
    await server.app.inject({ method: 'DELETE', url: '/__qa/requests' });
    expect(await records()).toEqual([]);
  });
});

describe('faults', () => {
  it('answers a static chunk with the fault status, for the fault session only, and records the fault', async () => {
    const id = await addFault({ session: 's1', path: '/dist/chunks/menu-*.js', status: 404 });
    const faulted = await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js', cookies: { qa_session: 's1' } });
    expect(faulted.statusCode).toBe(404);
    expect(faulted.json()).toEqual({ error: `Falha simulada (${id}).` });
    const other = await server.app.inject({ method: 'GET', url: '/dist/chunks/abc123.js', cookies: { qa_session: 's2' } });
    expect(other.statusCode).toBe(200);
    const accordion = await server.app.inject({ method: 'GET', url: '/dist/chunks/def456.js', cookies: { qa_session: 's1' } });
    expect(accordion.statusCode).toBe(200);
    const [first, second] = await records();
    expect(first).toMatchObject({ status: 404, fault: { id, status: 404, session: 's1' } });
    expect(second).not.toHaveProperty('fault');
  });

  it('sends a raw (even malformed) body as application/json, with status 200 by default', async () => {
    await addFault({ path: '/api/1/performance/settings', body: '{"pageLoadId":' });
    const response = await server.app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toBe('{"pageLoadId":');
  });

  it('records a faulted request with its body', async () => {
    await addFault({ path: '/api/form/SaveFormSubmission', status: 500 });
    await server.app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: { key: 'k' } });
    expect((await records())[0]).toMatchObject({ body: { key: 'k' }, status: 500, fault: { status: 500 } });
  });

  it('delays and then handles normally when only delayMs is set', async () => {
    await addFault({ path: '/api/1/performance/settings', delayMs: 150 });
    const started = Date.now();
    const response = await server.app.inject({ method: 'GET', url: '/api/1/performance/settings' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('pageLoadId');
  });

  it('drops the connection without a response', async () => {
    await addFault({ path: '/api/census/RecordHit', drop: true });
    await expect(server.app.inject({ method: 'POST', url: '/api/census/RecordHit' })).rejects.toThrow();
    expect((await records())[0]).toMatchObject({ status: null, fault: { drop: true } });
  });

  it('handles the request and then drops its reply (dropReply): the save is stored, its answer lost', async () => {
    const key = (await server.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey' })).json<{ key: string }>().key;
    await addFault({ path: '/api/form/SaveFormSubmission', dropReply: true, times: 1 });
    const body = { key, form: JSON.stringify({ email: 'ana@example.com' }) };
    // Over a real connection: the injected ones have no socket to lose.
    const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const save = fetch(`${origin}/api/form/SaveFormSubmission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await expect(save).rejects.toThrow('fetch failed');
    expect((await records())[1]).toMatchObject({ status: null, fault: { dropReply: true } });
    expect((await server.app.inject({ method: 'GET', url: '/__qa/form-submissions' })).json()).toEqual([
      { key, time: expect.any(String), session: null, body },
    ]);
  });

  it('applies `times` times, then removes itself', async () => {
    await addFault({ path: '/dist/runtime.js', status: 503, times: 1 });
    expect((await server.app.inject({ method: 'GET', url: '/dist/runtime.js' })).statusCode).toBe(503);
    expect((await server.app.inject({ method: 'GET', url: '/dist/runtime.js' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/__qa/faults' })).json()).toEqual([]);
  });

  it('restricts by method and lets the newest matching fault win', async () => {
    await addFault({ path: '/api/events/Trace', status: 500 });
    await addFault({ path: '/api/events/Trace', status: 502 });
    await addFault({ path: '/api/events/Trace', status: 418, method: 'GET' });
    expect((await server.app.inject({ method: 'POST', url: '/api/events/Trace', payload: [] })).statusCode).toBe(502);
  });

  it('never applies to the QA API', async () => {
    await addFault({ path: '/__qa/health', status: 500 });
    expect((await server.app.inject({ method: 'GET', url: '/__qa/health' })).statusCode).toBe(200);
  });
});
