import * as z from 'zod/mini';
import type { ApiContext } from '../../kit/global-api/define-api.ts';
import { trackEventJson } from '../../services/analytics/track-event.ts';
import {
  INTERNAL_EVENT_API_KEYS_PANEL_CLICK,
  INTERNAL_EVENT_CART_PRODUCT_FORM_CLICK,
  INTERNAL_EVENT_FEED_URL_COPY,
  INTERNAL_EVENT_INVENTORY_PANEL_CLICK,
  type InternalEventName,
} from '../../shared/analytics.ts';

/** The names the tracker accepts (src/shared/analytics.ts). */
const INTERNAL_EVENT_NAMES: readonly string[] = [
  INTERNAL_EVENT_API_KEYS_PANEL_CLICK,
  INTERNAL_EVENT_INVENTORY_PANEL_CLICK,
  INTERNAL_EVENT_CART_PRODUCT_FORM_CLICK,
  INTERNAL_EVENT_FEED_URL_COPY,
];

const isName = (name: unknown): name is InternalEventName => typeof name === 'string' && INTERNAL_EVENT_NAMES.includes(name);
/** The optional payload: any plain object (fields pass through). Only builders the every-page chunk already has. */
const payloadSchema = z.optional(z.looseObject({}));

/**
 * The internal event tracker behind SiteRuntime.trackInternalEvent (site-runtime.md §7: "interface
 * clicks for the api keys panel, inventory panel, cart page product form, feed URL copies", through
 * an event tracker whose endpoint the spec does not show). The platform's other code on the page
 * (the cart bundle's product form, a feed URL copy button) calls it. Chosen here (docs/markup.md §4):
 * the event goes to RecordEvent through the older JSON client, with the internal tracking fields
 * under the payload. Only the four documented names are accepted; anything else rejects with a
 * TypeError and sends nothing. Without consent to track, nothing is sent and it resolves.
 */
export async function trackInternalEventMethod(context: ApiContext): Promise<void> {
  const [name, payload] = context.args;
  const parsed = payloadSchema.safeParse(payload);
  if (!isName(name) || !parsed.success)
    throw new TypeError(`SiteRuntime.trackInternalEvent expects one of ${INTERNAL_EVENT_NAMES.join(', ')} and an optional payload object`);
  await trackEventJson(context, name, parsed.data ?? {});
}
