import { defineBlock, type BlockChunk } from '../../kit/define.ts';
import { cartBundleUrl } from './cart-bundle-url.ts';

const CHUNK_NAME = 'cart-bundle';

/**
 * Cart page ([data-cart-root]): loads the commerce team's cart bundle from the page context's asset
 * list and mounts it on page load; its destroy runs on teardown. A missing or failing bundle is
 * logged and reported by the core, and the root keeps its pre-rendered HTML.
 */
export const mount = defineBlock({
  async mount({ element: root, page, signal, report, loadModule, start }) {
    const url = cartBundleUrl(page.assets.cart, document.baseURI);
    const bundle = await loadModule<Partial<BlockChunk>>(url, CHUNK_NAME);
    if (typeof bundle.mount !== 'function') throw new Error(`The cart bundle at ${url} exports no mount function`);
    return bundle.mount(root, { signal, report, loadModule, start });
  },
});
