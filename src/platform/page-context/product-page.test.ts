import { describe, expect, it } from 'vitest';
import { parsePageContext } from './read-page-context.ts';
import { isProductPage } from './product-page.ts';

const contextOf = (json: object) => parsePageContext(JSON.stringify(json)).context;
const PRODUCTS = { id: '5f0c1a2b3c4d5e6f7a8b9c33', fullUrl: '/loja', type: 13 };
const PRODUCT = { id: '5f0c1a2b3c4d5e6f7a8b9c44', fullUrl: '/loja/caneca-azul', recordType: 11 };

describe('isProductPage: an item of a products collection (GMM §3.6 "products 13")', () => {
  it('is an item, with an id, of a products collection, whatever the page type and record type', () => {
    expect(isProductPage(contextOf({ pageType: 50, collection: PRODUCTS, item: PRODUCT }))).toBe(true);
    expect(isProductPage(contextOf({ pageType: 2, collection: PRODUCTS, item: { ...PRODUCT, recordType: 1 } }))).toBe(true);
  });

  it.each([
    ['the products collection’s own page (no item)', { collection: PRODUCTS, item: null }],
    ['an item whose id fell back to ""', { collection: PRODUCTS, item: { ...PRODUCT, id: '' } }],
    ['an item of a blog (collection type 1)', { collection: { ...PRODUCTS, type: 1 }, item: PRODUCT }],
    ['an item of a page collection (10)', { collection: { ...PRODUCTS, type: 10 }, item: PRODUCT }],
    ['an item without a collection', { collection: null, item: PRODUCT }],
    ['an ordinary page', {}],
  ])('is not %s', (_name, context) => {
    expect(isProductPage(contextOf(context))).toBe(false);
  });
});
