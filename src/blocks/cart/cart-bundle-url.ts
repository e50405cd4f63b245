/** The context names no usable cart bundle: the cart root keeps its pre-rendered HTML. */
export class CartBundleError extends Error {
  override readonly name = 'CartBundleError';
}

/**
 * The cart bundle's absolute URL from the page context's asset list (docs/markup.md 6.21).
 * Only http(s) URLs are loaded: the value comes from the page, and import() would run anything.
 */
export function cartBundleUrl(cart: string | undefined, baseUrl: string): string {
  if (!cart) throw new CartBundleError('The page context names no cart bundle (assets.cart)');
  let url: URL;
  try {
    url = new URL(cart, baseUrl);
  } catch {
    throw new CartBundleError(`The cart bundle address is not a URL: ${cart}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CartBundleError(`The cart bundle address is not http(s): ${cart}`);
  return url.href;
}
