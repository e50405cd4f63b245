import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextOf, ITEM_PAGE, recordCensusFetch, VISIT_COOKIE } from '../../test/census-requests.ts';
import { allowTracking } from '../../test/consent-stub.ts';
import { recordMediaPlay } from './record-media-play.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

const census = recordCensusFetch();

afterEach(() => {
  document.cookie = 'ss_cvr=; max-age=0; path=/';
  delete (window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled;
});

describe('recordMediaPlay', () => {
  it('POSTs /api/census/RecordHit with the page-hit data and the ss_cvr cookie', async () => {
    document.title = 'Músicas';
    document.cookie = `ss_cvr=${VISIT_COOKIE}; path=/`;
    const before = Date.now();
    await recordMediaPlay(ITEM_PAGE, 'audio');
    const { url, form } = census.sent();
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.ss_cvr).toBe(VISIT_COOKIE);
    const data = JSON.parse(form.data ?? '') as Record<string, unknown>;
    expect(data).toEqual({
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
      title: 'Músicas',
      itemId: 'item-4',
      recordType: 1,
      collectionId: 'col-3',
      pagePermissionType: 1,
    });
    expect(data['clientDate']).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['audio', '20'],
    ['video', '21'],
  ] as const)('sends %s as census event %s (GMM §3.6)', async (media, event) => {
    await recordMediaPlay(ITEM_PAGE, media);
    expect(census.sent().form.event).toBe(event);
  });

  it('sends an empty ss_cvr before any visit was recorded', async () => {
    await recordMediaPlay(ITEM_PAGE, 'video');
    expect(census.sent().form.ss_cvr).toBe('');
  });

  it('sends nothing without consent, for a signed-in owner, on an excluded page, or with the global flag set (site-runtime.md §6)', async () => {
    allowTracking(false);
    await recordMediaPlay(ITEM_PAGE, 'audio');
    allowTracking(true);
    await recordMediaPlay(contextOf({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] }), 'audio');
    await recordMediaPlay(contextOf({ pageType: 100 }), 'video');
    (window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled = true;
    await recordMediaPlay(ITEM_PAGE, 'video');
    expect(census.mock).not.toHaveBeenCalled();
  });

  it('is sent for a viewer, who counts as a visitor', async () => {
    await recordMediaPlay(contextOf({ authenticatedAccount: { id: 'viewer-1' }, websiteRoles: [10] }), 'audio');
    expect(census.sent().form.event).toBe('20');
  });
});
