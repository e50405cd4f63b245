import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import type { PageTracking } from '../platform/consent/consent.ts';
import { type PageContext, parsePageContext } from '../platform/page-context/read-page-context.ts';
import { consentStub } from './consent-stub.ts';

// What the census tests share: an item page's context, a visit cookie and a recorded fetch.

export const contextOf = (json: object) => parsePageContext(JSON.stringify(json)).context;

/** An item page of a gallery collection, with every field the census page-hit data reads. */
export const ITEM_PAGE = contextOf({
  website: { id: 'site-1', templateId: 'tpl-2', language: 'pt-BR' },
  collection: { id: 'col-3', fullUrl: '/galeria', type: 10 },
  item: { id: 'item-4', fullUrl: '/galeria/praia', recordType: 1 },
  pagePermissionType: 1,
});

export const VISIT_COOKIE = 'abc-123|1|2|3|4';

/** What a tracker is handed: `page` (the item page by default), and a consent engine that allows tracking or not. */
export const tracking = (page: PageContext = ITEM_PAGE, allowed = true): PageTracking => ({ page, consent: consentStub(allowed) });

/**
 * Records fetch around each test of the calling file. `sent()` is the one request
 * sent: its path and its form fields.
 */
export function recordCensusFetch(): { readonly mock: Mock; sent(): { url: string; form: Record<string, string> } } {
  let mock: Mock = vi.fn();
  beforeEach(() => {
    mock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', mock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });
  return {
    get mock() {
      return mock;
    },
    sent() {
      expect(mock).toHaveBeenCalledOnce();
      const [url, init] = mock.mock.calls[0] as [string, RequestInit];
      return { url, form: Object.fromEntries(init.body as URLSearchParams) };
    },
  };
}
