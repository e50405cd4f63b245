import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPtBrNumber, formatPtBrPercent } from './pt-br-number.ts';

describe('pt-BR numbers, as Intl writes them', () => {
  const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

  it('examples', () => {
    expect(formatPtBrNumber(-1234.567, 2)).toBe('-1.234,57');
    expect(formatPtBrNumber(1_000_000, 2)).toBe('1.000.000');
    expect(formatPtBrNumber(0.5, 2)).toBe('0,5');
    expect(formatPtBrPercent(0.125)).toBe('12,5%');
    expect(formatPtBrPercent(1)).toBe('100%');
  });

  it('any number of the axis', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        expect(formatPtBrNumber(value, 2)).toBe(number.format(value));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = whole + cents / 100;
        expect(formatPtBrNumber(value, 2)).toBe(number.format(value));
      }),
    );
  });

  it('any share of the pie', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
        expect(formatPtBrPercent(share)).toBe(percent.format(share));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (part, rest) => {
        const share = part / (part + rest);
        expect(formatPtBrPercent(share)).toBe(percent.format(share));
      }),
      { numRuns: 5000 },
    );
  });
});
