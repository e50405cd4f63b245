import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, yieldToMain } from './after-load.ts';

/** requestIdleCallback as the test drives it: `idle()` is the main thread's next idle moment. */
let idleCallbacks: Map<number, { callback: () => void; timeout?: number }>;
let nextId: number;
function idle(): void {
  const waiting = [...idleCallbacks.values()];
  idleCallbacks.clear();
  for (const { callback } of waiting) callback();
}

function loading(state: DocumentReadyState): void {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

beforeEach(() => {
  idleCallbacks = new Map();
  nextId = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    nextId += 1;
    idleCallbacks.set(nextId, { callback, ...(options?.timeout !== undefined && { timeout: options.timeout }) });
    return nextId;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment (at most 2000 ms), and runs once', () => {
    loading('loading');
    const task = vi.fn();
    afterLoad(task, new AbortController().signal);
    expect(idleCallbacks.size).toBe(0);
    dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    expect([...idleCallbacks.values()].map((entry) => entry.timeout)).toEqual([2000]);
    idle();
    expect(task).toHaveBeenCalledOnce();
    dispatchEvent(new Event('load'));
    dispatchEvent(new Event('pagehide'));
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits for the next idle moment only', () => {
    loading('complete');
    const task = vi.fn();
    afterLoad(task, new AbortController().signal);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once when the page is hidden first (the visitor leaves), and not again at idle', () => {
    loading('loading');
    const task = vi.fn();
    afterLoad(task, new AbortController().signal);
    dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledOnce();
    dispatchEvent(new Event('load'));
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs nothing once the signal aborts, whether it aborted before or while waiting', () => {
    loading('complete');
    const task = vi.fn();
    const waiting = new AbortController();
    afterLoad(task, waiting.signal);
    waiting.abort();
    idle();
    const aborted = new AbortController();
    aborted.abort();
    afterLoad(task, aborted.signal);
    dispatchEvent(new Event('pagehide'));
    idle();
    expect(task).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback, runs in a task of its own after the load', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loading('complete');
    const task = vi.fn();
    afterLoad(task, new AbortController().signal);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('yieldToMain', () => {
  it('is scheduler.yield() where the browser has it, called on the scheduler', async () => {
    const scheduler = {
      yield: vi.fn(function (this: unknown) {
        expect(this).toBe(scheduler);
        return Promise.resolve();
      }),
    };
    vi.stubGlobal('scheduler', scheduler);
    await yieldToMain();
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });

  it('else resolves in a task of its own', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const yielded = yieldToMain().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    vi.advanceTimersByTime(1);
    await yielded;
    expect(done).toBe(true);
  });
});
