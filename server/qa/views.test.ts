// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspNonce, startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('QA views', () => {
  it('lists recent requests with recorded bodies escaped, under the CSP, filtered by session', async () => {
    await server.app.inject({ method: 'POST', url: '/api/events/Trace', cookies: { qa_session: 's1' }, payload: [{ data: HOSTILE }] });
    await server.app.inject({ method: 'GET', url: `/nowhere?q=${encodeURIComponent(HOSTILE)}`, cookies: { qa_session: 's2' } });
    const response = await server.app.inject({ method: 'GET', url: '/__qa/?session=s1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain(`'nonce-${cspNonce(response)}'`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('/api/events/Trace');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).not.toContain('/nowhere');
    expect(response.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(response.body).not.toMatch(/<script/);
  });

  it('escapes the session filter it echoes', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/__qa/?session=${encodeURIComponent('"><b>x')}` });
    expect(response.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(response.body).not.toContain('"><b>x');
  });

  it('shows error reports with the chunk type and address in their own columns', async () => {
    const data = JSON.stringify({ name: 'ChunkLoadError', message: `Falhou ${HOSTILE}`, type: 'timeout', request: '/dist/chunks/abc123.js' });
    await server.app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { 'x-csrf-token': 'c' },
      cookies: { crumb: 'c' },
      payload: [{ eventName: 'interface_error_site-runtime', data, timestamp: 1 }],
    });
    const response = await server.app.inject({ method: 'GET', url: '/__qa/errors' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<td>timeout</td><td><code>/dist/chunks/abc123.js</code></td>');
    expect(response.body).toContain('Falhou &lt;img');
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).toContain('href="/__qa/"');
    expect(response.body).toContain('href="/"');
  });
});
