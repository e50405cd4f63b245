import { BLOCK_TYPE } from './shared/block-types.ts';
import {
  CART_ROOT_SELECTOR,
  RELATIVE_TIME_SELECTOR,
  TEXT_SHRINK_SELECTOR,
  CHECKOUT_BUTTON_SELECTOR,
  MOBILE_INFO_BAR_SELECTOR,
  POPUP_TEMPLATE_SELECTOR,
  SITE_CONTEXT_ID,
  SOCIAL_FOLLOW_SELECTOR,
  VIDEO_SELECTOR,
} from './shared/markers.ts';
import { CHECKOUT_ENTRY_PATH } from './shared/platform.ts';
import { isRecord } from './services/data/reply-schema.ts';

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
  /**
   * Its section of docs/markup.md ('6.1'). A feature with a section has an examples.html beside its
   * source: the markup the docs show, the fixture site serves at /examples/{name}/{n}.html and the
   * generic e2e spec checks.
   */
  readonly docs?: string;
}

/** A chunk started by name through the context's `start`; its source exports `start` (src/kit defineFeature). */
export interface LazyFeature {
  readonly name: string;
  readonly source: string;
}

/** The entry, runtime.js: built on its own (vite.config.ts), it asks for the chunks a page needs. */
export const ENTRY_SOURCE = 'src/core/runtime.ts';

/**
 * The chunk every page loads: the page start, mounted on the site context, with the core the entry starts
 * (src/core/runtime.ts asks for it by this name: the entry does not import the registry).
 */
export const EVERY_PAGE_CHUNK = 'every-page';

const blockSelector = (id: number): string => `[data-block-type="${id}"]`;
/** A block chunk mounted on every element of its type, or of its types when one chunk serves several (summary 20 and 55). */
const block = (name: string, ids: number | readonly number[], docs: string): MountedFeature => ({
  name,
  selector: [ids].flat().map(blockSelector).join(', '),
  source: `src/blocks/${name}/index.ts`,
  docs,
});
const marker = (name: string, selector: string, folder: 'blocks' | 'page', docs?: string): MountedFeature => ({
  name,
  selector,
  source: `src/${folder}/${name}/index.ts`,
  ...(docs !== undefined && { docs }),
});

export const MOUNTED_FEATURES: readonly MountedFeature[] = [
  block('accordion', BLOCK_TYPE.accordion, '6.1'),
  block('menu', BLOCK_TYPE.menu, '6.2'),
  block('button', BLOCK_TYPE.button, '6.9'),
  block('donation', BLOCK_TYPE.donation, '6.10'),
  block('member-area', BLOCK_TYPE.memberArea, '6.11'),
  block('form', BLOCK_TYPE.form, '6.3'),
  block('newsletter', BLOCK_TYPE.newsletter, '6.4'),
  block('gallery', BLOCK_TYPE.gallery, '6.5'),
  block('image', BLOCK_TYPE.image, '6.19'),
  block('audio', BLOCK_TYPE.audio, '6.17'),
  block('summary', [BLOCK_TYPE.summary, BLOCK_TYPE.summaryV2], '6.20'),
  block('map', BLOCK_TYPE.map, '6.8'),
  block('calendar', BLOCK_TYPE.calendar, '6.14'),
  block('chart', BLOCK_TYPE.chart, '6.15'),
  block('tour-dates', BLOCK_TYPE.tourDates, '6.16'),
  block('search', BLOCK_TYPE.search, '6.13'),
  block('comments', BLOCK_TYPE.comments, '6.18'),
  // Third-party widgets loaded from the block's attributes: one chunk for the five types, which share the behaviour.
  block(
    'widget-script',
    [BLOCK_TYPE.tableReservation, BLOCK_TYPE.tableReservationV2, BLOCK_TYPE.restaurantBooking, BLOCK_TYPE.schedulingWidget, BLOCK_TYPE.weddingRegistry],
    '6.12',
  ),
  // Every video element: the video block's (32) and a gallery video slide's.
  marker('video', VIDEO_SELECTOR, 'blocks', '6.7'),
  marker('cart', CART_ROOT_SELECTOR, 'blocks', '6.21'),
  // The follow widget host of a social links block (19, 48, 54): a block of links only loads nothing.
  marker('social-links', SOCIAL_FOLLOW_SELECTOR, 'blocks', '6.24'),
  marker('checkout-buttons', CHECKOUT_BUTTON_SELECTOR, 'blocks', '6.10'),
  // With or without a query: a link may carry its cart value (?cartToken=).
  marker('checkout-link', `a[href$="${CHECKOUT_ENTRY_PATH}"], a[href*="${CHECKOUT_ENTRY_PATH}?"]`, 'blocks', '6.23'),
  marker('popup-overlay', POPUP_TEMPLATE_SELECTOR, 'page', '6.22'),
  marker('mobile-info-bar', MOBILE_INFO_BAR_SELECTOR, 'page', '6.22'),
  marker('relative-time', RELATIVE_TIME_SELECTOR, 'page', '6.22'),
  marker('text-shrink', TEXT_SHRINK_SELECTOR, 'page', '6.22'),
  // The page start (web fonts, consent, visit cookies, census and the lazy page features), once on every page with a
  // context. Its chunk also carries the core, which the entry starts on every page (src/chunks/every-page/index.ts).
  { name: EVERY_PAGE_CHUNK, selector: `script#${SITE_CONTEXT_ID}`, source: 'src/chunks/every-page/index.ts' },
];

export const LAZY_FEATURES: readonly LazyFeature[] = [
  // Most pages name no web fonts.
  { name: 'fonts', source: 'src/page/fonts/index.ts' },
  // Only for a signed-in account, a logout return, or on a visitor's first Escape press with the setting on.
  { name: 'owner', source: 'src/page/owner/index.ts' },
  // Only for a signed-in account: its announcement bar and popup overlay previews.
  { name: 'account-extras', source: 'src/page/account-extras/index.ts' },
  // Only while the visitor has not chosen (or a force event previews it).
  { name: 'cookie-banner', source: 'src/page/cookie-banner/index.ts' },
  // A gallery's navigation (slideshow, slider, carousel), started by the gallery block: grids never load it.
  { name: 'gallery-navigation', source: 'src/blocks/gallery/navigable/index.ts' },
  // The lightbox, started by a gallery with `lightbox` on when a visitor opens an item (or the address names one).
  { name: 'lightbox', source: 'src/ui/lightbox/index.ts' },
  // A block rendered again by the platform (an events summary on a cached page): the data helper and the sanitizer with it.
  { name: 'block-rendering', source: 'src/ui/block-rendering/index.ts' },
  // The dialog system, started by the features that show a dialog.
  { name: 'dialog', source: 'src/ui/dialog/index.ts' },
  // The page's trace queue, started by the first event traced with consent (src/services/small-services/trace-event.ts).
  { name: 'trace', source: 'src/page/trace/index.ts' },
  // Behind window.SiteRuntime.signIn, signOut, trackInternalEvent and places: loaded on the first call.
  { name: 'site-api', source: 'src/page/site-api/index.ts' },
  // A product page's productPageView pixel event, started by the page start with its recorded page view.
  { name: 'product-page-view', source: 'src/page/product-page-view/index.ts' },
  // The performance collector, started by the page start after the load on a page with rum-settings.
  { name: 'rum', source: 'src/page/rum/index.ts' },
  // The error reporter (dedupe, rate, queue, sends): loaded by the core on a sampled session's first error, not started.
  { name: 'error-reporter', source: 'src/chunks/error-reporter.ts' },
];

/**
 * The features whose UI React renders (README "The React rule"): each imports the shared React chunk,
 * and only a page with one of them loads it. e2e/budget.spec.ts checks that the build agrees.
 * @internal Exported for the tests: the e2e budget spec checks the build agrees.
 */
export const REACT_FEATURES: readonly string[] = [
  'form',
  'newsletter',
  'member-area',
  'calendar',
  'video',
  'audio',
  'tour-dates',
  'chart',
  'map',
  'lightbox',
  'summary',
  'gallery',
  'gallery-navigation',
];

/**
 * A shared chunk the build makes of whole folders (vite.config.ts, Rolldown's code-splitting groups): every module
 * in them goes to its one file, which each chunk importing any of them loads. A folder holds its own files, not its
 * subfolders', which are folders of their own: what a group leaves out is a subfolder (src/core/error-reporting/sender/,
 * the error reporter's chunk, below the every-page core), never an exception in a pattern. src/test/chunk-groups.test.ts
 * checks that each folder exists and that two chunks or more import it.
 */
export interface ChunkGroup {
  readonly name: string;
  /** From the repository root. */
  readonly folders?: readonly string[];
  /** npm packages, every file of each. */
  readonly packages?: readonly string[];
}

/** Each folder in one group at most; their order is Rolldown's, which gives a module two groups would take to the first. */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // React and react-dom in one shared chunk that only React blocks pull in, with the one owner of a React root and the
  // wait for a block far below the screen, which only React blocks load: one file fewer. Not what those import: the
  // every-page helpers they use (after-load.ts) stay in the every-page chunk, or every page would import React's file.
  { name: 'react', folders: ['src/ui/react'], packages: ['react', 'react-dom', 'scheduler'] },
  // What every page runs, in one file (it compresses better than seven): the spec constants, the platform layer, the
  // kit every chunk is built with, the core after the entry, the page start, the blocks' fallback with its texts and the
  // chunk's facade. What only some pages need is elsewhere, as a module here is bytes on every page: src/services,
  // src/ui, the blocks, the spec's enum lists and currencies (src/shared/lists), the global API's defineApi
  // (src/kit/global-api), a block's config reader and markup errors (src/kit/block-kit), the error reporter's sends.
  {
    name: EVERY_PAGE_CHUNK,
    folders: [
      'src/shared',
      'src/platform/census',
      'src/platform/consent',
      'src/platform/cookies',
      'src/platform/descriptor',
      'src/platform/idle',
      'src/platform/page-context',
      'src/platform/tracking',
      'src/platform/visits',
      'src/kit',
      'src/core',
      'src/core/chunk-recovery',
      'src/core/error-reporting',
      'src/page/page-start',
      'src/page/block-fallback',
      'src/texts/every-page',
      'src/chunks/every-page',
    ],
    packages: ['nanoid'],
  },
  // The form block with its whole folder, so the newsletter (a form with a lighter submission) imports the form chunk
  // rather than both sharing a third.
  { name: 'form', folders: ['src/blocks/form', 'src/blocks/form/captcha'] },
  // zod checks server replies and API arguments, in the chunks that make those calls; the page context and block
  // configs are compiled to descriptors at build time (build/compiled-schemas-plugin.ts).
  { name: 'zod', packages: ['zod'] },
  // Small modules several chunks share, in a few files rather than ten: every file costs the entry a name, a hash and
  // its indices, and a request on the pages that need it. What blocks are built with beyond the every-page kit: a
  // block's config reader and markup errors, the attribute snapshot its destroy puts back, the UI limits, reduced
  // motion, the roving and wrapping indices.
  { name: 'block-kit', folders: ['src/kit/block-kit', 'src/ui/block-kit'] },
  // What opens a lightbox (a gallery's or an image's).
  { name: 'lightbox-opener', folders: ['src/ui/lightbox-opener'] },
  // The carousel a gallery's navigation and a summary share: its state machine, groups, names and controls.
  { name: 'carousel', folders: ['src/ui/carousel'] },
  // What every modal needs (the dialogs, the popup, the lightbox): the <dialog> helper, the scroll lock, the stacking rule.
  { name: 'modal', folders: ['src/ui/modal'] },
  // The media helpers the gallery's two chunks, the image and the audio block share: one file, not two.
  { name: 'media', folders: ['src/ui/media'] },
  // A third-party script (the widgets, comment counts, social follow, the form's captcha) with the page's nonce.
  { name: 'third-party', folders: ['src/ui/third-party'] },
  // The small services blocks and page features call: census events, pixel, trace events, web storage, the http(s)
  // URL check, what the page context says of the visitor's account.
  { name: 'small-services', folders: ['src/services/small-services'] },
];

/** What the fixture server needs to know of the blocks: the form field types it builds forms of. */
export { FIELD_TYPES as FORM_FIELD_TYPES } from './blocks/form/field-types.ts';
/**
 * And of the performance collector: its records' encoding (the fixture server keeps them decoded; its tests send them encoded).
 */
export { decodeEvents as decodePerformanceEvents } from './page/rum/short-keys.ts';
/** @internal Exported for the tests: the fixture server's tests send records encoded, as the collector does. */
export { encodeEvents as encodePerformanceEvents } from './page/rum/short-keys.ts';
/**
 * And of the gallery: its phone width, the designs whose navigation chunk it hints (docs/markup.md "Preload hints"),
 * what its layout rules need (the thumbnails' margin cap, video ratio and strip size, the meta's positions) and
 * how a focal point reads.
 */
export {
  META_POSITIONS as GALLERY_META_POSITIONS,
  MOBILE_MAX_WIDTH_PX as GALLERY_MOBILE_MAX_WIDTH_PX,
  NAVIGABLE_DESIGNS as GALLERY_NAVIGABLE_DESIGNS,
  STRIP_V_SIZE as GALLERY_STRIP_V_SIZE,
  THUMBNAIL_MARGIN_MAX_PX as GALLERY_THUMBNAIL_MARGIN_MAX_PX,
  THUMBNAIL_VIDEO_RATIO as GALLERY_THUMBNAIL_VIDEO_RATIO,
} from './blocks/gallery/engine/limits.ts';
export { focalPoint as galleryFocalPoint } from './blocks/gallery/engine/focal-point.ts';
/** And the carousel's groups by width (GMM §9), which its images' `sizes` follow. */
export { effectiveSlidesPerRow as carouselSlidesPerRow } from './ui/carousel/groups.ts';
export { CAROUSEL } from './ui/block-kit/limits.ts';

/** The features with a docs section, hence with examples (examples.html beside their source). */
export const DOCUMENTED_FEATURES = MOUNTED_FEATURES.filter((feature): feature is MountedFeature & { docs: string } => feature.docs !== undefined);

/** Where a documented feature's examples are, from the repository root. */
export function examplesFile(feature: Pick<MountedFeature, 'source'>): string {
  return feature.source.replace(/[^/]+$/, 'examples.html');
}

/**
 * One example of a documented feature. An examples.html holds one or more, each a header comment
 * then the markup:
 *
 *   <!--example {"title": "Cardápio em abas", "context": {"pageType": 50}}-->
 *   <div class="sqs-block menu-block" data-block-type="18" id="block-menu">…</div>
 *
 * They are the single source of the feature's markup: docs/markup.md shows the first one (the docs
 * test checks it), the fixture site serves each at /examples/{name}/{n}.html and fixtures include
 * them, and e2e/blocks.spec.ts checks every one in Chromium. `context` is deep-merged over the
 * fixture site's base page context.
 */
export interface BlockExample {
  readonly title: string;
  /** Deep-merged over the fixture site's base context, as a fixture's is. */
  readonly context: Record<string, unknown>;
  readonly markup: string;
}

const EXAMPLE_HEADER = /<!--example\b([\s\S]*?)-->[ \t]*\r?\n?/g;

export function parseExamples(text: string): BlockExample[] {
  const headers = [...text.matchAll(EXAMPLE_HEADER)];
  return headers.map((header, index) => {
    const meta: unknown = JSON.parse(header[1] ?? '');
    if (!isRecord(meta) || typeof meta['title'] !== 'string') throw new Error('An example header must be a JSON object with a title');
    const end = headers[index + 1]?.index ?? text.length;
    return {
      title: meta['title'],
      context: isRecord(meta['context']) ? meta['context'] : {},
      markup: text.slice((header.index ?? 0) + header[0].length, end).trim(),
    };
  });
}
