import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { trackEvent } from './track-event.ts';

const CONTEXT = {
  website: {
    id: 'site-1',
    identifier: 'loja-da-ana',
    websiteType: 1,
    siteStatus: { value: 8 },
    developerMode: false,
    cloneable: false,
    baseUrl: '',
    templateId: 'template-1',
    variantId: 'variante-b',
  },
  websiteRoles: [],
  authenticatedAccount: null,
  memberAccount: { id: 'membro-7', locale: 'en-US' },
  showAnnouncementBar: false,
  pageType: 2,
};
const PAGE = parsePageContext(JSON.stringify(CONTEXT)).context;

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

/** The one request sent: its URL, its init, and its form fields. */
function sent(): { url: string; init: RequestInit; form: URLSearchParams } {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
  return { url, init, form: new URLSearchParams(String(init.body)) };
}

beforeAll(() => {
  document.documentElement.lang = 'pt-BR';
});

beforeEach(() => {
  history.replaceState(null, '', '/loja/produtos/#detalhes');
  document.cookie = 'crumb=crumb-123';
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('trackEvent', () => {
  it('posts the event form-encoded to RecordEvent on the page origin', async () => {
    await trackEvent(PAGE, 'feed_url_copied', { feedType: 'rss' }, { source: 'WEB' });
    const { url, init, form } = sent();
    expect(url).toBe(`${location.origin}/api/events/RecordEvent`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.keepalive).toBe(true);
    expect(new Request(url, init).headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect([...form.keys()].sort()).toEqual(['crumb', 'data', 'event', 'source']);
    expect(form.get('crumb')).toBe('crumb-123');
    expect(form.get('event')).toBe('feed_url_copied');
    expect(form.get('source')).toBe('WEB');
    expect(JSON.parse(form.get('data') ?? '')).toEqual({
      websiteId: 'site-1',
      templateId: 'template-1',
      variantId: 'variante-b',
      memberAccountId: 'membro-7',
      pagePath: '/loja/produtos',
      pageHash: '#detalhes',
      member_locale: 'en-US',
      website_locale: 'pt-BR',
      feedType: 'rss',
    });
  });

  it('lets the payload replace internal fields, but no extra field replace crumb, event or data', async () => {
    await trackEvent(PAGE, 'inventory_click', { pagePath: '/outra' }, { crumb: 'forged', event: 'other', data: '{}' });
    const { form } = sent();
    expect(form.getAll('crumb')).toEqual(['crumb-123']);
    expect(form.getAll('event')).toEqual(['inventory_click']);
    expect(JSON.parse(form.get('data') ?? '')).toMatchObject({ pagePath: '/outra', websiteId: 'site-1' });
  });

  it('sends an empty crumb when the page has no crumb cookie', async () => {
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await trackEvent(PAGE, 'inventory_click', {});
    expect(sent().form.get('crumb')).toBe('');
  });

  it('resolves on any 2xx answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    await expect(trackEvent(PAGE, 'inventory_click', {})).resolves.toBeUndefined();
  });

  it("rejects with 'no payload' and sends nothing when the payload is missing", async () => {
    await expect(trackEvent(PAGE, 'inventory_click', undefined)).rejects.toThrowError(new Error('no payload'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns with the status and rejects when the platform answers with a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(trackEvent(PAGE, 'inventory_click', {})).rejects.toThrowError(new Error('Error tracking event: HTTP Status 500'));
    expect(warn).toHaveBeenCalledExactlyOnceWith('Error tracking event: HTTP Status 500');
  });

  it('rejects when the platform cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(offline);
    await expect(trackEvent(PAGE, 'inventory_click', {})).rejects.toBe(offline);
    expect(warn).not.toHaveBeenCalled();
  });
});
