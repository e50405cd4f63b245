import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreContext } from '../../kit/define.ts';
import { coreContext } from '../../test/core-context.ts';
import { listenForPixels } from '../../test/pixel-events.ts';
import { documentWithContext, VISITOR_PAGE_CONTEXT as VISITOR } from '../../test/page-document.ts';
import { CartBundleError } from './cart-bundle-url.ts';
import { mount } from './index.ts';

const CART_PAGE = { ...VISITOR, pageType: 200, assets: { cart: '/assets/commerce/cart.js' } };
const ITEM = { productId: 'caneca', sku: 'SQ0000002', quantity: 1 };

type BundleContext = CoreContext & { addToCart(item: unknown): void };

/** Mounts the cart on a page with `context`, its bundle a stand-in that keeps what it was handed. */
async function mountCart(context: object = CART_PAGE) {
  const doc = documentWithContext(context);
  doc.body.innerHTML = '<div id="cart" data-cart-root><h2>Carrinho</h2></div>';
  const core = coreContext();
  let handed: BundleContext | undefined;
  const destroyBundle = vi.fn();
  vi.mocked(core.loadModule).mockResolvedValue({
    mount: (_root: HTMLElement, context: BundleContext) => {
      handed = context;
      return destroyBundle;
    },
  });
  const destroy = await mount(doc.querySelector<HTMLElement>('[data-cart-root]')!, core);
  return { core, handed: handed!, destroy, destroyBundle };
}

/** The product analytics events recorded: name and payload. */
const recorded = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => url === '/api/events/RecordEvent')
    .map(([, init]) => {
      const form = new URLSearchParams(String(init?.body));
      return { event: form.get('event'), data: JSON.parse(form.get('data') ?? '') as Record<string, unknown> };
    });

beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 })));
afterEach(() => vi.restoreAllMocks());

describe('cart page (6.21): the bundle’s context', () => {
  it('hands the bundle the core’s signal, report, loadModule and start, and its destroy runs on teardown', async () => {
    const { core, handed, destroy, destroyBundle } = await mountCart();
    expect(core.loadModule).toHaveBeenCalledWith(new URL('/assets/commerce/cart.js', document.baseURI).href, 'cart-bundle');
    expect(handed).toMatchObject({ signal: core.signal, report: core.report, loadModule: core.loadModule, start: core.start });
    (destroy as () => void)();
    expect(destroyBundle).toHaveBeenCalledOnce();
  });

  it('a bundle that exports no mount is a CartBundleError, so its report names the cart’s fault', async () => {
    const doc = documentWithContext(CART_PAGE);
    doc.body.innerHTML = '<div id="cart" data-cart-root><h2>Carrinho</h2></div>';
    const core = coreContext();
    vi.mocked(core.loadModule).mockResolvedValue({ start: () => undefined });
    const url = new URL('/assets/commerce/cart.js', document.baseURI).href;
    await expect(mount(doc.querySelector<HTMLElement>('[data-cart-root]')!, core)).rejects.toThrow(
      new CartBundleError(`The cart bundle at ${url} exports no mount function`),
    );
    await expect(mount(doc.querySelector<HTMLElement>('[data-cart-root]')!, core)).rejects.toBeInstanceOf(CartBundleError);
  });

  it('addToCart fires the addToCart pixel event with the item the bundle gives, recorded under that name', async () => {
    const pixels = listenForPixels();
    const { handed } = await mountCart();
    handed.addToCart(ITEM);
    expect(pixels).toEqual([{ name: 'addToCart', data: ITEM }]);
    await vi.waitFor(() => expect(recorded()).toEqual([{ event: 'addToCart', data: expect.objectContaining(ITEM) }]));
  });

  it('addToCart fires nothing without consent (restrictive policy, no choice)', async () => {
    const pixels = listenForPixels();
    const { handed } = await mountCart({ ...CART_PAGE, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    handed.addToCart(ITEM);
    expect(pixels).toEqual([]);
    expect(recorded()).toEqual([]);
  });

  it.each([[undefined], [null], ['caneca'], [[ITEM]]])('addToCart(%j) throws a TypeError to the bundle and fires nothing', async (item) => {
    const pixels = listenForPixels();
    const { handed } = await mountCart();
    expect(() => handed.addToCart(item)).toThrow(new TypeError('addToCart expects the item added, as an object'));
    expect(pixels).toEqual([]);
  });
});
