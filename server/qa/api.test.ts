// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('QA API', () => {
  it('answers health', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/__qa/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  describe('faults', () => {
    it('creates, lists by session, and deletes by id and by session', async () => {
      const create = (fault: object) => server.app.inject({ method: 'POST', url: '/__qa/faults', payload: fault });
      const a = (await create({ session: 's1', path: '/a', status: 500 })).json<{ id: string }>().id;
      const b = (await create({ session: 's1', path: '/b', drop: true })).json<{ id: string }>().id;
      const c = (await create({ path: '/c', delayMs: 10, method: 'post' })).json<{ id: string }>().id;
      const list = (query: string) => server.app.inject({ method: 'GET', url: `/__qa/faults${query}` }).then((r) => r.json<{ id: string }[]>());
      expect((await list('?session=s1')).map((fault) => fault.id)).toEqual([a, b]);
      expect(await list('')).toContainEqual({ id: c, session: null, path: '/c', delayMs: 10, method: 'POST' });

      expect((await server.app.inject({ method: 'DELETE', url: `/__qa/faults/${a}` })).json()).toEqual({ removed: 1 });
      expect((await server.app.inject({ method: 'DELETE', url: `/__qa/faults/${a}` })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'DELETE', url: '/__qa/faults?session=s1' })).json()).toEqual({ removed: 1 });
      expect((await list('')).map((fault) => fault.id)).toEqual([c]);
      expect((await server.app.inject({ method: 'DELETE', url: '/__qa/faults' })).json()).toEqual({ removed: 1 });
    });

    it('refuses malformed faults: no path, relative path, unknown property, no effect, bad status', async () => {
      for (const fault of [
        { status: 500 },
        { path: 'dist/x', status: 500 },
        { path: '/x', stauts: 500 },
        { path: '/x' },
        { path: '/x', status: 99 },
        { path: '/x', times: 0, status: 500 },
        { path: '/x', status: 429, headers: { 'Retry-After': '1\r\nSet-Cookie: a=b' } },
        { path: '/x', status: 429, headers: { 'Retry After': '1' } },
      ]) {
        const response = await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: fault });
        expect(response.statusCode, JSON.stringify(fault)).toBe(400);
      }
      expect((await server.app.inject({ method: 'GET', url: '/__qa/faults' })).json()).toEqual([]);
    });
    it('answers with the fault’s headers: a 429 and its Retry-After', async () => {
      await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { path: '/api/events/*', status: 429, headers: { 'Retry-After': '30' } } });
      const response = await server.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', payload: [] });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('30');
    });
  });

  describe('errors.json', () => {
    const chunkError = {
      name: 'ChunkLoadError',
      message: 'Loading chunk menu failed.',
      type: 'missing',
      request: 'http://127.0.0.1/dist/chunks/abc123.js',
    };

    async function report(entries: unknown, session: string, crumb = 'c'): Promise<number> {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        headers: { 'x-csrf-token': crumb },
        cookies: { crumb: 'c', qa_session: session },
        payload: entries as object,
      });
      return response.statusCode;
    }

    it('flattens accepted reports, parses data, and exposes chunk-load failures by type and address', async () => {
      expect(
        await report(
          [
            { eventName: 'interface_error_site-runtime', data: JSON.stringify(chunkError), timestamp: 1 },
            { eventName: 'interface_error_site-runtime', data: 'plain text', timestamp: 2 },
          ],
          's1',
        ),
      ).toBe(200);
      expect(await report([{ eventName: 'other', data: '{}', timestamp: 3 }], 's2')).toBe(200);
      expect(await report([{ eventName: 'refused', data: '{}', timestamp: 4 }], 's1', 'wrong')).toBe(401);

      const response = await server.app.inject({ method: 'GET', url: '/__qa/errors.json?session=s1' });
      const items = response.json<Record<string, unknown>[]>();
      expect(items).toEqual([
        {
          time: expect.any(String),
          session: 's1',
          eventName: 'interface_error_site-runtime',
          timestamp: 1,
          data: chunkError,
          chunk: { type: 'missing', request: chunkError.request },
        },
        { time: expect.any(String), session: 's1', eventName: 'interface_error_site-runtime', timestamp: 2, data: 'plain text' },
      ]);
      expect((await server.app.inject({ method: 'GET', url: '/__qa/errors.json' })).json()).toHaveLength(3);
    });
  });

  describe('CSP reports', () => {
    it('records report-uri and JSON reports with the session, and lists them by session', async () => {
      const violation = { 'csp-report': { 'document-uri': 'http://127.0.0.1/fixtures/a.html', 'violated-directive': 'script-src' } };
      const first = await server.app.inject({
        method: 'POST',
        url: '/__qa/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        cookies: { qa_session: 's1' },
        payload: JSON.stringify(violation),
      });
      expect(first.statusCode).toBe(204);
      await server.app.inject({ method: 'POST', url: '/__qa/csp-report', payload: [{ type: 'csp-violation' }] });
      const bad = await server.app.inject({
        method: 'POST',
        url: '/__qa/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: 'nope',
      });
      expect(bad.statusCode).toBe(400);

      expect((await server.app.inject({ method: 'GET', url: '/__qa/csp.json?session=s1' })).json()).toEqual([
        { time: expect.any(String), session: 's1', report: violation },
      ]);
      expect((await server.app.inject({ method: 'GET', url: '/__qa/csp.json' })).json()).toHaveLength(2);
    });
  });
});
