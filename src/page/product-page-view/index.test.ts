import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allowTracking } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { listenForPixels } from '../../test/pixel-events.ts';
import { SITE_CONTEXT_ID } from '../../shared/markers.ts';
import { start } from './index.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

const PRODUCT_PAGE = {
  website: { id: 'site-1' },
  pageType: 50,
  collection: { id: 'col-loja', fullUrl: '/loja', type: 13 },
  item: { id: 'item-caneca', fullUrl: '/loja/caneca', recordType: 11 },
};

/** This file's page (the context is read once a document). */
beforeAll(() => {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_ID, textContent: JSON.stringify(PRODUCT_PAGE) });
  document.head.append(script);
});

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
/** The analytics events recorded, by name. */
const recorded = () => fetchMock.mock.calls.map(([url, init]) => `${url} ${new URLSearchParams(init.body as URLSearchParams).get('event')}`);

beforeEach(() => {
  allowTracking(true);
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('product page view (lazy feature product-page-view)', () => {
  it('fires productPageView with the product’s id, address and collection from the page context, recorded under its name', async () => {
    const pixels = listenForPixels();
    await start(coreContext(), undefined);
    expect(pixels).toEqual([{ name: 'productPageView', data: { productId: 'item-caneca', productUrl: '/loja/caneca', collectionId: 'col-loja' } }]);
    await vi.waitFor(() => expect(recorded()).toEqual(['/api/events/RecordEvent productPageView']));
  });

  it('fires nothing while consent does not allow tracking', async () => {
    allowTracking(false);
    const pixels = listenForPixels();
    await start(coreContext(), undefined);
    expect(pixels).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
