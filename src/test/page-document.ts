import { vi } from 'vitest';
import { parsePageContext, type Page } from '../platform/page-context/read-page-context.ts';
import { FULL_PAGE_CONTEXT } from './full-page-context.ts';

/** A visitor on an ordinary page (type 2) of a site without a restrictive policy; FULL_PAGE_CONTEXT's other settings. */
export const VISITOR_PAGE_CONTEXT = { ...FULL_PAGE_CONTEXT, authenticatedAccount: null, websiteRoles: [], cookieSettings: {}, pageType: 2 };

/**
 * The page the core would hand every chunk for a site-context of `context` (its missing fields at their
 * defaults, without the warning the core logs), outside the editor unless `editMode`.
 */
export function pageOf(context: object, editMode = false): Page {
  return { ...parsePageContext(JSON.stringify(context)).context, editMode };
}

/** A document of its own: what a page keeps per document (its shared third-party scripts) starts empty. */
export function pageDocument(): Document {
  return document.implementation.createHTMLDocument('page');
}

/**
 * happy-dom would fire a script's error (or load) as it is connected: what the code under test adds to
 * <head> goes to a detached holder instead, and the test plays the provider, firing load or error itself.
 * Returns the scripts held, in order.
 */
export function holdAddedScripts(doc: Document): () => HTMLScriptElement[] {
  const holder = doc.createElement('div');
  vi.spyOn(doc.head, 'append').mockImplementation((...nodes) => holder.append(...nodes));
  return () => [...holder.querySelectorAll<HTMLScriptElement>('script[src]')];
}
