import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { allowTracking } from '../../test/consent-stub.ts';
import { recordVideoPlay } from './census-video.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

const contextOf = (json: object) => parsePageContext(JSON.stringify(json)).context;
const CONTEXT = contextOf({
  website: { id: 'site-1', templateId: 'tpl-2', language: 'pt-BR' },
  item: { id: 'item-4', fullUrl: '/festival', recordType: 1 },
});
const CVR = 'abc-123|1|2|3|4';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  allowTracking(true);
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.cookie = 'ss_cvr=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('recordVideoPlay (GMM §3.6 census video event 21)', () => {
  it('POSTs RecordHit with event 21, the page-hit data and the ss_cvr cookie', async () => {
    document.title = 'Festival';
    document.cookie = `ss_cvr=${CVR}`;
    await recordVideoPlay(CONTEXT);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const form = Object.fromEntries(init.body as URLSearchParams);
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.event).toBe('21');
    expect(form.ss_cvr).toBe(CVR);
    expect(JSON.parse(form.data ?? '')).toMatchObject({ websiteId: 'site-1', templateId: 'tpl-2', title: 'Festival', itemId: 'item-4', url: location.href });
  });

  it('is not sent for an authenticated account (SR §6)', async () => {
    await recordVideoPlay(contextOf({ authenticatedAccount: { id: 'acc-1' } }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not sent with the global census flag set', async () => {
    vi.stubGlobal('siteRuntimeCensusDisabled', true);
    await recordVideoPlay(CONTEXT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not sent without consent', async () => {
    allowTracking(false);
    await recordVideoPlay(CONTEXT);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
