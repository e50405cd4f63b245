import { LOGOUT_PARAM, LOGOUT_VALUE } from '../../shared/platform.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';

/*
 * Deliberately free of runtime imports but the shared constants: the every-page chunk, which every page
 * with a site-context loads, imports this module alone to decide whether to load the owner flows at all.
 */

/** The fields of the page context the decision reads. */
export type OwnerFlowsContext = Pick<PageContext, 'authenticatedAccount'>;

/**
 * Whether the page needs the owner flows feature (src/page/owner) on load: a signed-in account
 * (editor redirect, Shift+Escape) or a return from a logout (query logout=true: the information
 * dialog). A visitor's page with the Escape-key setting on loads it only on the first Escape press
 * (the page start listens); an ordinary visitor's page never loads it. Pure.
 */
export function ownerFlowsNeeded(context: OwnerFlowsContext, location: Pick<Location, 'search'>): boolean {
  return context.authenticatedAccount !== null || new URLSearchParams(location.search).get(LOGOUT_PARAM) === LOGOUT_VALUE;
}
