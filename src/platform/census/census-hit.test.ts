import { afterEach, describe, expect, it } from 'vitest';
import { contextOf, ITEM_PAGE, recordCensusFetch, tracking, VISIT_COOKIE } from '../../test/census-requests.ts';
import { recordCensusHit } from './census-hit.ts';

const census = recordCensusFetch();
const setFlag = (value: unknown) => ((window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled = value);

afterEach(() => {
  document.cookie = 'ss_cvr=; max-age=0; path=/';
  delete (window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled;
  window.history.replaceState(null, '', '/');
});

const PAGE_HIT_DATA = (title: string) => ({
  websiteId: 'site-1',
  templateId: 'tpl-2',
  website_locale: 'pt-BR',
  userAgent: navigator.userAgent,
  clientDate: expect.any(Number),
  viewportWidth: innerWidth,
  viewportHeight: innerHeight,
  screenWidth: screen.width,
  screenHeight: screen.height,
  url: location.href,
  title,
  itemId: 'item-4',
  recordType: 1,
  collectionId: 'col-3',
  pagePermissionType: 1,
});

describe('recordCensusHit', () => {
  it('POSTs /api/census/RecordHit with the page-hit data and the ss_cvr cookie', async () => {
    document.title = 'Músicas';
    document.cookie = `ss_cvr=${VISIT_COOKIE}; path=/`;
    const before = Date.now();
    await recordCensusHit(tracking(), 'audio');
    const { url, form } = census.sent();
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.ss_cvr).toBe(VISIT_COOKIE);
    const data = JSON.parse(form.data ?? '') as Record<string, unknown>;
    expect(data).toEqual(PAGE_HIT_DATA('Músicas'));
    expect(data['clientDate']).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['siteSearch', '2'],
    ['heartbeat', '10'],
    ['audio', '20'],
    ['video', '21'],
  ] as const)('sends %s as census event %s (GMM §3.6)', async (event, type) => {
    await recordCensusHit(tracking(), event);
    expect(census.sent().form.event).toBe(type);
  });

  it('puts a site search’s query after the page-hit data', async () => {
    document.title = 'Loja';
    await recordCensusHit(tracking(), 'siteSearch', { query: 'bolo de cenoura' });
    const { form } = census.sent();
    expect(form.event).toBe('2');
    expect(JSON.parse(form.data ?? '')).toEqual({ ...PAGE_HIT_DATA('Loja'), query: 'bolo de cenoura' });
  });

  it('sends an empty ss_cvr before any visit was recorded', async () => {
    await recordCensusHit(tracking(), 'video');
    expect(census.sent().form.ss_cvr).toBe('');
  });

  it.each(['siteSearch', 'heartbeat', 'audio', 'video'] as const)(
    'sends no %s without consent, for a signed-in owner, on an excluded page, or with the global flag set (site-runtime.md §6)',
    async (event) => {
      await recordCensusHit(tracking(ITEM_PAGE, false), event);
      await recordCensusHit(tracking(contextOf({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] })), event);
      await recordCensusHit(tracking(contextOf({ pageType: 100 })), event);
      setFlag(true);
      await recordCensusHit(tracking(), event);
      expect(census.mock).not.toHaveBeenCalled();
    },
  );

  it('is sent for a viewer, who counts as a visitor', async () => {
    await recordCensusHit(tracking(contextOf({ authenticatedAccount: { id: 'viewer-1' }, websiteRoles: [10] })), 'audio');
    expect(census.sent().form.event).toBe('20');
  });

  it.each(['siteSearch', 'heartbeat', 'audio', 'video'] as const)(
    'sends %s from the search page too, whose exclusion is the page view’s only (site-runtime.md §2)',
    async (event) => {
      window.history.replaceState(null, '', '/search?q=bolo');
      await recordCensusHit(tracking(contextOf({ ...ITEM_PAGE, pageType: 102 })), event);
      expect(census.sent().url).toBe('/api/census/RecordHit');
    },
  );
});
