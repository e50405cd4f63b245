import { PIXEL_EVENT } from '../../shared/page-events.ts';
import { trackEvent, type AnalyticsContext } from '../analytics/track-event.ts';

/** The pixel events of site-runtime.md §7: add to cart, search, newsletter subscribe, product page view, create customer account. */
export type PixelEventName = 'addToCart' | 'search' | 'newsletterSubscribe' | 'productPageView' | 'createCustomerAccount';

/**
 * The window event the site's pixel integrations listen to (chosen name, docs/markup.md §4):
 *   addEventListener('siteruntime:pixel', (event) => { const { name, data } = event.detail; … });
 * It fires only while consent allows tracking.
 */

interface PixelEventDetail {
  readonly name: PixelEventName;
  readonly data: Readonly<Record<string, unknown>>;
}

declare global {
  interface WindowEventMap {
    [PIXEL_EVENT]: CustomEvent<PixelEventDetail>;
  }
}

/**
 * Tells the site's pixels about a visitor action, and records it as a product analytics event of
 * the same name (docs/markup.md §4: the pixel events are the product events the features emit).
 * `data` defaults to {} so listeners can always read it. A failed record only warns.
 */
export function pixelEvent(context: AnalyticsContext, name: PixelEventName, data: Record<string, unknown> = {}): void {
  if (!context.consent.trackingAllowed()) return;
  const detail: PixelEventDetail = { name, data };
  trackEvent(context, name, data).catch(() => undefined);
  window.dispatchEvent(new CustomEvent(PIXEL_EVENT, { detail }));
}
