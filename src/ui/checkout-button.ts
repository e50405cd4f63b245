import { snapshotAllAttributes } from './attribute-order-snapshot.ts';

/**
 * Points a checkout button (a link) at `address`, the route built from the ids the page gave it
 * (src/services/commerce/checkout-routes.ts). Without one (an id is missing) the link loses its href,
 * so no broken address can be followed, opened in a tab or copied; it stays a focusable, disabled
 * link, and activating it shows `message` beside it, announced. The message appears on the visitor's
 * action, never as the page loads, so nothing moves on load (CLS 0).
 * Returns how to put the link back as the HTML had it.
 */
export function pointCheckoutButton(link: HTMLAnchorElement, address: string | undefined, message: string, signal: AbortSignal): () => void {
  const restore = snapshotAllAttributes([link]);
  if (address !== undefined) {
    link.setAttribute('href', address);
    return restore;
  }
  link.removeAttribute('href');
  link.setAttribute('role', 'link');
  link.setAttribute('aria-disabled', 'true');
  link.tabIndex = 0;
  let shown: HTMLElement | undefined;
  const show = (event: Event): void => {
    event.preventDefault();
    if (shown) return;
    shown = link.ownerDocument.createElement('span');
    shown.className = 'site-runtime-checkout-error';
    shown.setAttribute('role', 'alert');
    shown.textContent = message;
    link.after(' ', shown);
  };
  link.addEventListener('click', show, { signal });
  link.addEventListener('keydown', (event) => event.key === 'Enter' && show(event), { signal });
  return () => {
    if (shown) {
      shown.previousSibling?.remove();
      shown.remove();
    }
    restore();
  };
}
