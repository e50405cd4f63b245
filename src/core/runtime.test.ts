import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, BlockChunk, FeatureChunk } from './contract.ts';
import type { ChunkRequest } from './request-chunk.ts';

const mounts: string[] = [];
const destroys: string[] = [];
const accordion: BlockChunk = {
  mount(element) {
    mounts.push(element.id);
    element.dataset.enhanced = 'yes';
    return () => {
      destroys.push(element.id);
      delete element.dataset.enhanced;
    };
  },
};
/** The API calls the lazy features received, by feature name; each answers with its method's name. */
const apiCalls: { name: string; method: string; args: readonly unknown[] }[] = [];
const apiFeature = (name: string): FeatureChunk => ({
  start(_context, input) {
    const call = input as ApiCall;
    apiCalls.push({ name, method: call.method, args: call.args });
    if (call.args[0] === 'recusar') call.reject(new Error('recusado'));
    else call.resolve(`${call.method} feito`);
  },
});
/** Every chunk the runtime asked for, in order, once each (the entry's requestChunk asks once a page). */
const loads: string[] = [];
const requests = new Map<string, ChunkRequest>();
/** Set to make the every-page chunk, which carries the core, fail to load. */
let everyPageFails = false;
const arrived = (value: unknown): ChunkRequest['results'] => Promise.resolve([{ status: 'fulfilled', value }]);
vi.mock('./request-chunk.ts', () => ({
  requestChunk(name: string): ChunkRequest {
    let request = requests.get(name);
    if (request) return request;
    loads.push(name);
    if (name === 'every-page') {
      request = everyPageFails
        ? { urls: ['every-page.js'], results: Promise.resolve([{ status: 'rejected', reason: new TypeError('Failed to fetch dynamically imported module') }]) }
        : { urls: ['every-page.js'], results: import('./page-core.ts').then(arrived) };
    } else if (name === 'accordion') request = { urls: ['accordion.js'], results: arrived(accordion) };
    else if (name === 'site-api') request = { urls: ['site-api.js'], results: arrived(apiFeature(name)) };
    else request = { urls: [], results: Promise.resolve([]) };
    requests.set(name, request);
    return request;
  },
}));

async function startRuntime() {
  vi.resetModules();
  await import('./runtime.ts');
  return window.SiteRuntime!;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const flushMutations = nextTask;

beforeEach(() => {
  document.body.innerHTML = '<div data-block-type="69" id="acc-1"></div><div data-block-type="2" id="html-1"></div>';
});

afterEach(() => {
  window.SiteRuntime?.teardown();
  delete window.SiteRuntime;
  mounts.length = 0;
  destroys.length = 0;
  apiCalls.length = 0;
  loads.length = 0;
  requests.clear();
  everyPageFails = false;
  document.cookie = 'ss_cookieAllowed=; max-age=0';
});

describe('runtime entry', () => {
  it('mounts the blocks on the page once the document is parsed', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    expect(mounts).toEqual(['acc-1']);
  });

  it('warns exactly "Detected second run" on a second run and does nothing else', async () => {
    const first = await startRuntime();
    await first.settled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await startRuntime();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Detected second run');
    expect(second).toBe(first);
    await first.settled();
    expect(mounts).toEqual(['acc-1']);
  });

  it('mounts blocks inserted later and destroys removed ones', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    const late = document.createElement('section');
    late.innerHTML = '<div data-block-type="69" id="acc-2"></div>';
    document.body.append(late);
    await flushMutations();
    await runtime.settled();
    expect(mounts).toEqual(['acc-1', 'acc-2']);
    document.getElementById('acc-1')?.remove();
    await flushMutations();
    expect(destroys).toEqual(['acc-1']);
  });

  it('settled() includes blocks inserted in the same task, before the observer delivers them', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    document.body.insertAdjacentHTML('beforeend', '<div data-block-type="69" id="acc-now"></div>');
    await runtime.settled();
    expect(mounts).toEqual(['acc-1', 'acc-now']);
  });

  it('teardown runs every destructor, stops watching and leaves the HTML as it was', async () => {
    const before = document.body.innerHTML;
    const runtime = await startRuntime();
    await runtime.settled();
    expect(document.body.innerHTML).not.toBe(before);
    runtime.teardown();
    expect(destroys).toEqual(['acc-1']);
    expect(document.body.innerHTML).toBe(before);
    document.body.insertAdjacentHTML('beforeend', '<div data-block-type="69" id="acc-3"></div>');
    await flushMutations();
    expect(mounts).toEqual(['acc-1']);
  });
});

describe('the core, in the every-page chunk', () => {
  it('is asked for first, then the chunks of the blocks on the page, before any of them arrived, in a task after the parser’s', async () => {
    await startRuntime();
    // The parser's last task holds the page's own DOMContentLoaded work: nothing of ours joins it.
    expect(loads).toEqual([]);
    await nextTask();
    // First: a block's file already here (a preload hint's) runs once imported, and React's must not run before the every-page chunk's.
    expect(loads).toEqual(['every-page', 'accordion']);
  });

  it('when it fails to load: logged, reported, the HTML kept, settled() resolves and the API rejects', async () => {
    everyPageFails = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const before = document.body.innerHTML;
    const runtime = await startRuntime();
    await runtime.settled();
    expect(mounts).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
    expect(error).toHaveBeenCalledExactlyOnceWith('[site-runtime] the page was not enhanced:', expect.any(TypeError));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/events/RecordJavascriptErrors');
    const [entry] = JSON.parse(String(init.body)) as { eventName: string; data: string }[];
    expect(entry?.eventName).toBe('interface_error_site-runtime');
    expect(JSON.parse(entry?.data ?? '{}')).toMatchObject({ name: 'TypeError', message: 'Failed to fetch dynamically imported module' });
    await expect(runtime.signIn({ email: 'a@b.co', password: 'x' })).rejects.toThrowError('SiteRuntime.signIn is unavailable');
    vi.unstubAllGlobals();
  });
});

describe('the cookie banner, decided as early as the consent cookie can be read', () => {
  const context = (enabled: boolean): string =>
    `<script type="application/json" id="site-context">${JSON.stringify({ cookieSettings: { isCookieBannerEnabled: enabled } })}</script>`;

  it('loads the banner chunk with the first chunks, before any of them arrived, when the context enables it and the visitor has not chosen', async () => {
    document.body.insertAdjacentHTML('afterbegin', context(true));
    await startRuntime();
    await nextTask();
    // The context marks the page start, whose chunk carries the core.
    expect(loads.toSorted()).toEqual(['accordion', 'cookie-banner', 'every-page']);
  });

  it('does not load it once the visitor has chosen, or when the context does not enable it', async () => {
    document.cookie = 'ss_cookieAllowed=false';
    document.body.insertAdjacentHTML('afterbegin', context(true));
    const runtime = await startRuntime();
    await nextTask();
    expect(loads.toSorted()).toEqual(['accordion', 'every-page']);
    runtime.teardown();
    delete window.SiteRuntime;
    loads.length = 0;
    requests.clear();
    document.cookie = 'ss_cookieAllowed=; max-age=0';
    document.getElementById('site-context')?.remove();
    document.body.insertAdjacentHTML('afterbegin', context(false));
    await startRuntime();
    await nextTask();
    expect(loads.toSorted()).toEqual(['accordion', 'every-page']);
  });
});

describe('the global API', () => {
  it('runs signIn, signOut, trackInternalEvent and places in the lazy feature site-api, with the caller’s arguments, and answers with theirs', async () => {
    const runtime = await startRuntime();
    await expect(runtime.signIn({ email: 'a@b.co', password: 'x' })).resolves.toBe('signIn feito');
    await expect(runtime.signOut({ cloneCart: true })).resolves.toBe('signOut feito');
    await expect(runtime.trackInternalEvent('feed_url_copy', { feed: 'rss' })).resolves.toBe('trackInternalEvent feito');
    await expect(runtime.places('details', { place_id: 'p1' }, { productPage: 'checkout', productSection: 'shipping' })).resolves.toBe('places feito');
    expect(apiCalls).toEqual([
      { name: 'site-api', method: 'signIn', args: [{ email: 'a@b.co', password: 'x' }] },
      { name: 'site-api', method: 'signOut', args: [{ cloneCart: true }] },
      { name: 'site-api', method: 'trackInternalEvent', args: ['feed_url_copy', { feed: 'rss' }] },
      { name: 'site-api', method: 'places', args: ['details', { place_id: 'p1' }, { productPage: 'checkout', productSection: 'shipping' }] },
    ]);
  });

  it('rejects with the feature’s own reason, unlogged and unreported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runtime = await startRuntime();
    await expect(runtime.trackInternalEvent('recusar')).rejects.toThrowError('recusado');
    expect(error).not.toHaveBeenCalled();
  });

  it('rejects after teardown, without loading anything', async () => {
    const runtime = await startRuntime();
    runtime.teardown();
    await expect(runtime.signOut()).rejects.toThrowError('SiteRuntime.signOut is unavailable');
    expect(apiCalls).toEqual([]);
  });
});
