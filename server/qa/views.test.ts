// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cspNonce,
  MAPPED_SOURCE,
  mappedChunkFiles,
  responseCookie,
  ROOT_FILES,
  startTestServer,
  type InjectResponse,
  type TestServer,
} from '../test-helpers.ts';
import type { Fault } from './faults.ts';

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
    expect(response.body).not.toContain('http-equiv="refresh"');
    expect((await server.app.inject({ method: 'GET', url: '/__qa/?refresh=1' })).body).toContain('<meta http-equiv="refresh" content="5">');
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
    expect(response.body).toContain('<td>timeout<br><code>/dist/chunks/abc123.js</code><br>não recuperada (tentou: none)</td>');
    expect(response.body).toContain('Falhou &lt;img');
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).toContain('href="/__qa/"');
    expect(response.body).toContain('href="/"');
  });

  it('hides static files unless asked, and filters by path with the JSON API’s globs', async () => {
    for (const url of ['/dist/chunks/abc123.js', '/fixtures/assets/block.js', '/s/praia-500w.jpg', '/fonts/css', '/api/census/RecordHit', '/api/events/Trace'])
      await server.app.inject({ method: 'GET', url, cookies: { qa_session: 's1' } });
    const paths = async (query: string): Promise<string[]> => {
      const body = (await server.app.inject({ method: 'GET', url: `/__qa/?${query}` })).body;
      return [...body.matchAll(/<td><code>([^<]+)<\/code>/g)].map((match) => match[1] ?? '');
    };
    expect(await paths('session=s1')).toEqual(['/api/events/Trace', '/api/census/RecordHit']);
    expect(await paths('session=s1&static=1')).toEqual([
      '/api/events/Trace',
      '/api/census/RecordHit',
      '/fonts/css',
      '/s/praia-500w.jpg',
      '/fixtures/assets/block.js',
      '/dist/chunks/abc123.js',
    ]);
    expect(await paths('session=s1&path=%2Fapi%2Fevents%2F*')).toEqual(['/api/events/Trace']);
    expect(await paths('session=s1&path=%2Fdist%2Fchunks%2F*.js')).toEqual([]);
    expect(await paths('session=s1&path=%2Fdist%2Fchunks%2F*.js&static=1')).toEqual(['/dist/chunks/abc123.js']);
    const form = (await server.app.inject({ method: 'GET', url: '/__qa/?path=%2Fapi%2F*&static=1' })).body;
    expect(form).toContain('name="path" value="/api/*"');
    expect(form).toContain('name="static" value="1" checked');
  });

  it('shows each error report’s page, feature and block, chunk file and the counts per chunk file and type', async () => {
    const entry = (data: object): object => ({ eventName: 'interface_error_site-runtime', data: JSON.stringify(data), timestamp: 1 });
    const chunkError = { name: 'ChunkLoadError', message: 'm', url: 'http://x/fixtures/menu.html', feature: 'menu', block: 'block-menu-1', chunk: 'menu' };
    await server.app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { 'x-csrf-token': 'c' },
      cookies: { crumb: 'c' },
      payload: [
        entry({ ...chunkError, type: 'error', recovery: 'retry', request: '/dist/chunks/M1.js?retry=5' }),
        entry({ ...chunkError, type: 'error', recovery: 'none', request: '/dist/chunks/M1.js' }),
        entry({ ...chunkError, type: 'missing', recovery: 'reload', request: '/dist/chunks/M1.js' }),
      ],
    });
    const body = (await server.app.inject({ method: 'GET', url: '/__qa/errors' })).body;
    expect(body).toContain(
      '<td><code>http://x/fixtures/menu.html</code></td><td>menu · #block-menu-1</td><td></td><td>menu · error<br><code>/dist/chunks/M1.js</code><br>não recuperada (tentou: retry)</td>',
    );
    expect(body).toContain('<tr><td><code>/dist/chunks/M1.js</code></td><td>error</td><td>2</td></tr>');
    expect(body).toContain('<tr><td><code>/dist/chunks/M1.js</code></td><td>missing</td><td>1</td></tr>');
  });

  it('reads each error’s stack in its original source: the errors view’s origin and whole stack, the ops view’s origins', async () => {
    await server.close();
    const mapped = Object.entries(mappedChunkFiles('abc123.js', '376687e0-44a5-4461-ae0b-c181195ca850')).map(([path, text]) => [`dist/${path}`, text]);
    server = await startTestServer({ ...ROOT_FILES, ...Object.fromEntries(mapped) });
    const error = (block: string): object => ({
      eventName: 'interface_error_site-runtime',
      timestamp: 1,
      data: JSON.stringify({
        name: 'MarkupError',
        message: 'Menu tab list has no tab',
        url: 'http://x/fixtures/menu.html',
        feature: 'menu',
        block,
        stack: 'MarkupError: Menu tab list has no tab\n    at readMenu (http://x/dist/chunks/abc123.js:1:100)\n    at http://x/dist/runtime.js:1:7',
      }),
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { 'x-csrf-token': 'c' },
      cookies: { crumb: 'c' },
      payload: [error('block-menu-1'), error('block-menu-2')],
    });
    const origin = `<code>${MAPPED_SOURCE.source}:3:3</code><br><code>${MAPPED_SOURCE.code.replaceAll("'", '&#39;')}</code>`;
    const errors = (await server.app.inject({ method: 'GET', url: '/__qa/errors' })).body;
    expect(errors).toContain(`<td>menu · #block-menu-2</td><td>${origin}\n<details><summary>Pilha (2)</summary>`);
    expect(errors).toContain(`<li><code>${MAPPED_SOURCE.source}:3:3</code></li><li><code>http://x/dist/runtime.js:1:7</code></li>`);
    const ops = (await server.app.inject({ method: 'GET', url: '/__qa/ops' })).body;
    expect(ops).toContain(
      `<td>${origin}</td><td>MarkupError: Menu tab list has no tab</td>\n<td>menu · #block-menu-1, menu · #block-menu-2</td><td><code></code></td><td>2</td>`,
    );
  });

  it('serves the fixture server’s documentation as escaped text', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/__qa/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<pre>');
    expect(response.body).not.toMatch(/<script/);
  });
});

describe('faults page', () => {
  const postFaultForm = (payload: string): Promise<InjectResponse> =>
    server.app.inject({ method: 'POST', url: '/__qa/faults', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
  const listed = async (): Promise<Fault[]> => (await server.app.inject({ method: 'GET', url: '/__qa/faults' })).json<Fault[]>();

  it('is what a browser gets at /__qa/faults; scripts still get the JSON', async () => {
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 's1', path: `/x/${HOSTILE}`, status: 503, times: 2 } });
    const page = await server.app.inject({ method: 'GET', url: '/__qa/faults', headers: { accept: 'text/html,*/*' }, cookies: { qa_session: 's1' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<td>fault-1</td><td>s1</td><td>qualquer</td><td><code>/x/&lt;img src=x onerror=alert(1)&gt;</code></td>');
    expect(page.body).toContain('<td>status 503</td><td>2</td>');
    expect(page.body).toContain('action="/__qa/faults/fault-1/remove"');
    expect(page.body).toContain('name="session" value="s1"');
    expect(page.body).not.toContain(HOSTILE);
    expect((await listed()).map((fault) => fault.id)).toEqual(['fault-1']);
  });

  it('adds a fault from the form (empty fields left out, drop a checkbox, the session given) and removes it with its button', async () => {
    const added = await postFaultForm('path=%2Fdist%2Fchunks%2Fmenu-*.js&method=&status=404&body=&contentType=text%2Fhtml&delayMs=&drop=1&times=3&session=s1');
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/__qa/faults');
    expect(await listed()).toEqual([
      { id: 'fault-1', session: 's1', path: '/dist/chunks/menu-*.js', status: 404, contentType: 'text/html', drop: true, times: 3 },
    ]);

    const global = await postFaultForm('path=%2Fapi%2Fcensus%2F*&delayMs=2000&session=');
    expect(global.statusCode).toBe(303);
    expect((await listed())[1]).toEqual({ id: 'fault-2', session: null, path: '/api/census/*', delayMs: 2000 });

    const removed = await server.app.inject({ method: 'POST', url: '/__qa/faults/fault-1/remove' });
    expect(removed.statusCode).toBe(303);
    expect((await listed()).map((fault) => fault.id)).toEqual(['fault-2']);
  });

  it('shows the page again with the reason when the form is refused; the JSON API still answers 400 JSON', async () => {
    const refused = await postFaultForm('path=%2Fx&status=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('<p role="alert">Falha recusada: body/status must be integer</p>');
    const json = await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { path: '/x', status: 'abc' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ statusCode: 400 });
    expect(await listed()).toEqual([]);
  });
});

describe('QA session on the index', () => {
  it('shows the session and its faults, and ending it removes both faults and cookie', async () => {
    await server.app.inject({ method: 'GET', url: '/__qa/scenario/isolation', cookies: { qa_session: 's1' } });
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 'other', path: '/y', status: 500 } });
    const index = (await server.app.inject({ method: 'GET', url: '/', cookies: { qa_session: 's1' } })).body;
    expect(index).toContain('Sessão QA atual: <code>s1</code> (cookie qa_session), 1 falha.');
    expect(index).toContain('<li><code>/dist/chunks/menu-*.js</code>: status 404</li>');
    expect(index).toContain('<form method="post" action="/__qa/scenario-end">');
    expect(index).toContain('href="/__qa/faults"');
    expect(index).toContain('href="/__qa/docs"');
    expect(index).toContain('href="/__qa/ops"');

    const ended = await server.app.inject({ method: 'POST', url: '/__qa/scenario-end', cookies: { qa_session: 's1' } });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/');
    expect(responseCookie(ended, 'qa_session')).toMatchObject({ value: '', path: '/' });
    const left = (await server.app.inject({ method: 'GET', url: '/__qa/faults' })).json<Fault[]>();
    expect(left.map((fault) => fault.session)).toEqual(['other']);
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('Nenhuma sessão QA neste navegador');
  });
});

describe('/__qa/ops.json', () => {
  it('groups the accepted chunk reports of a session', async () => {
    const entries = [
      {
        eventName: 'interface_recovered_site-runtime',
        data: JSON.stringify({ name: 'ChunkRecovered', type: 'timeout', chunk: 'menu', build: 'b1', by: 'retry' }),
        timestamp: 0,
      },
      {
        eventName: 'interface_error_site-runtime',
        data: JSON.stringify({ name: 'ChunkLoadError', type: 'timeout', chunk: 'menu', build: 'b1', recovery: 'retry' }),
        timestamp: 0,
      },
    ];
    for (const session of ['s1', 's2'])
      await server.app.inject({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        headers: { 'x-csrf-token': 'c' },
        cookies: { crumb: 'c', qa_session: session },
        payload: entries,
      });
    const groups = (await server.app.inject({ method: 'GET', url: '/__qa/ops.json?session=s1' })).json<unknown[]>();
    expect(groups).toEqual([
      {
        type: 'timeout',
        chunk: 'menu',
        build: 'b1',
        total: 2,
        recovered: 1,
        unrecovered: 1,
        outcomes: { 'recovered:retry': 1, 'unrecovered:retry': 1 },
        hours: [{ hour: '1970-01-01T00:00Z', recovered: 1, unrecovered: 1 }],
      },
    ]);
    const page = (await server.app.inject({ method: 'GET', url: '/__qa/ops' })).body;
    expect(page).toContain('<td>timeout</td><td>menu</td><td><code>b1</code></td><td>4</td><td>2</td><td>2</td>');
    expect(page).toContain('<li>1970-01-01T00:00Z: 2 recuperadas, 2 não recuperadas</li>');
  });
});
