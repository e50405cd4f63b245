// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryFeatures } from './entry-features.ts';

describe('entryFeatures', () => {
  it('keeps a block type id for block markers and the whole selector for any other marker', () => {
    expect(
      entryFeatures([
        { name: 'accordion', selector: '[data-block-type="69"]' },
        { name: 'cart', selector: '[data-cart-root]' },
        { name: 'odd', selector: '[data-block-type="69"] .x' },
      ]),
    ).toEqual({ accordion: 69, cart: '[data-cart-root]', odd: '[data-block-type="69"] .x' });
  });
});
