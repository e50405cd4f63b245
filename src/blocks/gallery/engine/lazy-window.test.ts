import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexesToLoad } from './lazy-window.ts';

describe('indexesToLoad (GMM §4.6)', () => {
  it('"Lazy loading off: all images load."', () => {
    expect(indexesToLoad({ lazyLoad: 'off', currentIndex: 3, count: 6, preloadCount: 0, loop: false })).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('by index: preloadCount positions either side of currentIndex', () => {
    expect(indexesToLoad({ currentIndex: 5, count: 10, preloadCount: 1, loop: false })).toEqual([4, 5, 6]);
    expect(indexesToLoad({ lazyLoad: 'index', currentIndex: 5, count: 10, preloadCount: 2, loop: true })).toEqual([3, 4, 5, 6, 7]);
    expect(indexesToLoad({ currentIndex: 5, count: 10, preloadCount: 0, loop: true })).toEqual([5]);
  });

  it('"With loop on, positions wrap around."', () => {
    expect(indexesToLoad({ currentIndex: 0, count: 200, preloadCount: 2, loop: true })).toEqual([0, 1, 2, 198, 199]);
    expect(indexesToLoad({ currentIndex: 199, count: 200, preloadCount: 1, loop: true })).toEqual([0, 198, 199]);
  });

  it('"With loop off, positions are clamped to the first and last slide."', () => {
    expect(indexesToLoad({ currentIndex: 0, count: 200, preloadCount: 2, loop: false })).toEqual([0, 1, 2]);
    expect(indexesToLoad({ currentIndex: 199, count: 200, preloadCount: 1, loop: false })).toEqual([198, 199]);
  });

  it('a window as wide as the gallery loads every slide once; no slides, nothing', () => {
    expect(indexesToLoad({ currentIndex: 1, count: 3, preloadCount: 1, loop: true })).toEqual([0, 1, 2]);
    expect(indexesToLoad({ currentIndex: 0, count: 3, preloadCount: 5, loop: true })).toEqual([0, 1, 2]);
    expect(indexesToLoad({ currentIndex: 0, count: 1, preloadCount: 1, loop: true })).toEqual([0]);
    expect(indexesToLoad({ currentIndex: 0, count: 0, preloadCount: 1, loop: true })).toEqual([]);
  });

  it('a negative preloadCount loads the current slide only; a fractional one is floored', () => {
    expect(indexesToLoad({ currentIndex: 2, count: 5, preloadCount: -3, loop: true })).toEqual([2]);
    expect(indexesToLoad({ currentIndex: 2, count: 9, preloadCount: 1.9, loop: true })).toEqual([1, 2, 3]);
  });

  const window = fc.record({
    count: fc.integer({ min: 1, max: 300 }),
    currentIndex: fc.integer({ min: -500, max: 500 }),
    preloadCount: fc.integer({ min: 0, max: 20 }),
    loop: fc.boolean(),
  });

  it('property: in range, sorted, no duplicates, current included, at most 2·preloadCount + 1', () => {
    fc.assert(
      fc.property(window, (input) => {
        const indexes = indexesToLoad(input);
        const current = ((input.currentIndex % input.count) + input.count) % input.count;
        expect(indexes).toContain(current);
        expect(indexes.length).toBeLessThanOrEqual(Math.min(input.count, 2 * input.preloadCount + 1));
        indexes.forEach((index, i) => {
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(input.count);
          if (i > 0) expect(index).toBeGreaterThan(indexes[i - 1] ?? -1);
        });
      }),
    );
  });

  it('property: with loop the window is symmetric modulo count, and holds min(count, 2·preloadCount + 1) slides', () => {
    fc.assert(
      fc.property(window, (input) => {
        const indexes = indexesToLoad({ ...input, loop: true });
        const { count } = input;
        const current = ((input.currentIndex % count) + count) % count;
        for (const index of indexes) expect(indexes).toContain((((2 * current - index) % count) + count) % count);
        expect(indexes.length).toBe(Math.min(count, 2 * input.preloadCount + 1));
      }),
    );
  });

  it('property: without loop the window is the contiguous clamped range', () => {
    fc.assert(
      fc.property(window, (input) => {
        const { count, preloadCount } = input;
        const current = ((input.currentIndex % count) + count) % count;
        const first = Math.max(0, current - preloadCount);
        const last = Math.min(count - 1, current + preloadCount);
        expect(indexesToLoad({ ...input, loop: false })).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
      }),
    );
  });
});
