import { describe, expect, it } from 'vitest';
import { hasSiteSettings } from './account.ts';

describe('hasSiteSettings', () => {
  const account = { id: 'acct' };
  it.each([
    [null, [1], false],
    [account, [], false],
    [account, [10], false],
    [account, [10, 10], false],
    [account, [1], true],
    [account, [12], true],
    [account, [10, 4], true],
  ])('account %j with roles %j → %s', (authenticatedAccount, websiteRoles, expected) => {
    expect(hasSiteSettings({ authenticatedAccount, websiteRoles })).toBe(expected);
  });
});
