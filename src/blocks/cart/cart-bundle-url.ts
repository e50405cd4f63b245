import { httpUrl } from '../../services/small-services/http-url.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';

/** No usable cart bundle (the context names none, or what it names mounts nothing): the cart root keeps its pre-rendered HTML. */
export class CartBundleError extends SiteRuntimeError {
  override readonly name = 'CartBundleError';
}

/** The cart bundle's absolute URL from the page context's asset list (docs/markup.md 6.21). */
export function cartBundleUrl(cart: string | undefined, baseUrl: string): string {
  if (!cart) throw new CartBundleError('The page context names no cart bundle (assets.cart)');
  const url = httpUrl(cart, baseUrl);
  if (url === undefined) throw new CartBundleError(`The cart bundle address is not an http(s) URL: ${cart}`);
  return url;
}
