import { defineBlock, type CoreContext, type Started } from '../../kit/define.ts';
import { pixelEvent } from '../../services/small-services/pixel.ts';
import { CartBundleError, cartBundleUrl } from './cart-bundle-url.ts';

const CHUNK_NAME = 'cart-bundle';

/**
 * What the cart bundle's mount is handed (docs/markup.md 6.21): the core's context as the commerce team agreed it
 * (the page, its consent engine and the runtime's events stay the runtime's), and `addToCart` for the `addToCart` pixel event
 * (site-runtime.md §7) when the visitor adds an item on the cart page.
 */
interface CartBundleContext extends Omit<CoreContext, 'page' | 'consent' | 'dispatch'> {
  /** Fires the pixel event with the item added (its fields are the bundle's: productId, sku, quantity); consent permitting. */
  addToCart(item: Record<string, unknown>): void;
}

/** The cart bundle's export: the runtime's block contract. */
interface CartBundle {
  mount(root: HTMLElement, context: CartBundleContext): Started;
}

/**
 * Cart page ([data-cart-root]): loads the commerce team's cart bundle from the page context's asset
 * list and mounts it on page load; its destroy runs on teardown. A missing or failing bundle is
 * logged and reported by the core, and the root keeps its pre-rendered HTML.
 */
export const mount = defineBlock({
  async mount({ element: root, page, consent, signal, report, loadModule, start }) {
    const url = cartBundleUrl(page.assets.cart, document.baseURI);
    const bundle = await loadModule<Partial<CartBundle>>(url, CHUNK_NAME);
    if (typeof bundle.mount !== 'function') throw new CartBundleError(`The cart bundle at ${url} exports no mount function`);
    const addToCart = (item: unknown): void => {
      // The bundle is another team's code: a wrong argument is its bug, told at once rather than sent on.
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new TypeError('addToCart expects the item added, as an object');
      pixelEvent({ page, consent, report }, 'addToCart', item as Record<string, unknown>);
    };
    const context: CartBundleContext = { signal, report, loadModule, start, addToCart };
    return bundle.mount(root, context);
  },
});
