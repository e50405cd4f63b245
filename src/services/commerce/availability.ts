import { PRODUCT_TYPE } from '../../shared/lists/enums.ts';

/**
 * The fields of a product's structuredContent (GMM §3.7) the availability rules read. Any may be missing
 * from the platform's JSON; `productType` is the numeric id of GMM §3.6 (chosen here: §3.7 names the types
 * without their form).
 */
export interface ProductVariant {
  readonly price?: number;
  readonly salePrice?: number;
  readonly onSale?: boolean;
  readonly qtyInStock?: number;
  readonly unlimited?: boolean;
}

export interface Product {
  readonly productType?: number;
  readonly variants?: readonly ProductVariant[];
  /** A digital product's own sale flag, in place of its variants'. */
  readonly onSale?: boolean;
}

const isDigital = (product: Product): boolean => product.productType === PRODUCT_TYPE.digital;

/**
 * GMM §4.10 "Sold out: no variant is unlimited or has stock above zero. Digital products are never sold
 * out." A product without variants has none in stock, so it is sold out.
 */
export function isSoldOut(product: Product): boolean {
  if (isDigital(product)) return false;
  return !(product.variants ?? []).some((variant) => variant.unlimited === true || (variant.qtyInStock ?? 0) > 0);
}

/** GMM §4.10 "On sale: any variant is on sale. Digital products use their own onSale flag." */
export function isOnSale(product: Product): boolean {
  if (isDigital(product)) return product.onSale === true;
  return (product.variants ?? []).some((variant) => variant.onSale === true);
}

/** Equal prices: NaN is the same as NaN, so one unreadable price in every variant is no variation. */
const samePrice = (a: number | undefined, b: number | undefined): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * GMM §4.10 "Varied prices: variants differ in price, sale flag or sale price. Gift cards are included.
 * Digital products never show varied prices." Read as written: a sale price differing while neither variant
 * is on sale still counts; a missing sale flag is the same as false.
 */
export function hasVariedPrices(product: Product): boolean {
  if (isDigital(product)) return false;
  const [first, ...others] = product.variants ?? [];
  if (first === undefined) return false;
  return others.some(
    (variant) =>
      !samePrice(variant.price, first.price) || (variant.onSale === true) !== (first.onSale === true) || !samePrice(variant.salePrice, first.salePrice),
  );
}
