import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { EnvironmentError, resetEnvironmentReport } from '../environment/detect-environment.ts';
import { trackEvent, trackEventJson } from './track-event.ts';

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
const report = vi.fn<(error: unknown) => void>();
const ANALYTICS = { page: PAGE, consent: consentStub(), report };
/** The same page, for a visitor who refused tracking. */
const REFUSED = { ...ANALYTICS, consent: consentStub(false) };

const INTERNAL_FIELDS = {
  websiteId: 'site-1',
  templateId: 'template-1',
  variantId: 'variante-b',
  memberAccountId: 'membro-7',
  pagePath: '/loja/produtos',
  pageHash: '#detalhes',
  member_locale: 'en-US',
  website_locale: 'pt-BR',
};

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

/** The one request sent: its URL, its init, and its form fields. */
function sent(): { url: string; init: RequestInit; form: URLSearchParams } {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
  return { url, init, form: new URLSearchParams(String(init.body)) };
}

/** A page on the host name the test chooses (happy-dom's own is localhost); requests still go to the test origin. */
function onHost(hostname: string, href = `https://${hostname}/loja/produtos/#detalhes`): void {
  vi.stubGlobal('location', { hostname, href, origin: location.origin, pathname: '/loja/produtos/', hash: '#detalhes' });
}

beforeAll(() => {
  document.documentElement.lang = 'pt-BR';
});

beforeEach(() => {
  history.replaceState(null, '', '/loja/produtos/#detalhes');
  document.cookie = 'crumb=crumb-123';
  report.mockReset();
  resetEnvironmentReport();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('trackEvent (the form-encoded client)', () => {
  it('posts the event form-encoded to RecordEvent on the page origin, with the event source and environment', async () => {
    await trackEvent(ANALYTICS, 'feed_url_copied', { feedType: 'rss' }, { source: 'newsletter' });
    const { url, init, form } = sent();
    expect(url).toBe('/api/events/RecordEvent');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.keepalive).toBe(true);
    expect(new Request(url, init).headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect([...form.keys()].sort()).toEqual(['crumb', 'data', 'event', 'eventSource', 'source', 'sourceEnvironment']);
    expect(form.get('crumb')).toBe('crumb-123');
    expect(form.get('event')).toBe('feed_url_copied');
    expect(form.get('source')).toBe('newsletter');
    expect(form.get('eventSource')).toBe('WEB');
    // happy-dom's page is on localhost: a production host name.
    expect(form.get('sourceEnvironment')).toBe('prod');
    expect(JSON.parse(form.get('data') ?? '')).toEqual({ ...INTERNAL_FIELDS, feedType: 'rss' });
    expect(report).not.toHaveBeenCalled();
  });

  it('lets the payload replace internal fields, but no extra field replace crumb, event, data or the event source', async () => {
    await trackEvent(ANALYTICS, 'inventory_click', { pagePath: '/outra' }, { crumb: 'forged', event: 'other', data: '{}', eventSource: 'IOS' });
    const { form } = sent();
    expect(form.getAll('crumb')).toEqual(['crumb-123']);
    expect(form.getAll('event')).toEqual(['inventory_click']);
    expect(form.getAll('eventSource')).toEqual(['WEB']);
    expect(JSON.parse(form.get('data') ?? '')).toMatchObject({ pagePath: '/outra', websiteId: 'site-1' });
  });

  it.each([
    ['/outra/', '/outra'],
    ['/outra//', '/outra'],
    ['/', '/'],
  ])('removes the trailing slash of a pagePath given in the payload too (%s → %s)', async (given, expected) => {
    await trackEvent(ANALYTICS, 'inventory_click', { pagePath: given });
    expect(JSON.parse(sent().form.get('data') ?? '').pagePath).toBe(expected);
  });

  it('sends an empty crumb when the page has no crumb cookie', async () => {
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await trackEvent(ANALYTICS, 'inventory_click', {});
    expect(sent().form.get('crumb')).toBe('');
  });

  it('resolves on any 2xx answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(trackEvent(ANALYTICS, 'inventory_click', {})).resolves.toBeUndefined();
  });

  it("rejects with 'no payload' and sends nothing when the payload is missing", async () => {
    await expect(trackEvent(ANALYTICS, 'inventory_click', undefined)).rejects.toThrowError(new Error('no payload'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing while consent does not allow tracking', async () => {
    await expect(trackEvent(REFUSED, 'inventory_click', {})).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns with the status and rejects when the platform answers with a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(trackEvent(ANALYTICS, 'inventory_click', {})).rejects.toThrowError(new Error('Error tracking event: HTTP Status 500'));
    expect(warn).toHaveBeenCalledExactlyOnceWith('Error tracking event: HTTP Status 500');
  });

  it('rejects when the platform cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(offline);
    await expect(trackEvent(ANALYTICS, 'inventory_click', {})).rejects.toBe(offline);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the source environment', () => {
  it.each([
    ['loja.dev.example.com', 'dev'],
    ['loja.internal.example.com', 'dev'],
    ['qa3.example.com', 'qa'],
    ['loja.staging.example.com', 'staging'],
    ['loja-da-ana.example.com', 'prod'],
  ])('on %s is %s', async (hostname, environment) => {
    onHost(hostname);
    await trackEvent(ANALYTICS, 'inventory_click', {});
    expect(sent().form.get('sourceEnvironment')).toBe(environment);
  });

  it('when the page has no host name (about:srcdoc) the event goes without it, and the missing value is reported once', async () => {
    onHost('', 'about:srcdoc');
    await trackEvent(ANALYTICS, 'inventory_click', {});
    await trackEvent(ANALYTICS, 'inventory_click', {});
    const form = new URLSearchParams(String((fetchMock.mock.calls[1] as FetchArgs)[1].body));
    expect(form.has('sourceEnvironment')).toBe(false);
    expect(form.get('eventSource')).toBe('WEB');
    expect(report).toHaveBeenCalledOnce();
    const [error] = report.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as Error).message).toBe('No environment value: the page address has no host name (about:srcdoc)');
  });
});

describe('trackEventJson (the older client)', () => {
  it('posts one JSON object to RecordEvent with the crumb header, data being the payload object', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 202 }));
    await trackEventJson(ANALYTICS, 'feed_url_copy', { feedUrl: '/blog?format=rss' });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/events/RecordEvent');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-123' },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'feed_url_copy',
      eventSource: 'WEB',
      sourceEnvironment: 'prod',
      data: { ...INTERNAL_FIELDS, feedUrl: '/blog?format=rss' },
    });
  });

  it.each([200, 202])('resolves on %i', async (status) => {
    fetchMock.mockResolvedValue(new Response(null, { status }));
    await expect(trackEventJson(ANALYTICS, 'feed_url_copy', {})).resolves.toBeUndefined();
  });

  it.each([201, 204, 400, 500])('warns and rejects on %i, which the older client does not accept', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response(null, { status }));
    await expect(trackEventJson(ANALYTICS, 'feed_url_copy', {})).rejects.toThrowError(new Error(`Error tracking event: HTTP Status ${status}`));
    expect(warn).toHaveBeenCalledExactlyOnceWith(`Error tracking event: HTTP Status ${status}`);
  });

  it("rejects with 'no payload', and sends nothing without consent", async () => {
    await expect(trackEventJson(ANALYTICS, 'feed_url_copy', undefined)).rejects.toThrowError(new Error('no payload'));
    await trackEventJson(REFUSED, 'feed_url_copy', {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes the trailing slash of a pagePath in the payload', async () => {
    await trackEventJson(ANALYTICS, 'feed_url_copy', { pagePath: '/blog/' });
    expect(JSON.parse(String((fetchMock.mock.calls[0] as FetchArgs)[1].body)).data.pagePath).toBe('/blog');
  });
});
