// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, ratio } from './stats.ts';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([10, 1, 4, 2])).toBe(3);
  });

  it('skips missing and non-finite values', () => {
    expect(median([undefined, 7, Number.NaN, 9, Number.POSITIVE_INFINITY, 8])).toBe(8);
  });

  it('is undefined without any value', () => {
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });
});

describe('ratio', () => {
  it('divides', () => {
    expect(ratio(3, 2)).toBe(1.5);
  });

  it('is undefined for a missing value or a divisor that is not positive', () => {
    expect(ratio(undefined, 2)).toBeUndefined();
    expect(ratio(2, undefined)).toBeUndefined();
    expect(ratio(2, 0)).toBeUndefined();
  });
});
