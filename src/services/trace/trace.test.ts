import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTraceQueue, type TraceEvent } from './trace.ts';

let beacon: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;
let controller: AbortController;

/** The batches sent through sendBeacon, each parsed back from its form field `data`. */
const beaconBatches = () =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/events/Trace');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...(body as URLSearchParams).keys()]).toEqual(['data']);
    return JSON.parse((body as URLSearchParams).get('data') ?? '') as TraceEvent[];
  });

/** A page lifecycle event as the browser fires it; persisted is true around the back/forward cache. */
const lifecycle = (type: 'pagehide' | 'pageshow', persisted: boolean) => dispatchEvent(Object.assign(new Event(type), { persisted }));

beforeEach(() => {
  vi.useFakeTimers();
  beacon = vi.fn(() => true);
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('navigator', { sendBeacon: beacon });
  vi.stubGlobal('fetch', fetchMock);
  controller = new AbortController();
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createTraceQueue', () => {
  it('batches events and POSTs them every 30 s as form field data, a JSON list of { pageUrl, type, data }', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    queue.trace('gallery-open', { slide: 3 });
    queue.trace('video-play', 'abc123');
    vi.advanceTimersByTime(29_999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beaconBatches()).toEqual([
      [
        { pageUrl: location.href, type: 'gallery-open', data: { slide: 3 } },
        { pageUrl: location.href, type: 'video-play', data: 'abc123' },
      ],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing while the queue is empty, and each event only once', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    vi.advanceTimersByTime(90_000);
    expect(beacon).not.toHaveBeenCalled();
    queue.trace('a', 1);
    vi.advanceTimersByTime(30_000);
    queue.trace('b', 2);
    vi.advanceTimersByTime(30_000);
    vi.advanceTimersByTime(30_000);
    expect(beaconBatches().map((batch) => batch.map((event) => event.type))).toEqual([['a'], ['b']]);
  });

  it('flushes on pagehide through sendBeacon', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    queue.trace('scroll', 80);
    lifecycle('pagehide', false);
    expect(beaconBatches()).toEqual([[{ pageUrl: location.href, type: 'scroll', data: 80 }]]);
    lifecycle('pagehide', false);
    expect(beacon).toHaveBeenCalledOnce();
  });

  it('flush() sends what is queued now', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    queue.flush();
    expect(beacon).not.toHaveBeenCalled();
    queue.trace('x', null);
    queue.flush();
    expect(beaconBatches()).toEqual([[{ pageUrl: location.href, type: 'x', data: null }]]);
  });

  it('falls back to a keepalive fetch when sendBeacon refuses the batch', () => {
    beacon.mockReturnValue(false);
    const queue = createTraceQueue({ signal: controller.signal });
    queue.trace('x', 1);
    lifecycle('pagehide', false);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events/Trace');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    expect(JSON.parse((init.body as URLSearchParams).get('data') ?? '')).toEqual([{ pageUrl: location.href, type: 'x', data: 1 }]);
  });

  it('falls back to a keepalive fetch without sendBeacon, and swallows its failure', async () => {
    vi.stubGlobal('navigator', {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const queue = createTraceQueue({ signal: controller.signal });
    queue.trace('x', 1);
    vi.advanceTimersByTime(30_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
  });

  it('works across the back/forward cache: flushed on pagehide, the timer still runs after pageshow', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    queue.trace('before', 1);
    lifecycle('pagehide', true);
    lifecycle('pageshow', true);
    queue.trace('after', 2);
    vi.advanceTimersByTime(30_000);
    expect(beaconBatches().map((batch) => batch.map((event) => event.type))).toEqual([['before'], ['after']]);
  });

  it('on abort sends what is queued, then releases its timer and listener and ignores later events', () => {
    const queue = createTraceQueue({ signal: controller.signal });
    expect(vi.getTimerCount()).toBe(1);
    queue.trace('last', 1);
    controller.abort();
    expect(beaconBatches()).toEqual([[{ pageUrl: location.href, type: 'last', data: 1 }]]);
    expect(vi.getTimerCount()).toBe(0);
    queue.trace('late', 2);
    lifecycle('pagehide', false);
    vi.advanceTimersByTime(60_000);
    expect(beacon).toHaveBeenCalledOnce();
  });

  it('asks `allowed` for each event and before each send: what waits when consent goes is dropped, never sent', () => {
    let allowed = true;
    const queue = createTraceQueue({ signal: controller.signal, allowed: () => allowed });
    queue.trace('before-refusal', 1);
    allowed = false;
    queue.trace('while-refused', 2);
    vi.advanceTimersByTime(30_000);
    expect(beacon).not.toHaveBeenCalled();
    allowed = true;
    queue.trace('after-acceptance', 3);
    lifecycle('pagehide', false);
    expect(beaconBatches().map((batch) => batch.map((event) => event.type))).toEqual([['after-acceptance']]);
  });

  it('with a signal already aborted starts no timer and no listener', () => {
    controller.abort();
    const queue = createTraceQueue({ signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    queue.trace('x', 1);
    lifecycle('pagehide', false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
