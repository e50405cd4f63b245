import { vi } from 'vitest';
import type { BlockChunk } from '../core/contract.ts';
import { SITE_CONTEXT_ID } from '../shared/markers.ts';
import { coreContext } from './core-context.ts';
import { FULL_PAGE_CONTEXT } from './full-page-context.ts';

/** A visitor on an ordinary page (type 2) of a site without a restrictive policy; FULL_PAGE_CONTEXT's other settings. */
export const VISITOR_PAGE_CONTEXT = { ...FULL_PAGE_CONTEXT, authenticatedAccount: null, websiteRoles: [], cookieSettings: {}, pageType: 2 };

/** A document of its own with this page context (the context is read once per document, so a test with another needs another document). */
export function documentWithContext(context: object = VISITOR_PAGE_CONTEXT): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONTEXT_ID;
  script.textContent = JSON.stringify(context);
  doc.head.append(script);
  return doc;
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

/** Mounts a block chunk on every block (or marker) of a document, as the core would; `teardown` aborts and destroys them all. */
export function pageMounter(mount: BlockChunk['mount']) {
  const controllers: AbortController[] = [];
  const destroys: (() => void)[] = [];
  return {
    /** Every element matching `selector` (blocks by default). */
    async mountAll(doc: Document, selector = '[data-block-type]'): Promise<void> {
      // All started before any is awaited, as the core does: a mount that waits (for a script) holds up no other.
      const started = [...doc.querySelectorAll<HTMLElement>(selector)].map((element) => {
        const core = coreContext();
        controllers.push(core.controller);
        return mount(element, core);
      });
      for (const destroy of await Promise.all(started)) if (destroy) destroys.push(destroy);
    },
    teardown(): void {
      for (const controller of controllers.splice(0)) controller.abort();
      for (const destroy of destroys.splice(0)) destroy();
    },
  };
}
