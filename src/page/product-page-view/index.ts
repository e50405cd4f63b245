import { defineFeature } from '../../kit/define.ts';
import { isProductPage, type ProductPage } from '../../platform/page-context/product-page.ts';
import { pixelEvent } from '../../services/small-services/pixel.ts';

/** The `productPageView` pixel event's data (docs/markup.md §4): what the page context tells of the product. */
export function productPageViewData({ item, collection }: ProductPage): { productId: string; productUrl: string; collectionId: string } {
  return { productId: item.id, productUrl: item.fullUrl, collectionId: collection.id };
}

/**
 * A product page's `productPageView` pixel event (site-runtime.md §7, docs/markup.md 6.22), started by
 * the page start with the page's recorded census view, on a product page only, so no other page
 * downloads the pixel and analytics code. Consent permitting (pixelEvent).
 */
export const start = defineFeature((context) => {
  const { page } = context;
  if (isProductPage(page)) pixelEvent(context, 'productPageView', productPageViewData(page));
});
