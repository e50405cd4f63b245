import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNearViewport } from './load-near.ts';

/** The one IntersectionObserver the function makes: its options, and a way to report the image in or out. */
function stubObserver() {
  const seen: { options?: IntersectionObserverInit; observed: Element[]; disconnected: number; report: (isIntersecting: boolean) => void } = {
    observed: [],
    disconnected: 0,
    report: () => undefined,
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        seen.options = options;
        seen.report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe(element: Element) {
        seen.observed.push(element);
      }
      disconnect() {
        seen.disconnected++;
      }
    },
  );
  return seen;
}

function image(loading?: string): HTMLImageElement {
  const img = document.createElement('img');
  if (loading !== undefined) img.setAttribute('loading', loading);
  return img;
}

afterEach(() => vi.unstubAllGlobals());

describe('the image block’s lazy-load margin (GMM §9 "Lazy-load margin 200 px.")', () => {
  it('makes a lazy image eager once it is within 200 px of the viewport, and only then', () => {
    const observer = stubObserver();
    const img = image('lazy');
    loadNearViewport(img);
    expect(observer.options).toEqual({ rootMargin: '200px' });
    expect(observer.observed).toEqual([img]);
    observer.report(false);
    expect(img.getAttribute('loading')).toBe('lazy');
    observer.report(true);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(observer.disconnected).toBe(1);
  });

  it('leaves an image that is not lazy alone', () => {
    const observer = stubObserver();
    for (const loading of [undefined, 'eager']) {
      const img = image(loading);
      loadNearViewport(img)();
      expect(img.getAttribute('loading')).toBe(loading ?? null);
    }
    expect(observer.observed).toEqual([]);
  });

  it('destroy stops watching and gives loading="lazy" back, before or after the image came near', () => {
    const observer = stubObserver();
    const waiting = image('lazy');
    loadNearViewport(waiting)();
    expect(observer.disconnected).toBe(1);
    const loaded = image('lazy');
    const destroy = loadNearViewport(loaded);
    observer.report(true);
    destroy();
    expect(loaded.outerHTML).toBe('<img loading="lazy">');
  });
});
