import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bars, linePath, linePoints, pieSlices, slicePath, valueScale, xOf, yOf, type Box } from './geometry.ts';

const BOX: Box = { left: 10, top: 20, width: 400, height: 200 };
// What a table holds: numbers with up to two decimals, negative ones included.
const finite = fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100);

describe('valueScale', () => {
  it('starts at zero with round ticks', () => {
    expect(valueScale([120, 150])).toEqual({ min: 0, max: 150, ticks: [0, 50, 100, 150] });
    expect(valueScale([0.3, 0.1])).toEqual({ min: 0, max: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
    expect(valueScale([-15, 42])).toEqual({ min: -20, max: 60, ticks: [-20, 0, 20, 40, 60] });
    expect(valueScale([1234.5, 99])).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueScale([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('property: holds every value and zero, at most 6 evenly spaced ticks from min to max', () => {
    fc.assert(
      fc.property(fc.array(finite, { minLength: 1, maxLength: 20 }), (values) => {
        const { min, max, ticks } = valueScale(values);
        expect(min).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(max).toBeGreaterThanOrEqual(Math.max(0, ...values));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(ticks[0]).toBe(min);
        expect(ticks.at(-1)).toBe(max);
        expect(ticks).toContain(0);
        const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
        ticks.forEach((tick, index) => expect(tick - (ticks[0] ?? 0)).toBeCloseTo(step * index, 6));
      }),
    );
  });

  it('places values in the box: min at its bottom, max at its top', () => {
    const scale = valueScale([0, 100]);
    expect(yOf(scale.min, scale, BOX)).toBe(220);
    expect(yOf(scale.max, scale, BOX)).toBe(20);
    expect(xOf(0, 4, BOX)).toBe(60);
    expect(xOf(3, 4, BOX)).toBe(360);
  });
});

describe('bars', () => {
  it('groups one bar per series inside each category, from zero up or down; a missing value has none', () => {
    const scale = valueScale([-50, 100]);
    expect(scale).toEqual({ min: -50, max: 100, ticks: [-50, 0, 50, 100] });
    const drawn = bars(
      [
        [100, null],
        [-50, 20],
      ],
      2,
      scale,
      BOX,
    );
    expect(drawn.map(({ series, category }) => [series, category])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    const zero = yOf(0, scale, BOX);
    const [up, down] = drawn;
    expect(up?.y).toBeCloseTo(yOf(100, scale, BOX));
    expect((up?.y ?? 0) + (up?.height ?? 0)).toBeCloseTo(zero);
    expect(down?.y).toBeCloseTo(zero);
    expect((down?.y ?? 0) + (down?.height ?? 0)).toBeCloseTo(yOf(-50, scale, BOX));
    // Side by side in the first category's slot (200 wide, 70% for bars: 70 each, 30 of margin).
    expect(up?.x).toBeCloseTo(40);
    expect(down?.x).toBeCloseTo(110);
    expect(up?.width).toBeCloseTo(70);
  });

  it('property: every bar stays inside the box and its category slot', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.option(finite, { nil: null }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (series) => {
        const scale = valueScale(series.flat().filter((value): value is number => value !== null));
        for (const bar of bars(series, 3, scale, BOX)) {
          const slot = BOX.width / 3;
          expect(bar.x).toBeGreaterThanOrEqual(BOX.left + slot * bar.category - 1e-6);
          expect(bar.x + bar.width).toBeLessThanOrEqual(BOX.left + slot * (bar.category + 1) + 1e-6);
          expect(bar.y).toBeGreaterThanOrEqual(BOX.top - 1e-6);
          expect(bar.y + bar.height).toBeLessThanOrEqual(BOX.top + BOX.height + 1e-6);
        }
      }),
    );
  });
});

describe('lines', () => {
  it('a missing value breaks the line instead of bridging it', () => {
    const scale = { min: 0, max: 100, ticks: [0, 100] };
    const points = linePoints([0, 50, null, 100, 100], scale, BOX);
    expect(points[2]).toBeNull();
    expect(linePath(points)).toBe('M50 220 L130 120 M290 20 L370 20');
    expect(linePath([null, null])).toBe('');
  });
});

describe('pie', () => {
  it('slices the positive values clockwise from twelve o’clock; zero, negative and missing have none', () => {
    const slices = pieSlices([30, 0, null, -5, 10]);
    expect(slices.map(({ index, share }) => [index, share])).toEqual([
      [0, 0.75],
      [4, 0.25],
    ]);
    expect(slices[0]?.start).toBe(0);
    expect(slices[1]?.end).toBeCloseTo(2 * Math.PI);
    expect(pieSlices([0, null, -1])).toEqual([]);
  });

  it('property: shares sum to 1 and the slices tile the circle in order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: -10, max: 1e6, noNaN: true }), { nil: null }), { maxLength: 12 }), (values) => {
        const slices = pieSlices(values);
        if (!slices.length) return;
        expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1, 9);
        slices.forEach((slice, index) => expect(slice.start).toBe(index === 0 ? 0 : slices[index - 1]?.end));
        expect(slices.at(-1)?.end).toBeCloseTo(2 * Math.PI, 9);
      }),
    );
  });

  it('builds slice paths: a quarter, more than half (the large arc), and the whole circle as two halves', () => {
    expect(slicePath({ start: 0, end: Math.PI / 2 }, 100, 100, 50)).toBe('M100 100 L100 50 A50 50 0 0 1 150 100 Z');
    expect(slicePath({ start: 0, end: (3 * Math.PI) / 2 }, 100, 100, 50)).toBe('M100 100 L100 50 A50 50 0 1 1 50 100 Z');
    expect(slicePath({ start: 0, end: 2 * Math.PI }, 100, 100, 50)).toBe('M100 50 A50 50 0 0 1 100 150 A50 50 0 0 1 100 50 Z');
  });
});
