import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, RETRY_WAIT_MS } from '../../shared/limits.ts';
import { ChunkLoadError } from '../chunk-load-error.ts';
import type { ChunkRequest } from '../request-chunk.ts';
import { createChunkLoader, type ChunkLoaderOptions, type Recovered } from './chunk-loader.ts';
import { createReloadGuard } from './reload-guard.ts';

const OWN = 'https://site.test/dist/chunks/Ab12Cd.js';
const SHARED = 'https://site.test/dist/chunks/Sh4red.js';
const CSS = 'https://site.test/dist/chunks/St7les.css';
const MODULE = { mount: () => undefined };
const gone = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const never = (): Promise<never> => new Promise(() => undefined);

/** The probe's answer for every file (failure-type.ts asks the server again after a failure). */
function serverAnswers(status: number, contentType = 'text/html'): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status, headers: { 'content-type': contentType } })),
  );
}

/** The entry's first request for a chunk: each file as `first` says. */
const firstRequest = (first: Record<string, () => Promise<unknown>>): ChunkRequest => {
  const urls = Object.keys(first);
  return { urls, results: Promise.allSettled(urls.map((url) => first[url]!())) };
};

function loader(first: Record<string, () => Promise<unknown>>, overrides: Partial<ChunkLoaderOptions> = {}) {
  const storage = new Map<string, string>();
  const session = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as Storage;
  const request = firstRequest(first);
  const retried: string[] = [];
  const recovered: Recovered[] = [];
  const reload = vi.fn();
  const options: ChunkLoaderOptions = {
    requestChunk: () => request,
    guard: createReloadGuard(() => session),
    reloaded: false,
    build: 'build-antiga',
    newBuild: () => false,
    typedInput: () => false,
    reload,
    recovered: (entry) => recovered.push(entry),
    stamp: () => 'r1',
    fetchFile: async (url) => (retried.push(url), url.startsWith(OWN) ? MODULE : {}),
    ...overrides,
  };
  return { load: createChunkLoader(options), retried, recovered, reload, session, options };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a chunk that fails', () => {
  it('after a network failure, is loaded once more after the retry wait, its own module at a new address, and counted as recovered', async () => {
    serverAnswers(0);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { load, retried, recovered } = loader({ [OWN]: gone, [SHARED]: async () => ({}), [CSS]: async () => undefined });
    const module = load('form');
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS - 1);
    expect(retried).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(module).resolves.toBe(MODULE);
    // The stylesheet arrived: asked again at its address it is not linked twice; the module map gives back the shared module.
    expect(retried).toEqual([`${OWN}?retry=r1`, SHARED, CSS]);
    expect(recovered).toEqual([{ chunk: 'form', type: 'error', request: OWN, by: 'retry' }]);
  });

  it('after a time-out, is loaded once more; a second failure gives up, saying a retry was tried', async () => {
    serverAnswers(200, 'text/javascript');
    const retried: string[] = [];
    const { load } = loader({ [OWN]: never }, { fetchFile: async (url) => (retried.push(url), gone()) });
    const module = load('form').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + RETRY_WAIT_MS);
    const error = (await module) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'error', request: `${OWN}?retry=r1`, recovery: 'retry' });
    expect(retried).toEqual([`${OWN}?retry=r1`]);
  });

  it('never loads again a module the chunk imports, which stays failed in the module map', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { load, retried } = loader({ [OWN]: gone, [SHARED]: gone });
    await expect(load('form')).rejects.toMatchObject({ chunk: 'Sh4red', neededBy: 'form', recovery: 'none' });
    expect(retried).toEqual([]);
  });

  it('when gone (404, or an HTML page for it), reloads the page once, noting the file, and never settles', async () => {
    serverAnswers(200, 'text/html; charset=utf-8');
    const { load, reload, session } = loader({ [OWN]: gone });
    const outcome = vi.fn();
    void load('form').then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).toHaveBeenCalledOnce();
    expect(outcome).not.toHaveBeenCalled();
    expect(JSON.parse(session.getItem('ss_runtimeReloads') ?? '')).toMatchObject([{ url: OWN, chunk: 'form', type: 'missing', build: 'build-antiga' }]);
  });

  it('gone again right after its reload, gives up to the fallback: no loop', async () => {
    serverAnswers(404);
    const first = loader({ [OWN]: gone });
    void first.load('form');
    await vi.advanceTimersByTimeAsync(0);
    expect(first.reload).toHaveBeenCalledOnce();
    // The reloaded page, with the same session storage, loaded with the new build.
    const second = loader({ [OWN]: gone }, { guard: first.options.guard, reloaded: true, build: 'build-nova' });
    // Counted under the build of the page that failed first, as its recovery would be.
    await expect(second.load('form')).rejects.toMatchObject({ type: 'missing', recovery: 'reload', build: 'build-antiga' });
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.recovered).toEqual([]);
  });

  it('never reloads over typed text', async () => {
    serverAnswers(404);
    const { load, reload } = loader({ [OWN]: gone }, { typedInput: () => true });
    await expect(load('form')).rejects.toMatchObject({ type: 'missing', recovery: 'none' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('once a newer build is out, goes straight to the reload instead of loading again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { load, reload, retried } = loader({ [OWN]: gone }, { newBuild: () => true });
    void load('form');
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS);
    expect(reload).toHaveBeenCalledOnce();
    expect(retried).toEqual([]);
  });
});

describe('a chunk that loads', () => {
  it('on the page reloaded for it, is counted as recovered by the reload, once', async () => {
    serverAnswers(404);
    const failing = loader({ [OWN]: gone });
    void failing.load('form');
    await vi.advanceTimersByTimeAsync(0);
    const reloaded = loader({ [OWN]: async () => MODULE }, { guard: failing.options.guard, reloaded: true, build: 'build-nova' });
    await expect(reloaded.load('form')).resolves.toBe(MODULE);
    await expect(reloaded.load('menu')).resolves.toBe(MODULE);
    // Under the build of the page that failed, not the reloaded page's.
    expect(reloaded.recovered).toEqual([{ chunk: 'form', type: 'missing', request: OWN, by: 'reload', build: 'build-antiga' }]);
  });

  it('fresh (a fallback retry), is asked for at new addresses at once, its stylesheets too', async () => {
    const { load, retried, recovered } = loader({ [OWN]: gone, [CSS]: async () => undefined });
    const module = load('form', true);
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS);
    await expect(module).resolves.toBe(MODULE);
    expect(retried).toEqual([`${OWN}?retry=r1`, `${CSS}?retry=r1`]);
    expect(recovered).toEqual([]);
  });
});
