import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreContext } from '../../kit/define.ts';
import { examples, mountBlock, type Example } from '../../test/mount-block.ts';
import { listenForPixels } from '../../test/pixel-events.ts';
import { CartBundleError } from './cart-bundle-url.ts';

const [CART] = examples('cart');
const BUNDLE_URL = new URL('/fixtures/assets/commerce/cart-bundle.js', document.baseURI).href;
const ITEM = { productId: 'caneca', sku: 'SQ0000002', quantity: 1 };

type BundleContext = CoreContext & { addToCart(item: unknown): void };

/** Mounts the cart's example (or a variant), its bundle a stand-in that keeps what it was handed. */
async function mountCart(example: Example = CART!) {
  let handed: BundleContext | undefined;
  const destroyBundle = vi.fn();
  const { context: core, teardown } = await mountBlock(example, {
    prepare: (_, core) =>
      vi.mocked(core.loadModule).mockResolvedValue({
        mount: (_root: HTMLElement, context: BundleContext) => {
          handed = context;
          return destroyBundle;
        },
      }),
  });
  return { core, handed: handed!, teardown, destroyBundle };
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
    const { core, handed, teardown, destroyBundle } = await mountCart();
    expect(core.loadModule).toHaveBeenCalledWith(BUNDLE_URL, 'cart-bundle');
    expect(handed).toMatchObject({ signal: core.signal, report: core.report, loadModule: core.loadModule, start: core.start });
    expect(destroyBundle).not.toHaveBeenCalled();
    teardown();
    expect(destroyBundle).toHaveBeenCalledOnce();
  });

  it('a bundle that exports no mount is a CartBundleError, so its report names the cart’s fault', async () => {
    const mounting = mountBlock(CART!, { prepare: (_, core) => vi.mocked(core.loadModule).mockResolvedValue({ start: () => undefined }) });
    await expect(mounting).rejects.toThrow(new CartBundleError(`The cart bundle at ${BUNDLE_URL} exports no mount function`));
    await expect(mounting).rejects.toBeInstanceOf(CartBundleError);
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
    const { handed } = await mountCart({ ...CART!, context: { ...CART!.context, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } });
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
