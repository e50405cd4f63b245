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

const fetchScript = (path: string) => server.app.inject({ method: 'GET', url: path });

/** Runs the served script in a test page as the element `script` would (its currentScript). */
function run(source: string, window: Window, script: { src: string }, console: Pick<Console, 'error'>): void {
  Object.defineProperty(window.document, 'currentScript', { value: script, configurable: true });
  // eslint-disable-next-line no-new-func -- the test runs the script the server serves, as a browser would
  new Function('window', 'document', 'console', 'URL', source)(window, window.document, console, URL);
}

describe('GET /widgets/{provider}/widget.js', () => {
  it('serves the stand-in, never cached, which renders into every host naming its address and only those', async () => {
    const response = await fetchScript('/widgets/reservas/widget.js?rid=123&lang=pt-BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');

    const window = new Window({ url: 'http://127.0.0.1:4393/examples/widget-script/1.html' });
    window.document.body.innerHTML = `
      <div id="a" data-widget-script="/widgets/reservas/widget.js?rid=123&amp;lang=pt-BR"><p data-widget-fallback>a</p></div>
      <div id="b" data-widget-script="http://127.0.0.1:4393/widgets/reservas/widget.js?rid=123&amp;lang=pt-BR"></div>
      <div id="c" data-widget-script="/widgets/agenda/widget.js"></div>`;
    const console = { error: vi.fn() };
    const src = 'http://127.0.0.1:4393/widgets/reservas/widget.js?rid=123&lang=pt-BR';
    run(response.body, window, { src }, console);
    run(response.body, window, { src }, console);

    const rendered = (id: string) => [...window.document.querySelectorAll(`#${id} > .fixture-widget`)];
    expect(rendered('a')).toHaveLength(1);
    expect(rendered('b')).toHaveLength(1);
    expect(rendered('c')).toHaveLength(0);
    const widget = rendered('a')[0];
    expect(widget?.getAttribute('data-provider')).toBe('reservas');
    expect(widget?.getAttribute('data-query')).toBe('rid=123&lang=pt-BR');
    expect(widget?.querySelector('button')?.textContent).toBe('Escolher horário');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('answers 404 for a provider name that is not letters, digits and dashes', async () => {
    expect((await fetchScript('/widgets/Reservas_1/widget.js')).statusCode).toBe(404);
  });

  it('fails or slows down with a fault, as any path does', async () => {
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 's1', path: '/widgets/*/widget.js', status: 503 } });
    const faulted = await server.app.inject({ method: 'GET', url: '/widgets/reservas/widget.js', cookies: { qa_session: 's1' } });
    expect(faulted.statusCode).toBe(503);
    expect((await fetchScript('/widgets/reservas/widget.js')).statusCode).toBe(200);
  });
});
