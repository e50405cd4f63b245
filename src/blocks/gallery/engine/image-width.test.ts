import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cdnSrcset, cdnUrl, cdnWidthFor, hasCdnWidth } from './image-width.ts';

const WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100];

describe('cdnWidthFor: the smallest of 2500, 1500, 1000, 750, 500, 300, 100 with enough pixels', () => {
  it('examples', () => {
    expect(cdnWidthFor(375)).toBe(500);
    expect(cdnWidthFor(375, 2)).toBe(750);
    expect(cdnWidthFor(375, 3)).toBe(1500);
    expect(cdnWidthFor(1000)).toBe(1000);
    expect(cdnWidthFor(1001)).toBe(1500);
    expect(cdnWidthFor(80)).toBe(100);
    expect(cdnWidthFor(0)).toBe(100);
  });

  it('2500 when none is wide enough', () => {
    expect(cdnWidthFor(1920, 2)).toBe(2500);
    expect(cdnWidthFor(2501)).toBe(2500);
  });

  it('a missing or nonsense device pixel ratio counts as 1', () => {
    expect(cdnWidthFor(600, 0)).toBe(750);
    expect(cdnWidthFor(600, Number.NaN)).toBe(750);
    expect(cdnWidthFor(600, -2)).toBe(750);
  });

  const needed = fc.integer({ min: 1, max: 4000 }).chain((css) => fc.tuple(fc.constant(css), fc.constantFrom(1, 1.5, 2, 2.625, 3)));

  it('property: always a CDN width, and at least the pixels needed up to 2500', () => {
    fc.assert(
      fc.property(needed, ([css, dpr]) => {
        const width = cdnWidthFor(css, dpr);
        expect(WIDTHS).toContain(width);
        if (css * dpr <= 2500) expect(width).toBeGreaterThanOrEqual(css * dpr);
        else expect(width).toBe(2500);
      }),
    );
  });

  it('property: never more than twice the pixels needed when they are 150 or more, or between 50 and 100', () => {
    fc.assert(
      fc.property(needed, ([css, dpr]) => {
        const n = css * dpr;
        if (n >= 150 || (n >= 50 && n <= 100)) expect(cdnWidthFor(css, dpr)).toBeLessThanOrEqual(2 * n);
      }),
    );
  });

  it('and where it is not: 100 < n < 150 takes 300 (the gap from 100 to 300), n < 50 takes 100', () => {
    expect(cdnWidthFor(101)).toBe(300);
    expect(cdnWidthFor(149)).toBe(300);
    expect(cdnWidthFor(150)).toBe(300);
    expect(cdnWidthFor(49)).toBe(100);
  });
});

describe('cdnUrl: "with the size in the file name or in a query parameter named format"', () => {
  it('rewrites the -{width}w file-name segment', () => {
    expect(cdnUrl('/s/praia-1000w.jpg', 500)).toBe('/s/praia-500w.jpg');
    expect(cdnUrl('https://images.example/s/serra-da-mantiqueira-2500w.webp?v=2#x', 750)).toBe('https://images.example/s/serra-da-mantiqueira-750w.webp?v=2#x');
  });

  it('rewrites the format query parameter', () => {
    expect(cdnUrl('https://images.example/content/praia.jpg?format=1000w', 300)).toBe('https://images.example/content/praia.jpg?format=300w');
    expect(cdnUrl('/content/praia.jpg?a=1&format=2500w&b=2', 100)).toBe('/content/praia.jpg?a=1&format=100w&b=2');
  });

  it('returns any other URL unchanged', () => {
    for (const url of [
      '/s/praia.jpg',
      '/s/praia-1000.jpg',
      '/s/praia-1000w',
      '/s/praia.jpg?format=original',
      '/s/praia.jpg?myformat=1000w',
      '/s/1000w-praia.jpg',
    ]) {
      expect(cdnUrl(url, 500)).toBe(url);
      expect(hasCdnWidth(url)).toBe(false);
    }
  });

  it('cdnSrcset lists every width, smallest first', () => {
    expect(cdnSrcset('/s/praia-1000w.jpg')).toBe(
      '/s/praia-100w.jpg 100w, /s/praia-300w.jpg 300w, /s/praia-500w.jpg 500w, /s/praia-750w.jpg 750w, /s/praia-1000w.jpg 1000w, /s/praia-1500w.jpg 1500w, /s/praia-2500w.jpg 2500w',
    );
    expect(cdnSrcset('/s/praia.jpg')).toBeUndefined();
  });
});
