import { defineBlock } from '../../kit/define.ts';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { hasSiteSettings } from '../../services/small-services/account.ts';
import { snapshotAllAttributes } from '../../ui/attribute-order-snapshot.ts';
import { pointCheckoutButton } from '../../ui/checkout-button.ts';
import { buttonTarget, isCheckoutButtonRoute } from './routes.ts';

/**
 * A link marked `data-checkout-route` (docs/markup.md 6.10, chosen here): the gift card and
 * subscription checkouts and the owner's trial upgrade and plan change (site-runtime.md §2). A
 * checkout button goes to the route built from its ids; without a required one it goes nowhere and
 * says why when activated (src/ui/checkout-button.ts). An owner's link is shown only to an account
 * with site settings: the renderer writes it `hidden`, the same cached page serving every visitor.
 */
export const mount = defineBlock({
  markup(link: HTMLElement) {
    const route = link.getAttribute('data-checkout-route');
    if (!(link instanceof HTMLAnchorElement) || !isCheckoutButtonRoute(route)) throw new MarkupError(`Checkout button with route ${JSON.stringify(route)}`);
    return { link, route };
  },
  mount({ markup: { link, route }, page, signal }) {
    const target = buttonTarget(route, { attribute: (name) => link.getAttribute(name), websiteId: page.website.id });
    if (target.kind === 'checkout') return pointCheckoutButton(link, target.address, target.unavailable, signal);
    const restore = snapshotAllAttributes([link]);
    link.setAttribute('href', target.address);
    link.hidden = !hasSiteSettings(page);
    return restore;
  },
});
