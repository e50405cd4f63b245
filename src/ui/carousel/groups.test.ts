import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carouselControls, effectiveSlidesPerRow, groupCount, groupOf, groupRange } from './groups.ts';

describe('effectiveSlidesPerRow (GMM §9 "Carousel")', () => {
  it('"slidesPerRow 3" by default', () => {
    expect(effectiveSlidesPerRow(undefined, 1200)).toBe(3);
    expect(effectiveSlidesPerRow(undefined, 724)).toBe(3);
  });

  it('"Reduced to 2 when the width is under 480 px and the value is more than 1"', () => {
    expect(effectiveSlidesPerRow(5, 479)).toBe(2);
    expect(effectiveSlidesPerRow(3, 479)).toBe(2);
    expect(effectiveSlidesPerRow(2, 479)).toBe(2);
    expect(effectiveSlidesPerRow(1, 479)).toBe(1);
    expect(effectiveSlidesPerRow(undefined, 320)).toBe(2);
  });

  it('"Reduced to 3 when the width is under 724 px and the value is more than 2"', () => {
    expect(effectiveSlidesPerRow(5, 480)).toBe(3);
    expect(effectiveSlidesPerRow(5, 723)).toBe(3);
    expect(effectiveSlidesPerRow(3, 723)).toBe(3);
    expect(effectiveSlidesPerRow(2, 480)).toBe(2);
    expect(effectiveSlidesPerRow(1, 600)).toBe(1);
  });

  it('kept from 724 px on', () => {
    expect(effectiveSlidesPerRow(5, 724)).toBe(5);
    expect(effectiveSlidesPerRow(2, 724)).toBe(2);
    expect(effectiveSlidesPerRow(1, 2000)).toBe(1);
  });

  it('decided: a non-finite or below-1 value is the default 3; a fraction is floored', () => {
    expect(effectiveSlidesPerRow(0, 1000)).toBe(3);
    expect(effectiveSlidesPerRow(-2, 1000)).toBe(3);
    expect(effectiveSlidesPerRow(Number.NaN, 1000)).toBe(3);
    expect(effectiveSlidesPerRow(4.7, 1000)).toBe(4);
  });
});

describe('groups', () => {
  it('groups of perRow: 7 slides by 3 are [0-2], [3-5], [6]', () => {
    expect([0, 2, 3, 5, 6].map((i) => groupOf(i, 3))).toEqual([0, 0, 1, 1, 2]);
    expect(groupCount(7, 3)).toBe(3);
    expect(groupRange(2, 3, 7)).toEqual({ start: 6, end: 7 });
    expect(groupCount(0, 3)).toBe(0);
  });

  it('property: the groups partition the slides, every group but the last holds exactly perRow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 12 }), (count, perRow) => {
        const groups = groupCount(count, perRow);
        const seen: number[] = [];
        for (let group = 0; group < groups; group++) {
          const { start, end } = groupRange(group, perRow, count);
          if (group < groups - 1) expect(end - start).toBe(perRow);
          else expect(end - start).toBeGreaterThan(0);
          for (let i = start; i < end; i++) {
            expect(groupOf(i, perRow)).toBe(group);
            seen.push(i);
          }
        }
        expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
      }),
    );
  });
});

describe('carouselControls (GMM §4.4)', () => {
  it('"hidden when all slides fit"', () => {
    expect(carouselControls({ count: 3, perRow: 3, group: 0, loop: false }).hidden).toBe(true);
    expect(carouselControls({ count: 1, perRow: 3, group: 0, loop: true }).hidden).toBe(true);
    expect(carouselControls({ count: 4, perRow: 3, group: 0, loop: false }).hidden).toBe(false);
  });

  it('"disabled at the first or last group" without loop', () => {
    expect(carouselControls({ count: 9, perRow: 3, group: 0, loop: false })).toEqual({ hidden: false, previousDisabled: true, nextDisabled: false });
    expect(carouselControls({ count: 9, perRow: 3, group: 1, loop: false })).toEqual({ hidden: false, previousDisabled: false, nextDisabled: false });
    expect(carouselControls({ count: 9, perRow: 3, group: 2, loop: false })).toEqual({ hidden: false, previousDisabled: false, nextDisabled: true });
  });

  it('decided: never disabled with loop on', () => {
    expect(carouselControls({ count: 9, perRow: 3, group: 0, loop: true })).toEqual({ hidden: false, previousDisabled: false, nextDisabled: false });
    expect(carouselControls({ count: 9, perRow: 3, group: 2, loop: true })).toEqual({ hidden: false, previousDisabled: false, nextDisabled: false });
  });
});
