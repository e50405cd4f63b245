import { CURRENCIES, DEFAULT_STORE_CURRENCY, type CurrencyCode } from '../../shared/lists/currencies.ts';

/** The number of decimals of a currency's amounts (GMM §9: "2 decimals except the yen with 0"). */
export function fractionDigits(currency: CurrencyCode): 0 | 2 {
  return currency === 'JPY' ? 0 : 2;
}

/**
 * The store currency a code names, USD for a missing or unknown one (GMM §3.7 "Store currency defaults to
 * USD"): codes come from the platform's JSON. Case and surrounding spaces are ignored (chosen here), so 'eur'
 * is still euros rather than dollars.
 */
export function storeCurrency(code: unknown): CurrencyCode {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : undefined;
  return CURRENCIES.find((currency) => currency === upper) ?? DEFAULT_STORE_CURRENCY;
}
