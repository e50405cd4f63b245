import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../page-context/read-page-context.ts';
import { pageHitFields, type PageHitEnvironment } from './page-hit.ts';

const ENV: PageHitEnvironment = {
  location: { href: 'https://loja-da-ana.example.com/galeria/praia?source=news#itemId=1', pathname: '/galeria/praia', hash: '#itemId=1' },
  document: { title: 'Praia do Forte', documentElement: { lang: 'pt' } },
  navigator: { userAgent: 'Mozilla/5.0 (teste)' },
  screen: { width: 1920, height: 1080 },
  innerWidth: 1280,
  innerHeight: 720,
};
const CVR = 'abc-123|1700000000000|1700000000000|1700000000000|1';
const NOW = 1_700_000_123_456;

const contextOf = (json: object) => parsePageContext(JSON.stringify(json)).context;
const ITEM_PAGE = contextOf({
  website: { id: '5f0c1a2b3c4d5e6f7a8b9c0d', templateId: '5a1b2c3d4e5f6a7b8c9d0e1f', language: 'pt-BR' },
  collection: { id: '5f0c1a2b3c4d5e6f7a8b9c11', fullUrl: '/galeria', type: 10 },
  item: { id: '5f0c1a2b3c4d5e6f7a8b9c22', fullUrl: '/galeria/praia', recordType: 1 },
  pagePermissionType: 1,
});

describe('pageHitFields (RecordHit, site-runtime.md §3)', () => {
  it('gives event 1 (page view), the visit cookie as ss_cvr and every data field', () => {
    const fields = pageHitFields(ITEM_PAGE, ENV, CVR, NOW);
    expect(Object.keys(fields)).toEqual(['event', 'data', 'ss_cvr']);
    expect(fields.event).toBe(1);
    expect(fields.ss_cvr).toBe(CVR);
    expect(JSON.parse(fields.data)).toStrictEqual({
      websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d',
      templateId: '5a1b2c3d4e5f6a7b8c9d0e1f',
      website_locale: 'pt-BR',
      userAgent: 'Mozilla/5.0 (teste)',
      clientDate: NOW,
      viewportWidth: 1280,
      viewportHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      url: 'https://loja-da-ana.example.com/galeria/praia?source=news#itemId=1',
      title: 'Praia do Forte',
      itemId: '5f0c1a2b3c4d5e6f7a8b9c22',
      recordType: 1,
      collectionId: '5f0c1a2b3c4d5e6f7a8b9c11',
      pagePermissionType: 1,
    });
  });

  it('gives another event type the same data, with its own fields after them', () => {
    const page = pageHitFields(ITEM_PAGE, ENV, CVR, NOW);
    const search = pageHitFields(ITEM_PAGE, ENV, CVR, NOW, 2, { query: 'bolo de cenoura' });
    expect(search.event).toBe(2);
    expect(search.ss_cvr).toBe(CVR);
    expect(JSON.parse(search.data)).toStrictEqual({ ...(JSON.parse(page.data) as object), query: 'bolo de cenoura' });
    expect(Object.keys(JSON.parse(search.data) as object).at(-1)).toBe('query');
  });

  it('sends null item and collection fields, the <html lang> locale and permission 0 on a bare page', () => {
    const data = JSON.parse(pageHitFields(contextOf({}), ENV, CVR, NOW).data) as Record<string, unknown>;
    expect(data).toMatchObject({
      websiteId: '',
      templateId: '',
      website_locale: 'pt',
      itemId: null,
      recordType: null,
      collectionId: null,
      pagePermissionType: 0,
    });
  });

  it('sends the collection id alone on a collection page', () => {
    const context = contextOf({ collection: { id: 'col-1', fullUrl: '/blog', type: 1 } });
    expect(JSON.parse(pageHitFields(context, ENV, CVR, NOW).data)).toMatchObject({ itemId: null, recordType: null, collectionId: 'col-1' });
  });

  it('keeps the collection and item ids when other fields of theirs are missing or wrong', () => {
    const context = contextOf({ collection: { id: 'col-1' }, item: { id: 'item-1', fullUrl: 5 } });
    expect(JSON.parse(pageHitFields(context, ENV, CVR, NOW).data)).toMatchObject({ itemId: 'item-1', recordType: 0, collectionId: 'col-1' });
  });

  it('sends null, not an empty id, for a collection or item whose id is missing', () => {
    const context = contextOf({ collection: { fullUrl: '/blog', type: 1 }, item: { fullUrl: '/blog/x', recordType: 1 } });
    expect(JSON.parse(pageHitFields(context, ENV, CVR, NOW).data)).toMatchObject({ itemId: null, recordType: 1, collectionId: null });
  });
});
