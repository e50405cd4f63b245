import type { OwnerContext } from '../owner/config-panel.ts';

/*
 * Deliberately free of runtime imports: the page-level services chunk, which every page with a
 * site-context loads, imports this module alone to decide whether to load the owner flows at all.
 * These two values must match config-panel.ts's LOGOUT_PARAM and logout.ts's LOGOUT_VALUE (a test
 * checks that ownerFlowsNeeded and isLogoutReturn agree); they belong in src/shared/platform.ts.
 */
const LOGOUT_PARAM = 'logout';
const LOGOUT_VALUE = 'true';

/** The fields of the page context the decision reads. */
export type OwnerFlowsContext = Pick<OwnerContext, 'authenticatedAccount'>;

/**
 * Whether the page needs the owner flows feature (src/page/owner) on load: a signed-in account
 * (editor redirect, Shift+Escape) or a return from a logout (query logout=true: the information
 * dialog). A visitor's page with the Escape-key setting on loads it only on the first Escape press
 * (the page services listen); an ordinary visitor's page never loads it. Pure.
 */
export function ownerFlowsNeeded(context: OwnerFlowsContext, location: Pick<Location, 'search'>): boolean {
  return context.authenticatedAccount !== null || new URLSearchParams(location.search).get(LOGOUT_PARAM) === LOGOUT_VALUE;
}
