import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkRequest } from '../request-chunk.ts';
import { breadcrumbs } from './breadcrumbs.ts';
import type { Capture, Reporter, ReporterChunk } from './capture.ts';
import { toErrorEntry, type ErrorEntry } from './error-entry.ts';
import { startErrorShell } from './error-shell.ts';

const BASE = 'https://site.test/dist/chunks/';
let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  vi.useFakeTimers({ now: 10_000 });
});
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  sessionStorage.clear();
});

const error = (message: string, stack = `Error: ${message}\n    at run (${BASE}gallery-x.js:1:2)`): Error => Object.assign(new Error(message), { stack });
const recovered: ErrorEntry = { eventName: 'interface_recovered_site-runtime', data: '{}', timestamp: 1 };

/** A shell whose reporter chunk the test hands over (or fails) when it likes; the reporter records what it gets. */
function shell(sampled = true) {
  const got: (Capture | ErrorEntry)[] = [];
  const reporter: Reporter = { report: (capture) => got.push(capture), add: (entry) => got.push(entry), flush: vi.fn() };
  const loads: { resolve(chunk: ReporterChunk): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ReporterChunk>((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  const send = vi.fn<(entries: ErrorEntry[]) => void>();
  const errors = startErrorShell({ toEntry: toErrorEntry, send, blocks: [], load, sampleRate: () => 1, sampled }, controller.signal);
  const arrive = async (n = loads.length - 1) => {
    loads[n]?.resolve({ startReporter: () => reporter });
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (n = loads.length - 1) => {
    loads[n]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { errors, got, reporter, loads, load, send, arrive, fail };
}

describe('startErrorShell (what every page runs of error reporting)', () => {
  it('loads the reporter on the first capture only; what comes meanwhile waits and is handed over in order, then straight', async () => {
    const { errors, got, load, arrive } = shell();
    expect(load).not.toHaveBeenCalled();
    errors.report(error('a'), { feature: 'gallery', block: 'b1' });
    const ring = breadcrumbs();
    vi.advanceTimersByTime(5);
    errors.add(recovered);
    errors.report(error('b'));
    expect(load).toHaveBeenCalledOnce();
    expect(got).toEqual([]);
    await arrive();
    expect(got).toEqual([
      { error: error('a'), details: { feature: 'gallery', block: 'b1', chunks: [] }, at: 10_000, breadcrumbs: ring },
      recovered,
      { error: error('b'), details: { chunks: [] }, at: 10_005, breadcrumbs: breadcrumbs() },
    ]);
    errors.report('c');
    expect(got).toHaveLength(4);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what waits when the load fails, and asks again on the next capture or when the network comes back', async () => {
    const { errors, got, loads, arrive, fail } = shell();
    errors.report(error('offline 1'));
    await fail();
    errors.report(error('offline 2'));
    expect(loads).toHaveLength(2);
    await fail();
    dispatchEvent(new Event('online'));
    expect(loads).toHaveLength(3);
    await arrive();
    expect(got.map((item) => ((item as Capture).error as Error).message)).toEqual(['offline 1', 'offline 2']);
  });

  it('sends what waits as it is, through the entry’s sender, when the page is hidden before the reporter came (10 at most)', async () => {
    const { errors, send, arrive, got } = shell();
    for (let n = 1; n <= 12; n += 1) errors.report(error(`e${n}`), { feature: 'menu' });
    errors.flush();
    expect(send).toHaveBeenCalledOnce();
    const entries = send.mock.calls[0]?.[0] ?? [];
    expect(entries).toHaveLength(10);
    expect(JSON.parse(entries[0]?.data ?? '{}')).toMatchObject({ message: 'e1', feature: 'menu', chunks: [], breadcrumbs: [] });
    await arrive();
    expect(got).toEqual([]);
  });

  it('takes nothing and loads nothing in a session not sampled', () => {
    const { errors, load, send } = shell(false);
    errors.report(error('a'));
    errors.add(recovered);
    errors.flush();
    expect(load).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('samples at the page context’s errorSampleRate, asked at the first capture', () => {
    const load = vi.fn<() => Promise<ReporterChunk>>();
    const sampleRate = vi.fn(() => 0);
    const errors = startErrorShell({ toEntry: toErrorEntry, send: vi.fn(), blocks: [], load, sampleRate }, controller.signal);
    expect(sampleRate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ss_runtimeErrorSampled')).toBeNull();
    errors.report(error('a'));
    expect(load).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ss_runtimeErrorSampled')).toBe('0');
  });

  it('notes chunk loads as breadcrumbs, and the chunks whose files a stack ran through', async () => {
    const { errors, got, arrive } = shell();
    const request = (urls: string[], ok = true): ChunkRequest => ({
      urls,
      results: Promise.resolve(urls.map(() => (ok ? { status: 'fulfilled', value: {} } : { status: 'rejected', reason: new Error('x') }))),
    });
    const requests: Record<string, ChunkRequest> = {
      gallery: request([`${BASE}gallery-x.js`, `${BASE}shared-y.js`]),
      'gallery-navigation': request([`${BASE}nav-z.js`, `${BASE}shared-y.js`, `${BASE}gallery-x.js`]),
      menu: request([`${BASE}menu-x.js`], false),
    };
    const requestChunk = errors.noting((name) => requests[name] as ChunkRequest);
    for (const name of ['gallery', 'menu', 'gallery', 'gallery-navigation']) expect(requestChunk(name)).toBe(requests[name]);
    await vi.advanceTimersByTimeAsync(0);
    expect(breadcrumbs().slice(-3)).toEqual([
      { type: 'chunk', chunk: 'gallery', ok: true, at: 10_000 },
      { type: 'chunk', chunk: 'menu', ok: false, at: 10_000 },
      { type: 'chunk', chunk: 'gallery-navigation', ok: true, at: 10_000 },
    ]);
    errors.report(error('nav', `Error: nav\n    at go (${BASE}nav-z.js?retry=k1:1:2)\n    at https://site.test/s/owner.js:1:1`));
    // Shared code names no chunk (every chunk on the page needs it); the gallery's own module below it does.
    errors.report(error('shared', `Error: shared\n    at f (${BASE}shared-y.js:1:2)\n    at g (${BASE}gallery-x.js:3:4)`));
    errors.report(error('only shared', `Error: only shared\n    at f (${BASE}shared-y.js:1:2)`));
    errors.report(error('owner', 'Error: owner\n    at https://site.test/s/owner.js:1:1'));
    await arrive();
    expect(got.map((item) => (item as Capture).details['chunks'])).toEqual([['gallery-navigation'], ['gallery'], [], []]);
    expect((got[0] as Capture).breadcrumbs).toBe(breadcrumbs());
  });
});
