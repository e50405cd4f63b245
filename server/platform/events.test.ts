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

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('census', () => {
  it('answers {} to every census call', async () => {
    for (const url of [
      '/api/census/RecordHit',
      '/api/census/button-click',
      '/api/census/button-render',
      '/api/census/form-render',
      '/api/census/overlay',
      '/api/census/RecordQuickView/item-1',
    ]) {
      const response = await server.app.inject({ method: 'POST', url, headers: FORM, payload: 'event=1&data=%7B%7D' });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({});
    }
  });
});

describe('POST /api/events/Trace', () => {
  it('accepts the form-encoded data list and a JSON body', async () => {
    const data = JSON.stringify([{ pageUrl: '/', type: 'click', data: {} }]);
    const form = await server.app.inject({ method: 'POST', url: '/api/events/Trace', headers: FORM, payload: `data=${encodeURIComponent(data)}` });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({});
    const json = await server.app.inject({ method: 'POST', url: '/api/events/Trace', payload: { data: [] } });
    expect(json.statusCode).toBe(200);
  });

  it('refuses anything but a list of { pageUrl, type, data }', async () => {
    for (const data of ['nao-json', '{}', JSON.stringify([{ type: 'x', data: 1 }]), JSON.stringify([{ pageUrl: '/', type: 'x' }])]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/events/Trace', headers: FORM, payload: `data=${encodeURIComponent(data)}` });
      expect(response.statusCode, data).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    const empty = await server.app.inject({ method: 'POST', url: '/api/events/Trace', headers: FORM, payload: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/events/RecordJavascriptErrors', () => {
  const send = (payload: unknown, crumb = 'c') =>
    server.app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { 'x-csrf-token': crumb },
      cookies: { crumb: 'c' },
      payload: payload as object,
    });

  it('accepts a list of entries with the crumb header', async () => {
    const response = await send([{ eventName: 'interface_error_site-runtime', data: '{"message":"x"}', timestamp: 1700000000000 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('answers crumbFail without the crumb', async () => {
    const response = await send([], 'wrong');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ crumbFail: true });
  });

  it('refuses anything but a list of well-formed entries', async () => {
    for (const payload of [{ eventName: 'x' }, [{ eventName: 'x', data: { not: 'a string' }, timestamp: 1 }], [{ eventName: 'x', data: '{}' }]]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe('POST /api/events/RecordEvent', () => {
  const send = (payload: string, cookies: Record<string, string> = { crumb: 'c' }) =>
    server.app.inject({ method: 'POST', url: '/api/events/RecordEvent', headers: FORM, cookies, payload });

  it('accepts crumb, event and data as form fields', async () => {
    const data = encodeURIComponent(JSON.stringify({ pagePath: '/a', websiteId: 'w' }));
    const response = await send(`crumb=c&event=feed_url_copied&data=${data}&extra=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('needs the crumb, an event and JSON data', async () => {
    expect((await send('crumb=x&event=e')).statusCode).toBe(401);
    expect((await send('crumb=c&data=%7B%7D')).statusCode).toBe(400);
    expect((await send('crumb=c&event=e&data=%7Bbad')).statusCode).toBe(400);
  });

  describe('the older JSON client', () => {
    const sendJson = (payload: object, crumb = 'c') =>
      server.app.inject({ method: 'POST', url: '/api/events/RecordEvent', headers: { 'x-csrf-token': crumb }, cookies: { crumb: 'c' }, payload });

    it('accepts a JSON object with the crumb header, data as the payload object or a JSON string, and answers 202', async () => {
      for (const data of [{ pagePath: '/a' }, JSON.stringify({ pagePath: '/a' })]) {
        const response = await sendJson({ event: 'feed_url_copy', eventSource: 'WEB', data });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({});
      }
      const log = await server.app.inject({ method: 'GET', url: '/__qa/requests?path=/api/events/RecordEvent' });
      expect((log.json() as { body: unknown }[]).map((record) => record.body)).toEqual([
        { event: 'feed_url_copy', eventSource: 'WEB', data: { pagePath: '/a' } },
        { event: 'feed_url_copy', eventSource: 'WEB', data: '{"pagePath":"/a"}' },
      ]);
    });

    it('needs the crumb, an event, and data that is an object or JSON text', async () => {
      expect((await sendJson({ event: 'e', data: {} }, 'x')).statusCode).toBe(401);
      expect((await sendJson({ data: {} })).statusCode).toBe(400);
      expect((await sendJson({ event: 'e', data: [1] })).statusCode).toBe(400);
      expect((await sendJson({ event: 'e', data: '{bad' })).statusCode).toBe(400);
    });
  });
});

describe('GET /api/track/Track', () => {
  it('answers a 1×1 transparent GIF that is never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/track/Track?landing=%2F&rk=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(response.rawPayload.readUInt16LE(6)).toBe(1);
    expect(response.rawPayload.readUInt16LE(8)).toBe(1);
  });
});
