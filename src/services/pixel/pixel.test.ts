import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowTracking } from '../../test/consent-stub.ts';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { pixelEvent, type PixelEventDetail } from './pixel.ts';
import { PIXEL_EVENT } from '../../shared/page-events.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

/** Any page: the consent stub decides. */
const PAGE = parsePageContext('{}').context;

let received: PixelEventDetail[];
const listener = (event: CustomEvent<PixelEventDetail>) => received.push(event.detail);

beforeEach(() => {
  allowTracking(true);
  received = [];
  addEventListener('siteruntime:pixel', listener);
});

afterEach(() => removeEventListener('siteruntime:pixel', listener));

describe('pixelEvent', () => {
  it("dispatches 'siteruntime:pixel' on window with the name and data", () => {
    expect(PIXEL_EVENT).toBe('siteruntime:pixel');
    pixelEvent(PAGE, 'addToCart', { productId: 'p-1', quantity: 2 });
    expect(received).toEqual([{ name: 'addToCart', data: { productId: 'p-1', quantity: 2 } }]);
  });

  it('gives {} as data when none is passed', () => {
    pixelEvent(PAGE, 'newsletterSubscribe');
    expect(received).toEqual([{ name: 'newsletterSubscribe', data: {} }]);
  });

  it.each(['addToCart', 'search', 'newsletterSubscribe', 'productPageView', 'createCustomerAccount'] as const)('carries %s', (name) => {
    pixelEvent(PAGE, name);
    expect(received.map((detail) => detail.name)).toEqual([name]);
  });

  it('dispatches nothing while consent does not allow tracking, and again once it does', () => {
    allowTracking(false);
    pixelEvent(PAGE, 'search', { query: 'camiseta' });
    expect(received).toEqual([]);
    allowTracking(true);
    pixelEvent(PAGE, 'search', { query: 'camiseta' });
    expect(received).toEqual([{ name: 'search', data: { query: 'camiseta' } }]);
  });
});
