import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { pixelEvent } from './pixel.ts';
import type { PixelEventDetail } from '../../test/pixel-events.ts';
import { PIXEL_EVENT } from '../../shared/page-events.ts';

/** Any page: its consent engine decides. */
const PAGE = parsePageContext('{}').context;
let CONTEXT = { page: PAGE, consent: consentStub(), report: vi.fn() };

let received: PixelEventDetail[];
const listener = (event: CustomEvent<PixelEventDetail>) => received.push(event.detail);
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** The analytics events recorded: name and payload fields. */
const recorded = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/events/RecordEvent');
    const form = new URLSearchParams(String(init.body));
    return { event: form.get('event'), data: JSON.parse(form.get('data') ?? '') as Record<string, unknown> };
  });

beforeEach(() => {
  CONTEXT = { ...CONTEXT, consent: consentStub() };
  received = [];
  addEventListener('siteruntime:pixel', listener);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  removeEventListener('siteruntime:pixel', listener);
  vi.unstubAllGlobals();
});

describe('pixelEvent', () => {
  it("dispatches 'siteruntime:pixel' on window with the name and data", () => {
    expect(PIXEL_EVENT).toBe('siteruntime:pixel');
    pixelEvent(CONTEXT, 'addToCart', { productId: 'p-1', quantity: 2 });
    expect(received).toEqual([{ name: 'addToCart', data: { productId: 'p-1', quantity: 2 } }]);
  });

  it('records the same event as a product analytics event of that name', () => {
    pixelEvent(CONTEXT, 'addToCart', { productId: 'p-1', quantity: 2 });
    expect(recorded()).toEqual([{ event: 'addToCart', data: expect.objectContaining({ productId: 'p-1', quantity: 2, pagePath: expect.any(String) }) }]);
  });

  it('gives {} as data when none is passed', () => {
    pixelEvent(CONTEXT, 'newsletterSubscribe');
    expect(received).toEqual([{ name: 'newsletterSubscribe', data: {} }]);
  });

  it.each(['addToCart', 'search', 'newsletterSubscribe', 'productPageView', 'createCustomerAccount'] as const)('carries %s', (name) => {
    pixelEvent(CONTEXT, name);
    expect(received.map((detail) => detail.name)).toEqual([name]);
    expect(recorded().map((event) => event.event)).toEqual([name]);
  });

  it('dispatches and records nothing while consent does not allow tracking, and again once it does', () => {
    CONTEXT.consent.choose(false);
    pixelEvent(CONTEXT, 'search', { query: 'camiseta' });
    expect(received).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    CONTEXT.consent.choose(true);
    pixelEvent(CONTEXT, 'search', { query: 'camiseta' });
    expect(received).toEqual([{ name: 'search', data: { query: 'camiseta' } }]);
    expect(recorded()).toHaveLength(1);
  });

  it('a failed record only warns: the pixel event still fires and nothing is thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    expect(() => pixelEvent(CONTEXT, 'search')).not.toThrow();
    expect(received).toHaveLength(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Error tracking event: HTTP Status 500'));
  });
});
