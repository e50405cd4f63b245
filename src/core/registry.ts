import { BLOCK_TYPE } from '../shared/block-types.ts';

/**
 * A feature is a lazily loaded chunk (src/blocks/<name>/index.ts) mounted once on every element
 * matching its selector. Page-level initialisers use a selector that matches one page-level marker.
 */
export interface Feature {
  readonly name: string;
  readonly selector: string;
  /** The module its chunk is built from; it exports `mount`. */
  readonly source: string;
}

const block = (name: string, id: number): Feature => ({ name, selector: `[data-block-type="${id}"]`, source: `src/blocks/${name}/index.ts` });

export const FEATURES: readonly Feature[] = [
  block('accordion', BLOCK_TYPE.accordion),
  block('menu', BLOCK_TYPE.menu),
  { name: 'cart', selector: '[data-cart-root]', source: 'src/blocks/cart/index.ts' },
];
