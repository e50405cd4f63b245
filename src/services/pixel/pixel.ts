import { consentFor, type ConsentPage } from '../../platform/consent/consent.ts';
import { PIXEL_EVENT } from '../../shared/page-events.ts';

/** The pixel events of site-runtime.md §7: add to cart, search, newsletter subscribe, product page view, create customer account. */
export type PixelEventName = 'addToCart' | 'search' | 'newsletterSubscribe' | 'productPageView' | 'createCustomerAccount';

/**
 * The window event the site's pixel integrations listen to (chosen name, docs/markup.md §4):
 *   addEventListener('siteruntime:pixel', (event) => { const { name, data } = event.detail; … });
 * It fires only while consent allows tracking.
 */

export interface PixelEventDetail {
  readonly name: PixelEventName;
  readonly data: Readonly<Record<string, unknown>>;
}

declare global {
  interface WindowEventMap {
    [PIXEL_EVENT]: CustomEvent<PixelEventDetail>;
  }
}

/** Tells the site's pixels about a visitor action; `data` defaults to {} so listeners can always read it. */
export function pixelEvent(page: ConsentPage, name: PixelEventName, data: Record<string, unknown> = {}): void {
  if (!consentFor(page).trackingAllowed()) return;
  const detail: PixelEventDetail = { name, data };
  window.dispatchEvent(new CustomEvent(PIXEL_EVENT, { detail }));
}
