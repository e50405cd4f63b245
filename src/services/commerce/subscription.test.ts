// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billingCycles, isIndefinite } from './subscription.ts';

const monthly = { billingPeriod: { value: 1, unit: 'MONTH' } };

describe('subscription periods (GMM §3.7: numBillingCycles 0 or absent means indefinite)', () => {
  it('0 or absent is indefinite', () => {
    expect(billingCycles({ ...monthly, numBillingCycles: 0 })).toBeUndefined();
    expect(isIndefinite({ ...monthly, numBillingCycles: 0 })).toBe(true);
    expect(isIndefinite(monthly)).toBe(true);
    expect(isIndefinite({})).toBe(true);
  });

  it('a positive whole count bills that many times', () => {
    expect(billingCycles({ ...monthly, numBillingCycles: 12 })).toBe(12);
    expect(isIndefinite({ ...monthly, numBillingCycles: 1 })).toBe(false);
  });

  it('a count that is no positive whole number is read as absent', () => {
    for (const numBillingCycles of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(billingCycles({ ...monthly, numBillingCycles })).toBeUndefined();
    }
    expect(billingCycles({ numBillingCycles: '3' as unknown as number })).toBeUndefined();
  });
});
