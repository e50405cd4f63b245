// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexFiles } from './chunk-map.ts';
import { entryFeatures } from './entry-features.ts';

describe('entryFeatures', () => {
  it('keeps a block type id for block markers, the whole selector for any other, 0 for a lazy feature, then the file indices', () => {
    const map = indexFiles({
      accordion: ['chunks/accordion-1.js', 'chunks/every-page-2.js'],
      cart: ['chunks/cart-3.js', 'chunks/every-page-2.js'],
      dialog: ['chunks/dialog-4.js'],
    });
    expect(
      entryFeatures(
        [
          { name: 'accordion', selector: '[data-block-type="69"]' },
          { name: 'cart', selector: '[data-cart-root]' },
          { name: 'odd', selector: '[data-block-type="69"] .x' },
          { name: 'dialog' },
        ],
        map,
      ),
    ).toEqual({ accordion: [69, 1, 0], cart: ['[data-cart-root]', 2, 0], odd: ['[data-block-type="69"] .x'], dialog: [0, 3] });
    expect(map.files).toEqual(['chunks/every-page-2.js', 'chunks/accordion-1.js', 'chunks/cart-3.js', 'chunks/dialog-4.js']);
  });
});
