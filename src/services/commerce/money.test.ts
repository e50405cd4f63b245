// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_STORE_CURRENCY, type CurrencyCode } from '../../shared/lists/currencies.ts';
import { MONEY_MAX_INTEGER_PLACES, PRICE_MAX_CENTS } from '../../shared/limits.ts';
import { fractionDigits, storeCurrency } from './currency.ts';
import { formatMoney } from './money.ts';

const currency = fc.constantFrom(...CURRENCIES);
/** The default money format's shape: comma thousands, then a decimal point and two decimals, or none in yen. */
const SHAPE = /^-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;

/** The digits back from a formatted amount, as minor units: what a reader of the text would take it to be. */
const parseDigits = (text: string): number => Number(text.replace(/[,.]/g, ''));

describe('currencies (GMM §9, §3.7)', () => {
  it('are the spec’s 27, in its order, with 2 decimals except the yen with 0', () => {
    expect(CURRENCIES.join(', ')).toBe(
      'EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB, PLN, THB, MYR, ARS, BRL, COP, IDR, INR, JPY, ZAR',
    );
    expect(CURRENCIES).toHaveLength(27);
    expect(CURRENCIES.filter((code) => fractionDigits(code) === 0)).toEqual(['JPY']);
    expect(CURRENCIES.filter((code) => fractionDigits(code) === 2)).toHaveLength(26);
  });

  it('the store currency defaults to USD for a missing or unknown code, and ignores case and spaces', () => {
    expect(DEFAULT_STORE_CURRENCY).toBe('USD');
    expect(storeCurrency('BRL')).toBe('BRL');
    expect(storeCurrency(' eur ')).toBe('EUR');
    expect(storeCurrency('jpy')).toBe('JPY');
    for (const unknown of [undefined, null, '', 'XXX', 'US', 'USDX', 978, {}, ['EUR']]) expect(storeCurrency(unknown)).toBe('USD');
  });
});

describe('formatMoney (GMM §9: comma thousands, decimal point, at most 15 integer places)', () => {
  it('writes minor units with the currency’s decimals', () => {
    expect(formatMoney(123_456, 'USD')).toBe('1,234.56');
    expect(formatMoney(0, 'EUR')).toBe('0.00');
    expect(formatMoney(5, 'BRL')).toBe('0.05');
    expect(formatMoney(100, 'GBP')).toBe('1.00');
    expect(formatMoney(99_999, 'COP')).toBe('999.99');
    expect(formatMoney(1_234_567, 'JPY')).toBe('1,234,567');
    expect(formatMoney(0, 'JPY')).toBe('0');
    expect(formatMoney(PRICE_MAX_CENTS, 'USD')).toBe('1,000,000.00');
  });

  it('keeps the sign of a negative amount, and never writes -0', () => {
    expect(formatMoney(-123_456, 'USD')).toBe('-1,234.56');
    expect(formatMoney(-1, 'USD')).toBe('-0.01');
    expect(formatMoney(-0, 'USD')).toBe('0.00');
    expect(formatMoney(-0.4, 'USD')).toBe('0.00');
    expect(formatMoney(-5, 'JPY')).toBe('-5');
  });

  it('rounds a fraction of a minor unit to the nearest, halves up', () => {
    expect(formatMoney(1.5, 'USD')).toBe('0.02');
    expect(formatMoney(1.4, 'USD')).toBe('0.01');
    expect(formatMoney(-1.5, 'USD')).toBe('-0.01');
  });

  it('writes 15 integer places at most, and nothing beyond', () => {
    expect(MONEY_MAX_INTEGER_PLACES).toBe(15);
    expect(formatMoney(999_999_999_999_999, 'JPY')).toBe('999,999,999,999,999');
    expect(formatMoney(1_000_000_000_000_000, 'JPY')).toBeUndefined();
    expect(formatMoney(-1_000_000_000_000_000, 'JPY')).toBeUndefined();
    // Two-decimal amounts stop earlier, at the exact integers of a number (2^53 - 1 cents).
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER + 1, 'USD')).toBeUndefined();
  });

  it('gives no text for what is no amount', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, -Number.MAX_VALUE]) {
      expect(formatMoney(amount, 'USD')).toBeUndefined();
    }
  });

  it('gives what Intl.NumberFormat en-US gives for the same decimal amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currency, (minor, code) => {
        const digits = fractionDigits(code);
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
        const text = formatMoney(minor, code);
        fc.pre(text !== undefined);
        // The exact decimal as a string (Intl reads it without a float), and, where a float holds it to the cent, as a number.
        const magnitude = String(Math.abs(minor)).padStart(digits + 1, '0');
        const decimal = `${minor < 0 ? '-' : ''}${magnitude.slice(0, magnitude.length - digits)}${digits ? `.${magnitude.slice(-digits)}` : ''}`;
        expect(text).toBe(intl.format(decimal as unknown as number));
        if (Math.abs(minor) <= 1e12) expect(text).toBe(intl.format(minor / 10 ** digits));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips: the digits read back are the rounded minor units', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -PRICE_MAX_CENTS * 10, max: PRICE_MAX_CENTS * 10 }), fc.maxSafeInteger()), currency, (minor, code) => {
        const text = formatMoney(minor, code);
        if (text === undefined) return;
        expect(parseDigits(text)).toBe(minor);
      }),
      { numRuns: 500 },
    );
  });

  it('always has the format’s shape and never more than 15 integer places, whatever the number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.maxSafeInteger(), fc.integer()), currency, (amount, code: CurrencyCode) => {
        const text = formatMoney(amount, code);
        if (text === undefined) return;
        expect(text).toMatch(SHAPE);
        expect(text.split('.')[0]!.replace(/[-,]/g, '').length).toBeLessThanOrEqual(MONEY_MAX_INTEGER_PLACES);
        expect(text.includes('.')).toBe(fractionDigits(code) === 2);
      }),
      { numRuns: 1000 },
    );
  });
});
