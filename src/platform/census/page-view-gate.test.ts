import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { censusDisabledFlag, censusRuns, shouldRecordPageView, type PageViewGateInput } from './page-view-gate.ts';

/** The ids these tests use, from galleries-maps-measurement.md §2 and §3.6. */
const PAGE_TYPE = { page: 2, contentItem: 50, search: 102 } as const;
const WEBSITE_ROLE = { admin: 1, editor: 4, viewer: 10, schedulingViewer: 12 } as const;
/** Where the census never records a page view: not found, lock screen, member area access denied. */
const NEVER_RECORDED = [100, 103, 106];

const OWNER = { id: 'acct-owner' };
const visitor = { authenticatedAccount: null, websiteRoles: [], pageType: PAGE_TYPE.page };
const gate = (context: Partial<PageViewGateInput['context']>, pathname = '/loja', censusDisabled = false) =>
  shouldRecordPageView({ context: { ...visitor, ...context }, pathname, censusDisabled });

describe('shouldRecordPageView (site-runtime.md §6)', () => {
  it('records a visitor who is not authenticated, on any ordinary page', () => {
    expect(gate({})).toBe(true);
    expect(gate({}, '/')).toBe(true);
    expect(gate({ pageType: PAGE_TYPE.contentItem }, '/blog/post')).toBe(true);
  });

  it('does not record a logged-in owner (admin 1) or an account with no role', () => {
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.admin] })).toBe(false);
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [] })).toBe(false);
  });

  it('records an account whose only website role is viewer (10)', () => {
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [10] })).toBe(true);
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [10, 10] })).toBe(true);
  });

  it('does not record a viewer on a config path (/config or below)', () => {
    const viewer = { authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.viewer] };
    expect(gate(viewer, '/config')).toBe(false);
    expect(gate(viewer, '/config/')).toBe(false);
    expect(gate(viewer, '/config/pages/5f0c1a2b3c4d5e6f7a8b9c11')).toBe(false);
    expect(gate(viewer, '/configuracoes')).toBe(true);
    expect(gate(viewer, '/loja/config')).toBe(true);
  });

  it('does not record a viewer who holds another role too', () => {
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.viewer, WEBSITE_ROLE.editor] })).toBe(false);
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.schedulingViewer] })).toBe(false);
  });

  it('never records an account holding any role other than viewer', () => {
    const otherRole = fc.integer().filter((role) => role !== WEBSITE_ROLE.viewer);
    fc.assert(
      fc.property(fc.array(fc.integer()), otherRole, fc.array(fc.integer()), (before, role, after) => {
        expect(gate({ authenticatedAccount: OWNER, websiteRoles: [...before, role, ...after] })).toBe(false);
      }),
    );
  });

  it.each([
    [100, 'not found'],
    [103, 'lock screen'],
    [106, 'member area access denied'],
  ])('never records page type %i (%s), not even for a visitor', (pageType) => {
    expect(gate({ pageType })).toBe(false);
    expect(gate({ pageType, authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.viewer] })).toBe(false);
  });

  it('records the other page types, error (101) and popup overlay (104) among them', () => {
    expect(gate({ pageType: 101 })).toBe(true);
    expect(gate({ pageType: 104 })).toBe(true);
    const otherType = fc.integer().filter((type) => !NEVER_RECORDED.includes(type));
    fc.assert(
      fc.property(otherType, (pageType) => {
        expect(gate({ pageType })).toBe(true);
      }),
    );
  });

  it('never records when the global flag is set', () => {
    expect(gate({}, '/loja', true)).toBe(false);
    expect(gate({ authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.viewer] }, '/loja', true)).toBe(false);
  });

  it('never records the search page /search (site-runtime.md §2)', () => {
    expect(gate({}, '/search')).toBe(false);
    expect(gate({}, '/search/')).toBe(false);
    expect(gate({}, '/searching')).toBe(true);
    expect(gate({}, '/blog/search')).toBe(true);
  });
});

describe('censusRuns (site-runtime.md §6, the census events that are not a page view)', () => {
  const input = (context: Partial<PageViewGateInput['context']>, pathname: string, censusDisabled = false): PageViewGateInput => ({
    context: { ...visitor, ...context },
    pathname,
    censusDisabled,
  });

  it('runs on the search page, which only the page view leaves out (site-runtime.md §2)', () => {
    expect(censusRuns(input({ pageType: PAGE_TYPE.search }, '/search'))).toBe(true);
    expect(censusRuns(input({ pageType: PAGE_TYPE.search }, '/search/'))).toBe(true);
    expect(censusRuns(input({ authenticatedAccount: OWNER, websiteRoles: [WEBSITE_ROLE.viewer] }, '/search'))).toBe(true);
  });

  it('follows the page view’s rules everywhere else: roles, config paths, page types, the flag', () => {
    const roles = fc.constantFrom<readonly number[]>([], [WEBSITE_ROLE.viewer], [WEBSITE_ROLE.viewer, WEBSITE_ROLE.admin], [WEBSITE_ROLE.editor]);
    const account = fc.constantFrom(null, OWNER);
    const pageType = fc.oneof(fc.constantFrom(...NEVER_RECORDED, ...Object.values(PAGE_TYPE)), fc.integer());
    const pathname = fc.constantFrom('/', '/loja', '/config', '/config/pages/1', '/configuracoes', '/blog/search');
    fc.assert(
      fc.property(account, roles, pageType, pathname, fc.boolean(), (authenticatedAccount, websiteRoles, type, path, disabled) => {
        const gate = input({ authenticatedAccount, websiteRoles: [...websiteRoles], pageType: type }, path, disabled);
        expect(censusRuns(gate)).toBe(shouldRecordPageView(gate));
      }),
    );
  });
});

describe('censusDisabledFlag', () => {
  const withFlag = (value: unknown) => ({ siteRuntimeCensusDisabled: value }) as unknown as Window;

  it('reads window.siteRuntimeCensusDisabled, and only the literal true turns census off', () => {
    expect(censusDisabledFlag(withFlag(true))).toBe(true);
    expect(censusDisabledFlag(withFlag(undefined))).toBe(false);
    expect(censusDisabledFlag(withFlag(false))).toBe(false);
    expect(censusDisabledFlag(withFlag('true'))).toBe(false);
    expect(censusDisabledFlag(withFlag(1))).toBe(false);
  });

  it('reads the real window', () => {
    expect(censusDisabledFlag(window)).toBe(false);
    Object.assign(window, { siteRuntimeCensusDisabled: true });
    try {
      expect(censusDisabledFlag(window)).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'siteRuntimeCensusDisabled');
    }
  });
});
