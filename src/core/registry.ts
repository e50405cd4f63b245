import { BLOCK_TYPE } from '../shared/block-types.ts';

/**
 * A feature is a lazily loaded chunk (src/blocks/<name>/index.ts) mounted once on every element
 * matching its selector. Page-level initialisers use a selector that matches one page-level marker.
 */
export interface Feature {
  readonly name: string;
  readonly selector: string;
}

const block = (id: number): string => `[data-block-type="${id}"]`;

export const FEATURES: readonly Feature[] = [
  { name: 'accordion', selector: block(BLOCK_TYPE.accordion) },
  { name: 'menu', selector: block(BLOCK_TYPE.menu) },
  { name: 'cart', selector: '[data-cart-root]' },
];
