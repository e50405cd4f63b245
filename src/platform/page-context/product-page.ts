import type { PageContext } from './read-page-context.ts';
import { COLLECTION_TYPE_PRODUCTS } from '../../shared/page-types.ts';

/** The page context's product: an item, with an id, of a products collection. */
export type ProductPage = Pick<PageContext, 'item' | 'collection'> & {
  readonly item: NonNullable<PageContext['item']>;
  readonly collection: NonNullable<PageContext['collection']>;
};

/**
 * Whether the page is a product page (docs/markup.md 6.22): the page context's `item`, with an id, in
 * a `collection` of type products (GMM §3.6 "products 13"), whatever the page and record types say.
 */
export function isProductPage(context: Pick<PageContext, 'item' | 'collection'>): context is ProductPage {
  return !!context.item?.id && context.collection?.type === COLLECTION_TYPE_PRODUCTS;
}
