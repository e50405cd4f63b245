import { defineBlock } from '../../kit/define.ts';
import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { donateUrl } from '../../services/commerce/checkout-routes.ts';
import { CHECKOUT_MESSAGES } from '../../texts/checkout.ts';
import { pointCheckoutButton } from '../../ui/checkout-button.ts';
import { readDonationConfig } from './config.ts';

/**
 * Donation block (type 52): the button goes to the donate page named by its data-donate-page-id
 * (site-runtime.md §2), `/checkout/donate?donatePageId={id}`, encoded, whatever its pre-rendered href
 * says. Without an id it goes nowhere and says why when the visitor activates it.
 */
export const mount = defineBlock({
  config: readDonationConfig,
  markup: (element: HTMLElement) => requireElement<HTMLAnchorElement>(element, 'a[data-donate-page-id]', 'Donation button'),
  mount: ({ markup: button, signal }) =>
    pointCheckoutButton(button, donateUrl(button.getAttribute('data-donate-page-id')), CHECKOUT_MESSAGES.donationUnavailable, signal),
});
