import { describe, expect, it } from 'vitest';
import { isLogoutReturn } from '../owner/logout.ts';
import { ownerFlowsNeeded, type OwnerFlowsContext } from './owner-flows-needed.ts';
import source from './owner-flows-needed.ts?raw';

const visitor: OwnerFlowsContext = { authenticatedAccount: null };
const signedIn = { ...visitor, authenticatedAccount: { id: 'acct-owner' } } as OwnerFlowsContext;

describe('ownerFlowsNeeded', () => {
  it.each([
    ['an ordinary visitor page', visitor, '', false],
    ['a visitor with another query', visitor, '?p=2&logoutx=true', false],
    ['a signed-in account', signedIn, '', true],
    ['a logout return', visitor, '?logout=true', true],
    ['a logout return among other parameters', visitor, '?p=2&logout=true', true],
    ['logout=false', visitor, '?logout=false', false],
    ['a bare logout parameter', visitor, '?logout', false],
    ['LOGOUT=true (names are case-sensitive)', visitor, '?LOGOUT=true', false],
    ['both', signedIn, '?logout=true', true],
  ])('%s → %s', (_name, context, search, expected) => {
    expect(ownerFlowsNeeded(context, { search })).toBe(expected);
  });

  it.each([
    '?logout=true',
    '?a=1&logout=true',
    '?logout=false',
    '?logout',
    '?LOGOUT=true',
    '?logout=TRUE',
    '',
    '?logout=true&logout=false',
    '?logout=false&logout=true',
  ])('agrees with isLogoutReturn on %j', (search) => {
    expect(ownerFlowsNeeded(visitor, { search })).toBe(isLogoutReturn({ search }));
  });

  it('imports nothing at run time but the spec constants (src/shared, in the every-page chunk), so that chunk can take it alone', () => {
    const imports = source.split('\n').filter((line) => /^\s*(import|export)\b.*\bfrom\b/.test(line));
    expect(imports.every((line) => /^\s*import type\b/.test(line) || /from '\.\.\/\.\.\/shared\/[\w-]+\.ts';$/.test(line))).toBe(true);
    expect(source).not.toMatch(/import\(/);
  });
});
