// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../../shared/lists/enums.ts';
import { hasVariedPrices, isOnSale, isSoldOut, type Product, type ProductVariant } from './availability.ts';

const { physical, digital, service, giftCard } = PRODUCT_TYPE;

const number = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double(), fc.constant(Number.NaN));
const variant: fc.Arbitrary<ProductVariant> = fc.record(
  { price: number, salePrice: number, onSale: fc.boolean(), qtyInStock: number, unlimited: fc.boolean() },
  { requiredKeys: [] },
);
const productType = fc.oneof(fc.constantFrom(...Object.values(PRODUCT_TYPE)), fc.integer(), fc.constant(undefined));
const product: fc.Arbitrary<Product> = fc.record(
  { productType, variants: fc.array(variant, { maxLength: 6 }), onSale: fc.boolean() },
  { requiredKeys: ['variants'] },
);
const notDigital = product.filter((p) => p.productType !== digital);

describe('sold out (GMM §4.10)', () => {
  it('when no variant is unlimited or has stock above zero', () => {
    expect(isSoldOut({ productType: physical, variants: [{ qtyInStock: 0 }, { qtyInStock: -1 }] })).toBe(true);
    expect(isSoldOut({ productType: physical, variants: [{ qtyInStock: 0 }, { qtyInStock: 1 }] })).toBe(false);
    expect(isSoldOut({ productType: service, variants: [{ qtyInStock: 0, unlimited: true }] })).toBe(false);
    expect(isSoldOut({ productType: giftCard, variants: [{ qtyInStock: 0 }] })).toBe(true);
    expect(isSoldOut({ productType: physical, variants: [{ qtyInStock: Number.NaN }, {}] })).toBe(true);
    expect(isSoldOut({ productType: physical, variants: [] })).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });

  it('never for a digital product', () => {
    expect(isSoldOut({ productType: digital, variants: [{ qtyInStock: 0 }] })).toBe(false);
    expect(isSoldOut({ productType: digital })).toBe(false);
  });
});

describe('on sale (GMM §4.10)', () => {
  it('when any variant is on sale', () => {
    expect(isOnSale({ productType: physical, variants: [{ onSale: false }, { onSale: true }] })).toBe(true);
    expect(isOnSale({ productType: physical, variants: [{ onSale: false }, {}] })).toBe(false);
    expect(isOnSale({ productType: physical, variants: [], onSale: true })).toBe(false);
  });

  it('a digital product by its own flag, whatever its variants say', () => {
    expect(isOnSale({ productType: digital, onSale: true, variants: [] })).toBe(true);
    expect(isOnSale({ productType: digital, onSale: false, variants: [{ onSale: true }] })).toBe(false);
    expect(isOnSale({ productType: digital })).toBe(false);
  });
});

describe('varied prices (GMM §4.10)', () => {
  const base: ProductVariant = { price: 1000, onSale: false, salePrice: 800 };

  it('when variants differ in price, sale flag or sale price', () => {
    expect(hasVariedPrices({ productType: physical, variants: [base, { ...base }] })).toBe(false);
    expect(hasVariedPrices({ productType: physical, variants: [base, { ...base, price: 1200 }] })).toBe(true);
    expect(hasVariedPrices({ productType: physical, variants: [base, { ...base, onSale: true }] })).toBe(true);
    expect(hasVariedPrices({ productType: physical, variants: [base, { ...base, salePrice: 700 }] })).toBe(true);
    // A missing sale flag is false; a price unreadable in both is the same.
    expect(hasVariedPrices({ productType: physical, variants: [{ price: 1 }, { price: 1, onSale: false }] })).toBe(false);
    expect(hasVariedPrices({ productType: physical, variants: [{ price: Number.NaN }, { price: Number.NaN }] })).toBe(false);
    expect(hasVariedPrices({ productType: physical, variants: [base] })).toBe(false);
    expect(hasVariedPrices({ productType: physical, variants: [] })).toBe(false);
  });

  it('gift cards included; digital products never', () => {
    expect(hasVariedPrices({ productType: giftCard, variants: [{ price: 2500 }, { price: 5000 }] })).toBe(true);
    expect(hasVariedPrices({ productType: digital, variants: [{ price: 2500 }, { price: 5000 }] })).toBe(false);
  });
});

describe('availability properties', () => {
  const reversed = (p: Product): Product => ({ ...p, variants: [...(p.variants ?? [])].reverse() });

  it('a digital product is never sold out, never of varied prices, and on sale by its own flag alone', () => {
    fc.assert(
      fc.property(product, (p) => {
        const d = { ...p, productType: digital };
        expect(isSoldOut(d)).toBe(false);
        expect(hasVariedPrices(d)).toBe(false);
        expect(isOnSale(d)).toBe(p.onSale === true);
      }),
    );
  });

  it('the order of the variants changes nothing', () => {
    fc.assert(
      fc.property(product, (p) => {
        expect([isSoldOut(reversed(p)), isOnSale(reversed(p)), hasVariedPrices(reversed(p))]).toEqual([isSoldOut(p), isOnSale(p), hasVariedPrices(p)]);
      }),
    );
  });

  it('one unlimited variant or one in stock makes any other product available; one on sale makes it on sale', () => {
    fc.assert(
      fc.property(notDigital, fc.nat({ max: 6 }), fc.integer({ min: 1, max: 1e6 }), (p, at, stock) => {
        const add = (extra: ProductVariant): Product => ({ ...p, variants: (p.variants ?? []).toSpliced(at, 0, extra) });
        expect(isSoldOut(add({ unlimited: true }))).toBe(false);
        expect(isSoldOut(add({ qtyInStock: stock }))).toBe(false);
        expect(isOnSale(add({ onSale: true }))).toBe(true);
      }),
    );
  });

  it('copies of one variant never have varied prices; a copy with another price always does', () => {
    fc.assert(
      fc.property(notDigital, variant, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 1e8 }), (p, one, copies, price) => {
        const same = Array.from({ length: copies }, () => ({ ...one }));
        expect(hasVariedPrices({ ...p, variants: same })).toBe(false);
        fc.pre(one.price !== price);
        expect(hasVariedPrices({ ...p, variants: [...same, { ...one, price }] })).toBe(true);
      }),
    );
  });
});
