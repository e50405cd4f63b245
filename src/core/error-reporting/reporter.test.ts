import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkRequest } from '../request-chunk.ts';
import { breadcrumbs } from './breadcrumbs.ts';
import { toErrorEntry, type ErrorEntry } from './error-entry.ts';
import { startReporter } from './reporter.ts';

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

function reporter(sampled = true) {
  const send = vi.fn<(entries: ErrorEntry[]) => void>();
  const errors = startReporter({ toEntry: toErrorEntry, send, blocks: [], sampled }, controller.signal);
  /** The data of every entry sent, once the debounce has passed. */
  const sent = (): Record<string, unknown>[] => {
    errors.flush();
    return send.mock.calls.flatMap(([entries]) => entries.map((entry) => JSON.parse(entry.data) as Record<string, unknown>));
  };
  return { errors, send, sent };
}

const error = (message: string, stack = `Error: ${message}\n    at run (${BASE}gallery-x.js:1:2)`): Error => Object.assign(new Error(message), { stack });

describe('startReporter', () => {
  it('drops an error identical to the previous one (name, message and stack), not one that differs in any', () => {
    const { errors, sent } = reporter();
    errors.report(error('a'), { feature: 'gallery', block: 'b1' });
    errors.report(error('a'), { feature: 'gallery', block: 'b2' });
    errors.report(error('a', `Error: a\n    at other (${BASE}menu-x.js:1:2)`));
    errors.report(Object.assign(error('a'), { name: 'TypeError' }));
    errors.report(error('a'));
    errors.report('plain');
    errors.report('plain');
    expect(sent().map(({ name, message, block }) => [name, message, block])).toEqual([
      ['Error', 'a', 'b1'],
      ['Error', 'a', undefined],
      ['TypeError', 'a', undefined],
      ['Error', 'a', undefined],
      ['Error', 'plain', undefined],
    ]);
  });

  it('takes 10 captures a second and sends the count of the others with the next entry, then counts from 0', () => {
    const { errors, sent } = reporter();
    for (let n = 1; n <= 14; n += 1) errors.report(error(`e${n}`));
    vi.advanceTimersByTime(999);
    errors.report(error('same second'));
    vi.advanceTimersByTime(1);
    errors.report(error('next second'));
    errors.report(error('after it'));
    expect(sent().map(({ message, dropped }) => [message, dropped])).toEqual([
      ...Array.from({ length: 10 }, (_, n) => [`e${n + 1}`, undefined]),
      ['next second', 5],
      ['after it', undefined],
    ]);
  });

  it('sends the breadcrumbs and the chunks whose files the stack ran through, and notes chunk loads', async () => {
    const { errors, sent } = reporter();
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
    errors.report(error('shared', `Error: shared\n    at f (${BASE}shared-y.js:1:2)`));
    errors.report(error('owner', 'Error: owner\n    at https://site.test/s/owner.js:1:1'));
    const [nav, shared, owner] = sent();
    expect(nav).toMatchObject({ chunks: ['gallery-navigation'], breadcrumbs: breadcrumbs() });
    expect(shared?.chunks).toEqual(['gallery', 'gallery-navigation']);
    expect(owner?.chunks).toEqual([]);
  });

  it('sends nothing, recovered entries included, in a session not sampled', () => {
    const { errors, send } = reporter(false);
    errors.report(error('a'));
    errors.add({ eventName: 'interface_recovered_site-runtime', data: '{}', timestamp: 1 });
    errors.flush();
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('samples at the page context’s errorSampleRate by default', () => {
    document.body.innerHTML = '<script type="application/json" id="site-context">{"errorSampleRate":0}</script>';
    const send = vi.fn();
    const errors = startReporter({ toEntry: toErrorEntry, send, blocks: [] }, controller.signal);
    errors.report(error('a'));
    errors.flush();
    expect(send).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ss_runtimeErrorSampled')).toBe('0');
    document.body.innerHTML = '';
  });
});
