// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_BASE } from '../../shared/limits.ts';
import { FILE_SIZE_UNITS, formatFileSize } from './file-size.ts';

describe('formatFileSize (GMM §9: units Bytes to YB, base 1024)', () => {
  it('has the units Bytes to YB and base 1024', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(FILE_SIZE_BASE).toBe(1024);
  });

  it('writes the size in the largest unit that keeps it at 1 or more, with up to two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_000_000)).toBe('976.56 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
  });

  it('never writes 1024 of a unit: what rounds up to it is 1 of the next', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1023.999)).toBe('1 KB');
  });

  it('stays in YB beyond it, with no exponent', () => {
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048 YB');
    expect(formatFileSize(Number.MAX_VALUE)).toMatch(/^\d+ YB$/);
  });

  it('gives no text for what is no size', () => {
    for (const bytes of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(bytes)).toBeUndefined();
  });

  it('any size: a number under 1024 (unless in YB) and the unit its magnitude calls for', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e30, noNaN: true }), (bytes) => {
        const [amount, unit] = formatFileSize(bytes)!.split(' ') as [string, (typeof FILE_SIZE_UNITS)[number]];
        const value = Number(amount);
        const index = FILE_SIZE_UNITS.indexOf(unit);
        expect(amount).toMatch(/^\d+(?:\.\d{1,2})?$/);
        if (unit !== 'YB') expect(value).toBeLessThan(1024);
        expect(Math.abs(value * 1024 ** index - bytes)).toBeLessThanOrEqual(0.005 * 1024 ** index + 1e-9 * bytes);
      }),
      { numRuns: 500 },
    );
  });
});
