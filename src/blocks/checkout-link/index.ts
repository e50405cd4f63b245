import { defineBlock } from '../../kit/define.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { CART_COOKIE, CART_TOKEN_PARAM } from '../../shared/platform.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { traceEvent } from '../../services/small-services/trace-event.ts';
import { TRACE_CHECKOUT_WITHOUT_CART } from '../../shared/trace-types.ts';
import type { DialogRequest } from '../../ui/dialog/index.ts';

/**
 * The cart value a checkout link carries in its own query (`?cartToken=`, docs/markup.md 6.23), or
 * '' when it carries none or its address does not parse.
 */
export function linkCartToken(link: Element, base: string = document.baseURI): string {
  try {
    return new URL(link.getAttribute('href') ?? '', base).searchParams.get(CART_TOKEN_PARAM) ?? '';
  } catch {
    return '';
  }
}

/**
 * A link to the checkout entry (/commerce/goto-checkout, site-runtime.md §2). Checkout needs a cart
 * cookie or a cart value: with either, the link goes; without both, the visitor stays on the page and
 * an alert says the session expired or cookies are not enabled, instead of landing on an error page.
 * Both are read at the click, since the cart bundle may set them after load. The dialog's code loads
 * only then.
 */
export const mount = defineBlock({
  mount({ element: link, consent, signal, start }) {
    link.addEventListener(
      'click',
      (event) => {
        if (readCookie(CART_COOKIE) || linkCartToken(link)) return;
        event.preventDefault();
        const alert: DialogRequest = { kind: 'alert', title: MESSAGES.checkout.title, message: MESSAGES.checkout.sessionExpired };
        void start('dialog', alert);
        traceEvent({ consent, start }, TRACE_CHECKOUT_WITHOUT_CART, { href: link.getAttribute('href') });
      },
      { signal },
    );
  },
});
