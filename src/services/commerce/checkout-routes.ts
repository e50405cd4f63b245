import { CART_TOKEN_PARAM, DONATE_CHECKOUT_ROUTE, GIFT_CARD_CHECKOUT_ROUTE, SUBSCRIBE_CHECKOUT_ROUTE } from '../../shared/platform.ts';

type Values = Readonly<Record<string, string | null | undefined>>;

/** A value as the route takes it: trimmed, or undefined when absent or blank. */
function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * `path` with its query, every value URL-encoded (encodeURIComponent: a space is %20, never '+').
 * Undefined when a required value is missing or blank: the caller shows an error instead of
 * following a broken address. A blank optional value is left out.
 */
function route(path: string, required: Values, optional: Values = {}): string | undefined {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(required)) {
    const given = present(value);
    if (given === undefined) return undefined;
    pairs.push(`${name}=${encodeURIComponent(given)}`);
  }
  for (const [name, value] of Object.entries(optional)) {
    const given = present(value);
    if (given !== undefined) pairs.push(`${name}=${encodeURIComponent(given)}`);
  }
  return `${path}?${pairs.join('&')}`;
}

/** Donation checkout (site-runtime.md §2): `/checkout/donate?donatePageId=(id)`. */
export const donateUrl = (donatePageId: string | null | undefined): string | undefined => route(DONATE_CHECKOUT_ROUTE, { donatePageId });

/** Gift card checkout (site-runtime.md §2): `/checkout/giftcard?websiteId=(id)&giftCardProductId=(id)&sku=(sku)`, sku optional. */
export const giftCardUrl = (ids: { websiteId?: string | null; giftCardProductId?: string | null; sku?: string | null }): string | undefined =>
  route(GIFT_CARD_CHECKOUT_ROUTE, { websiteId: ids.websiteId, giftCardProductId: ids.giftCardProductId }, { sku: ids.sku });

/** Subscription checkout (site-runtime.md §2): `/checkout/subscribe?cartToken=(value)`. */
export const subscribeUrl = (cartToken: string | null | undefined): string | undefined => route(SUBSCRIBE_CHECKOUT_ROUTE, { [CART_TOKEN_PARAM]: cartToken });
