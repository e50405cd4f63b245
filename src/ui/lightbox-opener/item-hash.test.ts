import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashWithItemId, itemIdInHash } from './item-hash.ts';

describe('#itemId= in the address', () => {
  it('reads the item id among other hash parameters, URL-decoded', () => {
    expect(itemIdInHash('#itemId=praia')).toBe('praia');
    expect(itemIdInHash('#a=1&itemId=s%C3%A3o-paulo&b=2')).toBe('são-paulo');
    expect(itemIdInHash('itemId=praia')).toBe('praia');
  });

  it('names no item without the key, with an empty value, or with a longer key', () => {
    expect([itemIdInHash(''), itemIdInHash('#'), itemIdInHash('#itemId='), itemIdInHash('#itemIds=x'), itemIdInHash('#top')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a malformed escape as written', () => {
    expect(itemIdInHash('#itemId=100%')).toBe('100%');
  });

  it('sets, replaces and takes out the item id, keeping the other parameters', () => {
    expect(hashWithItemId('', 'praia')).toBe('#itemId=praia');
    expect(hashWithItemId('#a=1&itemId=serra', 'praia')).toBe('#a=1&itemId=praia');
    expect(hashWithItemId('#a=1&itemId=serra', undefined)).toBe('#a=1');
    expect(hashWithItemId('#itemId=serra', undefined)).toBe('');
  });

  it('reads back any id it writes', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string(), (id, other) => itemIdInHash(hashWithItemId(`#x=${encodeURIComponent(other)}`, id)) === id));
  });
});
