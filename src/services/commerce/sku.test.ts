// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_SKU_DIGITS, GENERATED_SKU_PREFIX, SKU_MAX_LENGTH } from '../../shared/limits.ts';
import { isValidSku } from './product-limits.ts';
import { generateSku } from './sku.ts';

afterEach(() => vi.restoreAllMocks());

describe('generateSku (GMM §5: "SQ" followed by 7 random digits)', () => {
  it('is SQ and 7 digits, a valid SKU, every time', () => {
    expect([GENERATED_SKU_PREFIX, GENERATED_SKU_DIGITS]).toEqual(['SQ', 7]);
    fc.assert(
      fc.property(fc.constant(null), () => {
        const sku = generateSku();
        expect(sku).toMatch(/^SQ\d{7}$/);
        expect(isValidSku(sku)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('draws from crypto, never Math.random, and uses every digit in every place', () => {
    const random = vi.spyOn(Math, 'random');
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const skus = Array.from({ length: 2000 }, generateSku);
    expect(random).not.toHaveBeenCalled();
    expect(crypto).toHaveBeenCalled();
    for (let place = 2; place < 9; place++) expect(new Set(skus.map((sku) => sku[place])).size).toBe(10);
    // 10^7 possible SKUs: 2000 draws repeat 0.2 on average; more than 5 repeats has a chance under one in ten million.
    expect(new Set(skus).size).toBeGreaterThan(1995);
  });
});

describe('isValidSku (GMM §5: "SKU length max 60")', () => {
  it('takes 1 to 60 characters, not blank', () => {
    expect(SKU_MAX_LENGTH).toBe(60);
    expect(isValidSku('A'.repeat(60))).toBe(true);
    expect(isValidSku('A'.repeat(61))).toBe(false);
    expect(isValidSku('x')).toBe(true);
    expect(isValidSku('')).toBe(false);
    expect(isValidSku('   ')).toBe(false);
    expect(isValidSku(12345)).toBe(false);
    expect(isValidSku(undefined)).toBe(false);
  });

  it('is the length rule and nothing else, for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'grapheme' }), (sku) => {
        expect(isValidSku(sku)).toBe(sku.trim() !== '' && sku.length <= SKU_MAX_LENGTH);
      }),
      { numRuns: 500 },
    );
  });
});
