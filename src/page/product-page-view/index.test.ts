import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageOf } from '../../test/page-document.ts';
import { listenForPixels } from '../../test/pixel-events.ts';
import { start } from './index.ts';

const PRODUCT_PAGE = pageOf({
  website: { id: 'site-1' },
  pageType: 50,
  collection: { id: 'col-loja', fullUrl: '/loja', type: 13 },
  item: { id: 'item-caneca', fullUrl: '/loja/caneca', recordType: 11 },
});

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
/** The analytics events recorded, by name. */
const recorded = () => fetchMock.mock.calls.map(([url, init]) => `${url} ${new URLSearchParams(init.body as URLSearchParams).get('event')}`);

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('product page view (lazy feature product-page-view)', () => {
  it('fires productPageView with the product’s id, address and collection from the page context, recorded under its name', async () => {
    const pixels = listenForPixels();
    await start(coreContext({ page: PRODUCT_PAGE, consent: consentStub() }), undefined);
    expect(pixels).toEqual([{ name: 'productPageView', data: { productId: 'item-caneca', productUrl: '/loja/caneca', collectionId: 'col-loja' } }]);
    await vi.waitFor(() => expect(recorded()).toEqual(['/api/events/RecordEvent productPageView']));
  });

  it('fires nothing while consent does not allow tracking', async () => {
    const pixels = listenForPixels();
    await start(coreContext({ page: PRODUCT_PAGE, consent: consentStub(false) }), undefined);
    expect(pixels).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
