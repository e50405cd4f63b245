import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Consent } from '../../platform/consent/consent.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { installSiteContext } from '../../test/platform-stub.ts';
import type { ApiCall } from '../../kit/define.ts';
import { start } from './index.ts';

/** The page's consent engine: tracking allowed unless a test says otherwise. */
let consent: Consent;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

function call(...args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    void start(coreContext({ consent }), { method: 'trackInternalEvent', args, resolve, reject } satisfies ApiCall);
  });
}

beforeAll(() => installSiteContext());

beforeEach(() => {
  consent = consentStub();
  history.replaceState(null, '', '/blog/');
  fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('SiteRuntime.trackInternalEvent', () => {
  // The four names of site-runtime.md §7.
  it.each(['api_keys_panel_click', 'inventory_panel_click', 'cart_product_form_click', 'feed_url_copy'])(
    'sends %s through the older JSON client to RecordEvent',
    async (name) => {
      await expect(call(name, { feedUrl: '/blog?format=rss' })).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/events/RecordEvent');
      expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      expect(body).toMatchObject({ event: name, eventSource: 'WEB', data: { feedUrl: '/blog?format=rss', pagePath: '/blog' } });
    },
  );

  it('sends {} as the payload when none is given', async () => {
    await call('feed_url_copy');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)).data).toMatchObject({ pagePath: '/blog' });
  });

  it.each([[], ['clique_qualquer'], [7], ['feed_url_copy', 'texto'], ['feed_url_copy', [1]]])(
    'rejects %j with a TypeError and sends nothing',
    async (...args) => {
      await expect(call(...args)).rejects.toBeInstanceOf(TypeError);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('rejects when the platform answers neither 200 nor 202', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(call('feed_url_copy')).rejects.toThrowError('Error tracking event: HTTP Status 500');
  });

  it('resolves without sending while consent does not allow tracking', async () => {
    consent = consentStub(false);
    await expect(call('feed_url_copy')).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
