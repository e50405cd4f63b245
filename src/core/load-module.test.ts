import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/limits.ts';
import { ChunkLoadError } from './chunk-load-error.ts';
import { fetchFile, fetchFiles, type Importer } from './fetch-files.ts';
import { chunkModule, loadModule } from './load-module.ts';

const OWN = 'https://site.test/dist/chunks/menu-abc.js';
const SHARED = 'https://site.test/dist/chunks/Ab12Cd.js';
const REACT = 'https://site.test/dist/chunks/v6WkZ5.js';
const CSS = 'https://site.test/dist/chunks/menu-abc.css';
const failure = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Keeps the links away from happy-dom's own loader, so the test decides when they load or fail. */
function captureLinks(): HTMLLinkElement[] {
  const links: HTMLLinkElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    links.push(...(nodes as HTMLLinkElement[]));
  });
  return links;
}

/** A chunk's files asked for as the entry does (fetch-files.ts), then judged as the core does. */
const loadFiles = (urls: string[], chunk: string, importModule: Importer): Promise<unknown> =>
  chunkModule(chunk, { urls, results: fetchFiles(urls, new Map(), (url) => fetchFile(url, importModule)) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChunkLoadError', () => {
  it('says which chunk failed, how, and at which address', () => {
    const error = new ChunkLoadError('accordion', 'missing', 'https://site.test/chunks/accordion-abc.js');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk accordion failed.\n(missing: https://site.test/chunks/accordion-abc.js)');
    expect(error).toMatchObject({ chunk: 'accordion', type: 'missing', request: 'https://site.test/chunks/accordion-abc.js' });
  });
});

describe('fetchFiles, then chunkModule', () => {
  it('imports every module at once, before any has arrived, and resolves with the first one', async () => {
    const module = { mount: () => undefined };
    const asked: string[] = [];
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const result = loadFiles([OWN, SHARED, REACT], 'menu', async (url) => {
      asked.push(url);
      await arrived;
      return url === OWN ? module : {};
    });
    await Promise.resolve();
    // One round trip: the chunk's imports are not discovered one level at a time.
    expect(asked).toEqual([OWN, SHARED, REACT]);
    arrive();
    await expect(result).resolves.toBe(module);
  });

  it('asks for a file two chunks share once, and gives both chunks its result', async () => {
    const links = captureLinks();
    const requested = new Map<string, Promise<unknown>>();
    const importModule = vi.fn(async (url: string) => ({ url }));
    const ask = (url: string): Promise<unknown> => fetchFile(url, importModule);
    const menu = fetchFiles([OWN, SHARED, CSS], requested, ask);
    const other = fetchFiles(['https://site.test/dist/chunks/accordion-1.js', SHARED, CSS], requested, ask);
    expect(importModule.mock.calls.map(([url]) => url)).toEqual([OWN, SHARED, 'https://site.test/dist/chunks/accordion-1.js']);
    expect(links).toHaveLength(1);
    links[0]?.dispatchEvent(new Event('load'));
    const [menuResults, otherResults] = await Promise.all([menu, other]);
    expect(otherResults[1]).toEqual(menuResults[1]);
    expect(otherResults[1]).toEqual({ status: 'fulfilled', value: { url: SHARED } });
  });

  it('links the stylesheets beside the modules and resolves only once they apply', async () => {
    const links = captureLinks();
    let resolved = false;
    const loading = loadFiles([OWN, CSS], 'menu', async () => ({})).then(() => (resolved = true));
    expect(links.map((link) => [link.rel, link.href])).toEqual([['stylesheet', CSS]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(false);
    links[0]?.dispatchEvent(new Event('load'));
    await loading;
    expect(resolved).toBe(true);
  });

  it.each([
    [404, 'text/html', 'missing'],
    [410, 'text/html', 'missing'],
    [500, 'text/html', 'error'],
    [200, 'text/javascript', 'error'],
    // An HTML page where the file was: the file is gone.
    [200, 'text/html', 'missing'],
  ] as const)('classifies a failed chunk by the server status %i (%s) as %s', async (status, contentType, type) => {
    const fetchMock = vi.fn(async () => new Response(null, { status, headers: { 'content-type': contentType } }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await loadModule(OWN, 'menu', failure).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'menu', type, request: OWN, status, contentType, message: `Loading chunk menu failed.\n(${type}: ${OWN})` });
    expect((error as ChunkLoadError).neededBy).toBeUndefined();
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledWith(OWN, { cache: 'no-store' });
  });

  it('names a module the chunk needs that failed (its importers fail with it), with the chunk beside it', async () => {
    const fetchMock = vi.fn(async (url: string) => new Response(null, { status: url === REACT ? 404 : 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await loadFiles([OWN, SHARED, REACT], 'menu', (url) => (url === SHARED ? Promise.resolve({}) : failure())).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      chunk: 'v6WkZ5',
      type: 'missing',
      request: REACT,
      neededBy: 'menu',
      message: `Loading chunk v6WkZ5 failed.\n(missing: ${REACT})`,
    });
    // Only the failed file is asked about.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([REACT]);
  });

  it('names a stylesheet that failed by its file, with the chunk beside it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const links = captureLinks();
    const loading = loadFiles([OWN, CSS], 'menu', async () => ({}));
    links[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'menu-abc', type: 'missing', request: CSS, neededBy: 'menu' });
  });

  it('classifies a failure as error when the server cannot be reached either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(loadModule(OWN, 'menu', failure)).rejects.toMatchObject({ type: 'error' });
  });

  it(`times out after ${CHUNK_LOAD_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = loadFiles([OWN, SHARED], 'menu', () => new Promise(() => undefined));
    result.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'menu', type: 'timeout', request: OWN });
  });

  it('clears its timer once the modules arrived', async () => {
    vi.useFakeTimers();
    await loadModule(OWN, 'menu', async () => ({}));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('removeStylesheets', () => {
  it('removes the stylesheets the runtime added (teardown)', async () => {
    const { loadStylesheet, removeStylesheets } = await import('./load-stylesheet.ts');
    void loadStylesheet('https://site.test/dist/chunks/a.css').catch(() => undefined);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    removeStylesheets();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });
});
