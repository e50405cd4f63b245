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

const fetchScript = (query: string) => server.app.inject({ method: 'GET', url: `/maps/api/js${query}` });

/** Runs the served script against a test DOM; it only uses window, document and console. */
function run(source: string, window: Window, console: Pick<Console, 'warn' | 'error'>): void {
  // eslint-disable-next-line no-new-func -- the test runs the script the server serves, as a browser would
  new Function('window', 'document', 'console', source)(window, window.document, console);
}

interface MapsApi {
  LatLng: new (lat: number | { lat: number; lng: number }, lng?: number) => { lat(): number; lng(): number };
  Map: new (container: unknown, options: object) => { setZoom(zoom: number): void; getCenter(): { lat(): number } };
  Marker: new (options: object) => { addListener(name: string, handler: (event: unknown) => void): { remove(): void } };
  event: { addListener(instance: object, name: string, handler: () => void): { remove(): void }; trigger(instance: object, name: string): void };
  importLibrary(name: string): Promise<Record<string, unknown>>;
}

function mapsOf(window: Window): MapsApi {
  return (window as unknown as { google: { maps: MapsApi } }).google.maps;
}

describe('GET /maps/api/js', () => {
  it('serves JavaScript that defines the maps subset and calls the callback path', async () => {
    const response = await fetchScript('?callback=app.maps.ready&key=k&language=pt-BR&region=BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const window = new Window();
    const ready = vi.fn();
    Object.assign(window, { app: { maps: { ready } } });
    const console = { warn: vi.fn(), error: vi.fn() };
    run(response.body, window, console);
    expect(ready).toHaveBeenCalledOnce();
    expect(console.warn).not.toHaveBeenCalled();

    const maps = mapsOf(window);
    const container = window.document.createElement('div');
    window.document.body.append(container);
    const map = new maps.Map(container, { center: { lat: -23.5, lng: -46.6 }, zoom: 12 });
    expect(container.textContent).toContain('centro -23.5, -46.6');
    expect(container.textContent).toContain('zoom 12');
    map.setZoom(15);
    expect(container.textContent).toContain('zoom 15');
    expect(map.getCenter().lat()).toBe(-23.5);

    const marker = new maps.Marker({ map, position: new maps.LatLng(-23.5, -46.6), title: 'MASP' });
    const clicked = vi.fn();
    marker.addListener('click', clicked);
    const button = container.querySelector('button');
    expect(button?.textContent).toContain('MASP');
    button?.click();
    expect(clicked).toHaveBeenCalledOnce();

    const listener = maps.event.addListener(marker, 'dragend', clicked);
    maps.event.trigger(marker, 'dragend');
    listener.remove();
    maps.event.trigger(marker, 'dragend');
    expect(clicked).toHaveBeenCalledTimes(2);

    await expect(maps.importLibrary('maps')).resolves.toMatchObject({ Map: maps.Map, Marker: maps.Marker, LatLng: maps.LatLng });
    await expect(maps.importLibrary('nope')).rejects.toThrow();
  });

  it('extends a google.maps the loader bootstrap already created, keeping its pending callback', async () => {
    const window = new Window();
    const pending = vi.fn();
    Object.assign(window, { google: { maps: { __ib__: pending, importLibrary: () => Promise.reject(new Error('bootstrap')) } } });
    run((await fetchScript('?callback=google.maps.__ib__&key=k&libraries=maps')).body, window, { warn: vi.fn(), error: vi.fn() });
    expect(pending).toHaveBeenCalledOnce();
    await expect(mapsOf(window).importLibrary('marker')).resolves.toHaveProperty('Marker');
  });

  it('warns on the console when no key is given, and still loads', async () => {
    const window = new Window();
    const console = { warn: vi.fn(), error: vi.fn() };
    run((await fetchScript('')).body, window, console);
    expect(console.warn).toHaveBeenCalledOnce();
    expect(mapsOf(window).Map).toBeTypeOf('function');
  });

  it('refuses a callback that is not an identifier path', async () => {
    for (const callback of ['alert(1)', 'a..b', '1abc', 'a.b;c']) {
      const response = await fetchScript(`?key=k&callback=${encodeURIComponent(callback)}`);
      expect(response.statusCode, callback).toBe(400);
      expect(response.body).not.toContain(callback);
    }
  });
});
