// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { donateUrl, giftCardUrl, subscribeUrl } from './checkout-routes.ts';

const BLANKS = [undefined, null, '', '   ', '\n\t'];

describe('checkout routes (site-runtime.md §2)', () => {
  it('donation: /checkout/donate?donatePageId=', () => {
    expect(donateUrl('5f0c1a2b3c4d5e6f7a8b9c44')).toBe('/checkout/donate?donatePageId=5f0c1a2b3c4d5e6f7a8b9c44');
  });

  it('gift card: websiteId and giftCardProductId, then sku only when given', () => {
    expect(giftCardUrl({ websiteId: 'w1', giftCardProductId: 'p1', sku: 'SQ1234567' })).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=p1&sku=SQ1234567',
    );
    expect(giftCardUrl({ websiteId: 'w1', giftCardProductId: 'p1' })).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=p1');
    expect(giftCardUrl({ websiteId: 'w1', giftCardProductId: 'p1', sku: ' ' })).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=p1');
  });

  it('subscription: /checkout/subscribe?cartToken=', () => {
    expect(subscribeUrl('mensal-abc')).toBe('/checkout/subscribe?cartToken=mensal-abc');
  });

  it('encodes every value (a space is %20, & and = never split the query) and trims it', () => {
    expect(donateUrl(' a b&c=d/é ')).toBe('/checkout/donate?donatePageId=a%20b%26c%3Dd%2F%C3%A9');
    expect(giftCardUrl({ websiteId: 'w&1', giftCardProductId: 'p#1', sku: 'S?Q' })).toBe(
      '/checkout/giftcard?websiteId=w%261&giftCardProductId=p%231&sku=S%3FQ',
    );
  });

  it.each(BLANKS)('a missing or blank required id (%j) gives no address at all', (blank) => {
    expect(donateUrl(blank)).toBeUndefined();
    expect(subscribeUrl(blank)).toBeUndefined();
    expect(giftCardUrl({ websiteId: blank, giftCardProductId: 'p1', sku: 'SQ1' })).toBeUndefined();
    expect(giftCardUrl({ websiteId: 'w1', giftCardProductId: blank })).toBeUndefined();
  });

  it('property: any non-blank id comes back, trimmed, as the only value of its parameter', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((id) => id.trim() !== ''),
        fc.string({ unit: 'grapheme' }),
        (id, sku) => {
          const donate = new URL(donateUrl(id)!, 'https://site.example/');
          expect(donate.pathname).toBe('/checkout/donate');
          expect([...donate.searchParams]).toEqual([['donatePageId', id.trim()]]);
          const gift = new URL(giftCardUrl({ websiteId: id, giftCardProductId: id, sku })!, 'https://site.example/');
          expect([...gift.searchParams]).toEqual([['websiteId', id.trim()], ['giftCardProductId', id.trim()], ...(sku.trim() ? [['sku', sku.trim()]] : [])]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
