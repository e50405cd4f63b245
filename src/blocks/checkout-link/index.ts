import type { MountFn } from '../../core/contract.ts';
import { readCookie } from '../../platform/cookies/read-cookie.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { CART_COOKIE } from '../../shared/platform.ts';

/**
 * A link to the checkout entry (/commerce/goto-checkout, site-runtime.md §2). Checkout needs a cart
 * cookie: without one, the visitor stays on the page and an alert says the session expired or
 * cookies are not enabled, instead of landing on an error page. The dialog's code loads only then.
 */
export const mount: MountFn = (link, { signal, report, loadChunk }) => {
  link.addEventListener(
    'click',
    (event) => {
      if (readCookie(CART_COOKIE)) return;
      event.preventDefault();
      loadChunk<typeof import('../../ui/dialog/index.ts')>('dialog')
        .then(({ showAlert }) => showAlert({ title: MESSAGES.checkout.title, message: MESSAGES.checkout.sessionExpired }))
        .catch(report);
    },
    { signal },
  );
};
