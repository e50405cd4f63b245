import { BLOCK_TYPE } from './shared/block-types.ts';
import { CART_ROOT_SELECTOR, MOBILE_INFO_BAR_SELECTOR, POPUP_TEMPLATE_SELECTOR, SITE_CONTEXT_ID } from './shared/markers.ts';
import { CHECKOUT_ENTRY_PATH } from './shared/platform.ts';

/**
 * A feature is a lazily loaded chunk (src/blocks/<name>/index.ts) mounted once on every element
 * matching its selector. Page-level initialisers use a selector that matches one page-level marker.
 */
export interface Feature {
  readonly name: string;
  readonly selector: string;
  /** The module its chunk is built from; it exports `mount`. */
  readonly source: string;
}

const block = (name: string, id: number): Feature => ({ name, selector: `[data-block-type="${id}"]`, source: `src/blocks/${name}/index.ts` });

export const FEATURES: readonly Feature[] = [
  block('accordion', BLOCK_TYPE.accordion),
  block('menu', BLOCK_TYPE.menu),
  block('button', BLOCK_TYPE.button),
  block('form', BLOCK_TYPE.form),
  block('newsletter', BLOCK_TYPE.newsletter),
  { name: 'cart', selector: CART_ROOT_SELECTOR, source: 'src/blocks/cart/index.ts' },
  { name: 'checkout-link', selector: `a[href$="${CHECKOUT_ENTRY_PATH}"]`, source: 'src/blocks/checkout-link/index.ts' },
  { name: 'popup-overlay', selector: POPUP_TEMPLATE_SELECTOR, source: 'src/page/popup-overlay/index.ts' },
  { name: 'mobile-info-bar', selector: MOBILE_INFO_BAR_SELECTOR, source: 'src/page/mobile-info-bar/index.ts' },
  // Page-level initialiser: fonts, consent, visit cookies and census, once on every page with a context.
  { name: 'services', selector: `script#${SITE_CONTEXT_ID}`, source: 'src/page/services/index.ts' },
];

/** Chunks a feature loads on demand through MountContext.loadChunk: built and mapped, never mounted by a selector. */
export const LAZY_CHUNKS: readonly Pick<Feature, 'name' | 'source'>[] = [
  // Most pages name no web fonts.
  { name: 'fonts', source: 'src/page/fonts/load-fonts.ts' },
  // Only for a signed-in account, the Escape-key setting or a logout return.
  { name: 'owner', source: 'src/page/owner/index.ts' },
  // Only for a signed-in account: its announcement bar and popup overlay previews.
  { name: 'account-extras', source: 'src/page/account-extras/index.ts' },
  // Only while the visitor has not chosen (or a force event previews it).
  { name: 'cookie-banner', source: 'src/page/cookie-banner/index.ts' },
  // The dialog system, loaded by the features that show a dialog.
  { name: 'dialog', source: 'src/ui/dialog/index.ts' },
];
