import { giftCardUrl, subscribeUrl } from '../../services/commerce/checkout-routes.ts';
import { CHANGE_PLAN_ROUTE, TRIAL_UPGRADE_ROUTE } from '../../shared/platform.ts';
import { CHECKOUT_MESSAGES } from '../../texts/checkout.ts';

/** The values of `data-checkout-route` (docs/markup.md 6.10, chosen here). */
const CHECKOUT_BUTTON_ROUTES = ['giftcard', 'subscribe', 'upgrade', 'change-plan'] as const;
export type CheckoutButtonRoute = (typeof CHECKOUT_BUTTON_ROUTES)[number];

export const isCheckoutButtonRoute = (value: string | null): value is CheckoutButtonRoute =>
  (CHECKOUT_BUTTON_ROUTES as readonly (string | null)[]).includes(value);

/**
 * Where a button goes: a checkout (undefined when a required id is missing, with what it says then),
 * or one of the owner's billing pages, shown only to an owner.
 */
export type ButtonTarget =
  { readonly kind: 'checkout'; readonly address: string | undefined; readonly unavailable: string } | { readonly kind: 'owner'; readonly address: string };

/** The attributes a button is read from, and the page's own website id (the gift card's default). */
export interface ButtonInput {
  readonly attribute: (name: string) => string | null;
  readonly websiteId: string;
}

/** Where a button of `route` goes (site-runtime.md §2): the ids from its attributes, each trimmed and encoded by the route builders. */
export function buttonTarget(route: CheckoutButtonRoute, { attribute, websiteId }: ButtonInput): ButtonTarget {
  switch (route) {
    case 'giftcard':
      return {
        kind: 'checkout',
        address: giftCardUrl({
          websiteId: attribute('data-website-id') ?? websiteId,
          giftCardProductId: attribute('data-gift-card-product-id'),
          sku: attribute('data-sku'),
        }),
        unavailable: CHECKOUT_MESSAGES.giftCardUnavailable,
      };
    case 'subscribe':
      return { kind: 'checkout', address: subscribeUrl(attribute('data-cart-token')), unavailable: CHECKOUT_MESSAGES.subscriptionUnavailable };
    case 'upgrade':
      return { kind: 'owner', address: TRIAL_UPGRADE_ROUTE };
    case 'change-plan':
      return { kind: 'owner', address: CHANGE_PLAN_ROUTE };
  }
}
