import { BLOCK_TYPE } from './shared/block-types.ts';
import { CART_ROOT_SELECTOR, MOBILE_INFO_BAR_SELECTOR, POPUP_TEMPLATE_SELECTOR, SITE_CONTEXT_ID } from './shared/markers.ts';
import { CHECKOUT_ENTRY_PATH } from './shared/platform.ts';

/**
 * The composition root: every chunk the build emits and how the core reaches it. Only the build,
 * the tests and the fixture server read this file; the entry gets the mounted features' names and
 * selectors inlined (vite.config.ts), never this module.
 */

/** A chunk the core mounts once on every element matching `selector`; its source exports `mount` (src/kit defineBlock). */
export interface MountedFeature {
  readonly name: string;
  readonly selector: string;
  readonly source: string;
}

/** A chunk started by name through the context's `start`; its source exports `start` (src/kit defineFeature). */
export interface LazyFeature {
  readonly name: string;
  readonly source: string;
}

const block = (name: string, id: number): MountedFeature => ({ name, selector: `[data-block-type="${id}"]`, source: `src/blocks/${name}/index.ts` });
const marker = (name: string, selector: string, folder: 'blocks' | 'page'): MountedFeature => ({ name, selector, source: `src/${folder}/${name}/index.ts` });

export const MOUNTED_FEATURES: readonly MountedFeature[] = [
  block('accordion', BLOCK_TYPE.accordion),
  block('menu', BLOCK_TYPE.menu),
  block('button', BLOCK_TYPE.button),
  block('form', BLOCK_TYPE.form),
  block('newsletter', BLOCK_TYPE.newsletter),
  marker('cart', CART_ROOT_SELECTOR, 'blocks'),
  marker('checkout-link', `a[href$="${CHECKOUT_ENTRY_PATH}"]`, 'blocks'),
  marker('popup-overlay', POPUP_TEMPLATE_SELECTOR, 'page'),
  marker('mobile-info-bar', MOBILE_INFO_BAR_SELECTOR, 'page'),
  // Web fonts, consent, visit cookies, census and the lazy page features, once on every page with a context.
  marker('services', `script#${SITE_CONTEXT_ID}`, 'page'),
];

export const LAZY_FEATURES: readonly LazyFeature[] = [
  // Most pages name no web fonts.
  { name: 'fonts', source: 'src/page/fonts/index.ts' },
  // Only for a signed-in account, the Escape-key setting or a logout return.
  { name: 'owner', source: 'src/page/owner/index.ts' },
  // Only for a signed-in account: its announcement bar and popup overlay previews.
  { name: 'account-extras', source: 'src/page/account-extras/index.ts' },
  // Only while the visitor has not chosen (or a force event previews it).
  { name: 'cookie-banner', source: 'src/page/cookie-banner/index.ts' },
  // The dialog system, started by the features that show a dialog.
  { name: 'dialog', source: 'src/ui/dialog/index.ts' },
];

/** What the fixture server needs to know of the blocks: the form field types it builds forms of. */
export { FIELD_TYPES as FORM_FIELD_TYPES } from './blocks/form/field-types.ts';
