// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORY_MAX_LENGTH, PRICE_MAX_CENTS, TAG_MAX_LENGTH } from '../../shared/limits.ts';
import { isValidCategory, isValidPrice, isValidTag } from './product-limits.ts';

describe('product limits (GMM §5, §9)', () => {
  it('a price is a whole number of cents from 0 to 100000000', () => {
    expect(PRICE_MAX_CENTS).toBe(100_000_000);
    for (const price of [0, 1, 99_999_999, 100_000_000]) expect(isValidPrice(price)).toBe(true);
    for (const price of [100_000_001, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '100', null, undefined]) expect(isValidPrice(price)).toBe(false);
  });

  it('a tag has at most 50 characters, a category at most 25; neither is blank', () => {
    expect([TAG_MAX_LENGTH, CATEGORY_MAX_LENGTH]).toEqual([50, 25]);
    expect(isValidTag('t'.repeat(50))).toBe(true);
    expect(isValidTag('t'.repeat(51))).toBe(false);
    expect(isValidCategory('c'.repeat(25))).toBe(true);
    expect(isValidCategory('c'.repeat(26))).toBe(false);
    // UTF-16 code units, as an input's maxlength counts: an emoji is two.
    expect(isValidCategory('😀'.repeat(12) + 'c')).toBe(true);
    expect(isValidCategory('😀'.repeat(13))).toBe(false);
    for (const blank of ['', ' ', '\t\n']) {
      expect(isValidTag(blank)).toBe(false);
      expect(isValidCategory(blank)).toBe(false);
    }
    expect(isValidTag(7)).toBe(false);
  });
});
