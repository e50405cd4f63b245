// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_FILES, startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ ...ROOT_FILES, 'fixtures/menu.html': '<!--fixture\n{ "title": "Cardápio" }\n-->\n  <main><p>Almoço</p></main>\n' });
});
afterEach(async () => {
  await server.close();
});

const page = (session?: string) =>
  server.app.inject({ method: 'GET', url: '/fixtures/menu.html?x=1', ...(session === undefined ? {} : { cookies: { qa_session: session } }) });
const addFault = (fault: object) => server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { path: '/api/x', status: 503, ...fault } });

describe('the QA banner on fixture pages', () => {
  it('is absent from a page served with nothing active', async () => {
    await addFault({ session: 'other' });
    expect((await page('s1')).body).not.toContain('qa-banner');
    expect((await page()).body).not.toContain('qa-banner');
  });

  it('names the session’s faults, escaped, with Encerrar back to the same page', async () => {
    await addFault({ session: 's1', path: '/api/<b>*', method: 'post', times: 2 });
    const body = (await page('s1')).body;
    expect(body).toContain('<header><div class="qa-banner">');
    expect(body).toContain('<strong>Servidor de fixtures:</strong> sessão QA ativa.');
    expect(body).toContain('<li><code>POST /api/&lt;b&gt;*</code>: status 503</li>');
    expect(body).toContain(
      '<form method="post" action="/__qa/scenario-end"><input type="hidden" name="to" value="/fixtures/menu.html?x=1"><button type="submit">Encerrar</button></form>',
    );
    expect(body).not.toContain('<b>*');
  });

  it('names the scenario, the faults of every session and the release choice', async () => {
    const opened = await server.app.inject({ method: 'GET', url: '/__qa/scenario/isolation' });
    const session = /qa_session=([^;]+)/.exec(String(opened.headers['set-cookie']))?.[1] ?? '';
    const shared = await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { path: '/api/y', delayMs: 100 } });
    expect(shared.statusCode).toBe(201);
    await server.app.inject({ method: 'DELETE', url: `/__qa/releases/pin?session=${session}&retention=0` });
    const body = (await page(session)).body;
    expect(body).toContain('<strong>Servidor de fixtures:</strong> cenário isolation, publicada sem os chunks das versões anteriores.');
    expect(body).toContain('<li><code>/dist/chunks/menu-*.js</code>: status 404</li>');
    expect(body).toContain('<li><code>/api/y</code>: delay 100 ms (todas as sessões)</li>');
    expect(body).toContain('<a href="/__qa/faults">Falhas de todas as sessões</a> ficam até serem removidas.');
  });

  it('is left out for a browser that opted out (qa_banner=0, the test suites)', async () => {
    await addFault({ session: 's1' });
    const optedOut = await server.app.inject({ method: 'GET', url: '/fixtures/menu.html', cookies: { qa_session: 's1', qa_banner: '0' } });
    expect(optedOut.body).not.toContain('qa-banner');
    expect((await page('s1')).body).toContain('qa-banner');
  });

  it('is gone once Encerrar ended the session', async () => {
    await addFault({ session: 's1' });
    const ended = await server.app.inject({
      method: 'POST',
      url: '/__qa/scenario-end',
      cookies: { qa_session: 's1' },
      payload: { to: '/fixtures/menu.html?x=1' },
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/fixtures/menu.html?x=1');
    expect((await page('s1')).body).not.toContain('qa-banner');
  });
});
