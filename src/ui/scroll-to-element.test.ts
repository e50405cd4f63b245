import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToElement } from './scroll-to-element.ts';

let pending: FrameRequestCallback[];
const START = 1000;
function frame(now: number): void {
  const callbacks = pending;
  pending = [];
  for (const callback of callbacks) callback(now);
}

let scrollTo: ReturnType<typeof vi.fn>;
function page({ scrollY, top, reduce }: { scrollY: number; top: number; reduce: boolean }): HTMLElement {
  vi.stubGlobal('scrollY', scrollY);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  const element = document.createElement('div');
  document.body.append(element);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 100, height: 50 }));
  return element;
}

beforeEach(() => {
  // The tween's deadline (duration + 50 ms) on the fake clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pending = [];
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => pending.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (pending = []));
  vi.spyOn(performance, 'now').mockReturnValue(START);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('scrollToElement', () => {
  it('scrolls at once under prefers-reduced-motion, so the element sits 30 px below the top', () => {
    scrollToElement(page({ scrollY: 200, top: 500, reduce: true }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 670);
    expect(pending).toHaveLength(0);
  });

  it('otherwise tweens there over 300 ms, ending exactly on the target', () => {
    scrollToElement(page({ scrollY: 200, top: 500, reduce: false }));
    expect(scrollTo).not.toHaveBeenCalled();
    frame(START);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 200);
    frame(START + 100);
    const [, middle] = scrollTo.mock.lastCall as [number, number];
    expect(middle).toBeGreaterThan(200);
    expect(middle).toBeLessThan(670);
    frame(START + 300);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 670);
    expect(pending).toHaveLength(0);
  });

  it('never scrolls above the top of the page', () => {
    scrollToElement(page({ scrollY: 100, top: -200, reduce: true }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('scrolls at once when already there', () => {
    scrollToElement(page({ scrollY: 100, top: 30, reduce: false }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 100);
    expect(pending).toHaveLength(0);
  });

  it('takes another offset', () => {
    scrollToElement(page({ scrollY: 0, top: 500, reduce: true }), 0);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 500);
  });

  it('the cancel stops the tween', () => {
    const cancel = scrollToElement(page({ scrollY: 0, top: 500, reduce: false }));
    frame(START + 100);
    cancel();
    frame(START + 300);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('lands on the target 350 ms after the start when no animation frame comes (a hidden tab)', () => {
    scrollToElement(page({ scrollY: 200, top: 500, reduce: false }));
    vi.advanceTimersByTime(349);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 670);
  });
});
