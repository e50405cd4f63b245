import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNearScreen } from './near-screen.ts';

/** The IntersectionObservers made, as the test drives them. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }[];
let idleCallbacks: (() => void)[];

beforeEach(() => {
  observers = [];
  idleCallbacks = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, observed: [] as Element[], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  vi.stubGlobal('innerHeight', 900);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A block whose box is at `top` (px from the screen's top), 300 px tall, with a link inside. */
function blockAt(top: number, size = { width: 600, height: 300 }): HTMLElement {
  const block = document.createElement('div');
  block.innerHTML = '<a href="/x">x</a>';
  block.getBoundingClientRect = () => ({ top, bottom: top + size.height, left: 0, right: size.width, ...size }) as DOMRect;
  document.body.append(block);
  return block;
}

/** What the promise resolved with so far (undefined: still waiting). */
function watch(element: Element, signal = new AbortController().signal) {
  let result: boolean | undefined;
  void whenNearScreen(element, signal).then((value) => (result = value));
  return async () => {
    await Promise.resolve();
    return result;
  };
}

const intersect = (isIntersecting: boolean) => {
  const observer = observers[0]!;
  observer.callback([{ isIntersecting, target: observer.observed[0]! } as IntersectionObserverEntry], {} as IntersectionObserver);
};

describe('whenNearScreen', () => {
  it('resolves at once for a block on the screen, within a viewport above or below it, or with no box', async () => {
    for (const top of [0, 1700, 1800, -1200]) expect(await watch(blockAt(top))()).toBe(true);
    expect(await watch(blockAt(5000, { width: 0, height: 0 }))()).toBe(true);
    expect(observers).toEqual([]);
  });

  it('waits for a block further away until it comes within a viewport of the screen', async () => {
    const result = watch(blockAt(1801));
    expect(await result()).toBeUndefined();
    expect(observers[0]?.options).toEqual({ rootMargin: '100% 0px' });
    intersect(false);
    expect(await result()).toBeUndefined();
    intersect(true);
    expect(await result()).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it.each(['pointerdown', 'focusin'])('resolves on the first %s inside the block, before it comes near', async (type) => {
    const block = blockAt(4000);
    const result = watch(block);
    block.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await result()).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves once the page has loaded and the main thread is idle, so every block mounts soon after load', async () => {
    const result = watch(blockAt(4000));
    dispatchEvent(new Event('load'));
    expect(await result()).toBeUndefined();
    for (const idle of idleCallbacks.splice(0)) idle();
    expect(await result()).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves false when the block is destroyed first, and then nothing else resolves or listens', async () => {
    const block = blockAt(4000);
    const mount = new AbortController();
    const result = watch(block, mount.signal);
    mount.abort();
    expect(await result()).toBe(false);
    expect(observers[0]?.disconnected).toBe(true);
    dispatchEvent(new Event('load'));
    expect(idleCallbacks).toEqual([]);
    expect(await watch(block, mount.signal)()).toBe(false);
  });
});
