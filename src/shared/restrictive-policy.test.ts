import { describe, expect, it } from 'vitest';
import { isRestrictivePolicy } from './restrictive-policy.ts';

describe('isRestrictivePolicy', () => {
  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    // Cloneable (template) sites always count as restrictive.
    [false, false, true, true],
    [true, true, true, true],
  ])('isRestrictiveCookiePolicyEnabled %s, isRestrictiveCookiePolicyAbsolute %s, cloneable %s: %s', (enabled, absolute, cloneable, expected) => {
    const settings = { isRestrictiveCookiePolicyEnabled: enabled, isRestrictiveCookiePolicyAbsolute: absolute };
    expect(isRestrictivePolicy(settings, cloneable)).toBe(expected);
  });

  it('counts only true, as the page context parse does: the entry passes the raw JSON values', () => {
    for (const value of ['true', 1, null, undefined, {}]) {
      expect(isRestrictivePolicy({ isRestrictiveCookiePolicyEnabled: value, isRestrictiveCookiePolicyAbsolute: value }, value)).toBe(false);
    }
    expect(isRestrictivePolicy({}, undefined)).toBe(false);
  });
});
