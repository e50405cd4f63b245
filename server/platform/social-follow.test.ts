// @vitest-environment node
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('GET /social/{provider}/follow.js', () => {
  it('serves the stand-in, never cached, which renders a follow button into every host naming its address, once', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/social/redes/follow.js?conta=lojadaana' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');

    const window = new Window({ url: 'http://127.0.0.1:4393/examples/social-links/1.html' });
    window.document.body.innerHTML = `
      <div id="a" data-social-follow="/social/redes/follow.js?conta=lojadaana"><ul><li><a href="https://x.example/">X</a></li></ul></div>
      <div id="b" data-social-follow="/social/outra/follow.js?conta=lojadaana"></div>`;
    const console = { error: vi.fn() };
    const src = 'http://127.0.0.1:4393/social/redes/follow.js?conta=lojadaana';
    Object.defineProperty(window.document, 'currentScript', { value: { src }, configurable: true });
    for (let run = 0; run < 2; run += 1) {
      // eslint-disable-next-line no-new-func -- the test runs the script the server serves, as a browser would
      new Function('window', 'document', 'console', 'URL', response.body)(window, window.document, console, URL);
    }
    const rendered = (id: string) => [...window.document.querySelectorAll(`#${id} > .fixture-follow`)];
    expect(rendered('a')).toHaveLength(1);
    expect(rendered('b')).toHaveLength(0);
    expect(rendered('a')[0]?.querySelector('button')?.textContent).toBe('Seguir @lojadaana (redes, local)');
    expect(window.document.querySelector('#a a')?.getAttribute('href')).toBe('https://x.example/');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('answers 404 for a provider name that is not letters, digits and dashes', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/social/Redes_1/follow.js' })).statusCode).toBe(404);
  });
});
