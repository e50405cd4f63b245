/**
 * The store currencies (galleries-maps-measurement.md §9 "Commerce and other"), in the spec's order, with
 * "2 decimals except the yen with 0". The spec's own count, not Intl's: Intl's currency data gives COP and
 * IDR 0 decimals, so the money format never takes fraction digits from Intl
 * (src/services/commerce/currency.ts).
 */
export const CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** GMM §3.7 "Store currency defaults to USD." */
export const DEFAULT_STORE_CURRENCY: CurrencyCode = 'USD';
