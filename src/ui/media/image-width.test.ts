import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CDN_IMAGE_WIDTHS } from '../../shared/platform.ts';
import { fittedSrcset } from './image-width.ts';

const srcsetOf = (widths: readonly number[]): string => widths.map((width) => `/s/praia_1500x1000-${width}w.jpg ${width}w`).join(', ');
const ALL = srcsetOf([...CDN_IMAGE_WIDTHS].sort((a, b) => a - b));

/** What Chromium picks from a srcset of w descriptors for an image `needed` device pixels wide. */
function browserPick(srcset: string, needed: number): number {
  const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
  return widths.find((width) => width >= needed) ?? widths.at(-1) ?? 0;
}

describe('fittedSrcset: no file more than twice the image (GMM §7 widths: 2500, 1500, 1000, 750, 500, 300, 100)', () => {
  it('keeps the srcset when the file the browser picks is at most twice the image', () => {
    expect(fittedSrcset(ALL, 375)).toBeUndefined();
    expect(fittedSrcset(ALL, 150)).toBeUndefined();
    expect(fittedSrcset(ALL, 100)).toBeUndefined();
    expect(fittedSrcset(ALL, 2400)).toBeUndefined();
    expect(fittedSrcset(ALL, 4000)).toBeUndefined();
  });

  it('between 100 and 150 px it leaves out 300w and above, so the 100w file is picked', () => {
    expect(fittedSrcset(ALL, 114)).toBe(srcsetOf([100]));
    expect(fittedSrcset(ALL, 149)).toBe(srcsetOf([100]));
    expect(browserPick(fittedSrcset(ALL, 114) ?? '', 114)).toBe(100);
  });

  it('under 50 px every file is wider than twice: the browser already picks the smallest', () => {
    expect(fittedSrcset(ALL, 40)).toBeUndefined();
    expect(browserPick(ALL, 40)).toBe(100);
  });

  it('works on the widths the image has, in any order, and with the format query parameter', () => {
    const some = '/s/a.jpg?format=300w 300w, /s/a.jpg?format=750w 750w, /s/a.jpg?format=100w 100w';
    expect(fittedSrcset(some, 120)).toBe('/s/a.jpg?format=100w 100w');
    expect(fittedSrcset(srcsetOf([300, 750]), 120)).toBeUndefined();
  });

  it('leaves a srcset it cannot read, or a width that is no width, to the browser', () => {
    expect(fittedSrcset('/s/a.jpg 1x, /s/b.jpg 2x', 114)).toBeUndefined();
    expect(fittedSrcset('', 114)).toBeUndefined();
    expect(fittedSrcset(ALL, 0)).toBeUndefined();
    expect(fittedSrcset(ALL, Number.NaN)).toBeUndefined();
  });

  it('property: the browser then picks a file at most twice the image, unless every file is wider', () => {
    fc.assert(
      fc.property(fc.subarray([...CDN_IMAGE_WIDTHS], { minLength: 1 }), fc.double({ min: 1, max: 4000, noNaN: true }), (widths, needed) => {
        const srcset = srcsetOf(widths);
        const picked = browserPick(fittedSrcset(srcset, needed) ?? srcset, needed);
        expect(widths).toContain(picked);
        if (widths.some((width) => width <= 2 * needed)) expect(picked).toBeLessThanOrEqual(2 * needed);
        else expect(picked).toBe(Math.min(...widths));
      }),
    );
  });

  it('property: it only ever leaves files out, and never the one picked when that one was within twice', () => {
    fc.assert(
      fc.property(fc.subarray([...CDN_IMAGE_WIDTHS], { minLength: 1 }), fc.double({ min: 1, max: 4000, noNaN: true }), (widths, needed) => {
        const srcset = srcsetOf(widths);
        const fitted = fittedSrcset(srcset, needed);
        if (fitted === undefined) return;
        for (const candidate of fitted.split(', ')) expect(srcset.split(', ')).toContain(candidate);
        expect(browserPick(srcset, needed)).toBeGreaterThan(2 * needed);
      }),
    );
  });
});
