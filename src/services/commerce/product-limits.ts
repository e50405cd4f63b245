import { CATEGORY_MAX_LENGTH, PRICE_MAX_CENTS, SKU_MAX_LENGTH, TAG_MAX_LENGTH } from '../../shared/limits.ts';

/**
 * The product limits of GMM §5 and §9. Lengths count UTF-16 code units, as an input's maxlength does (chosen
 * here); a text of spaces only is no SKU, tag or category (chosen here). Values come from pages and JSON, so
 * anything that is not a string or number is simply invalid.
 */

/** "Price max 100000000 cents": a whole number of cents from 0 to the max (a negative price is none, chosen here). */
export function isValidPrice(cents: unknown): cents is number {
  return Number.isInteger(cents) && (cents as number) >= 0 && (cents as number) <= PRICE_MAX_CENTS;
}

const withinLength = (text: unknown, max: number): text is string => typeof text === 'string' && text.trim() !== '' && text.length <= max;

/** "SKU length max 60". */
export const isValidSku = (sku: unknown): sku is string => withinLength(sku, SKU_MAX_LENGTH);
/** "tag length max 50". */
export const isValidTag = (tag: unknown): tag is string => withinLength(tag, TAG_MAX_LENGTH);
/** "category length max 25". */
export const isValidCategory = (category: unknown): category is string => withinLength(category, CATEGORY_MAX_LENGTH);
