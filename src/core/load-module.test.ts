import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/limits.ts';
import { ChunkLoadError } from './chunk-load-error.ts';
import { loadModule } from './load-module.ts';

const URL_ = 'https://site.test/dist/chunks/menu-abc.js';
const failingImport = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

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

describe('loadModule', () => {
  it('returns the imported module', async () => {
    const module = { mount: () => undefined };
    await expect(loadModule(URL_, 'menu', async () => module)).resolves.toBe(module);
  });

  it.each([
    [404, 'missing'],
    [410, 'missing'],
    [500, 'error'],
    [200, 'error'],
  ] as const)('classifies a failed import by the server status %i as %s', async (status, type) => {
    const fetchMock = vi.fn(async () => new Response(null, { status }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await loadModule(URL_, 'menu', failingImport).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'menu', type, request: URL_, message: `Loading chunk menu failed.\n(${type}: ${URL_})` });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledWith(URL_, { cache: 'no-store' });
  });

  it('names the module it imports that failed (at any depth), with the chunk that needed it beside it', async () => {
    const ROOT = 'https://site.test/dist/chunks/react-root-uRh2yn6s.js';
    const REACT = 'https://site.test/dist/chunks/react-v6WkZ5QR.js';
    const files: Record<string, Response> = {
      [URL_]: new Response('import{a as e}from"./page-services-1.js";import{b}from"./react-root-uRh2yn6s.js";const x=()=>import("./lazy-1.js");'),
      'https://site.test/dist/chunks/page-services-1.js': new Response('export const a=1;'),
      [ROOT]: new Response('import"./react-v6WkZ5QR.js";export const b=2;'),
      [REACT]: new Response(null, { status: 404 }),
    };
    const fetchMock = vi.fn(async (url: string) => files[url] ?? new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await loadModule(URL_, 'menu', failingImport).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      chunk: 'react-v6WkZ5QR',
      type: 'missing',
      request: REACT,
      neededBy: 'menu',
      message: `Loading chunk react-v6WkZ5QR failed.\n(missing: ${REACT})`,
    });
    // A dynamic import() is not needed for the module to load, so it is not asked about.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([URL_, 'https://site.test/dist/chunks/page-services-1.js', ROOT, REACT]);
  });

  it('classifies a failure as error when the server cannot be reached either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(loadModule(URL_, 'menu', failingImport)).rejects.toMatchObject({ type: 'error' });
  });

  it(`times out after ${CHUNK_LOAD_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = loadModule(URL_, 'menu', () => new Promise(() => undefined));
    result.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout', request: URL_ });
  });

  it('clears its timer once the module arrived', async () => {
    vi.useFakeTimers();
    await loadModule(URL_, 'menu', async () => ({}));
    expect(vi.getTimerCount()).toBe(0);
  });
});
