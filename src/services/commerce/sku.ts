import { customAlphabet } from 'nanoid';
import { GENERATED_SKU_DIGITS, GENERATED_SKU_PREFIX } from '../../shared/limits.ts';

/** nanoid draws from crypto.getRandomValues, without the modulo bias of `byte % 10`. */
const randomDigits = customAlphabet('0123456789', GENERATED_SKU_DIGITS);

/** A new SKU: 'SQ' followed by 7 random digits (GMM §5), e.g. 'SQ0481526'. */
export function generateSku(): string {
  return `${GENERATED_SKU_PREFIX}${randomDigits()}`;
}
