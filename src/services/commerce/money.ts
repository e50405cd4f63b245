import type { CurrencyCode } from '../../shared/lists/currencies.ts';
import { MONEY_MAX_INTEGER_PLACES } from '../../shared/limits.ts';
import { fractionDigits } from './currency.ts';

/**
 * Thousands grouping of a whole number the way the default money format wants it (GMM §9: "a comma thousands
 * separator"): Intl's en-US grouping, exact for every safe integer. Only the grouping comes from Intl: its
 * currency data disagrees with the spec on the decimals of COP and IDR, and a float division would lose cents.
 */
const GROUPING = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An amount in the currency's minor units (cents; yen for the yen, which has no decimals) in the default
 * money format: comma thousands, decimal point, the currency's decimals ('1,234.56', '1,235' in yen).
 * Undefined for what is no amount (NaN, infinities, beyond the exact integers of a number) and for an
 * integer part over 15 places, which the format cannot show (GMM §9). No currency sign: the spec gives
 * none, the caller's layout decides. A fraction of a minor unit rounds to the nearest, halves up (Math.round).
 */
export function formatMoney(minorUnits: number, currency: CurrencyCode): string | undefined {
  if (!Number.isFinite(minorUnits)) return undefined;
  const rounded = Math.round(minorUnits);
  const magnitude = Math.abs(rounded);
  if (!Number.isSafeInteger(magnitude)) return undefined;
  const digits = fractionDigits(currency);
  const scale = 10 ** digits;
  const fraction = magnitude % scale;
  // Exact: the difference is a multiple of scale.
  const whole = (magnitude - fraction) / scale;
  if (String(whole).length > MONEY_MAX_INTEGER_PLACES) return undefined;
  const decimals = digits === 0 ? '' : `.${String(fraction).padStart(digits, '0')}`;
  // -0 (from -0 or a rounded -0.4) is no negative amount.
  return `${rounded < 0 ? '-' : ''}${GROUPING.format(whole)}${decimals}`;
}
