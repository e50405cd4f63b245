import { DOCUMENTED_FEATURES, type MountedFeature } from '../../src/registry.ts';
import type { Signal } from './probe.ts';

/**
 * The pages the bench loads: the exact pages the e2e suite uses (fixtures and the block examples the
 * fixture server builds from each documented feature's examples.html), plus the alternatives built at
 * run time (alternatives.ts). A block added to src/registry.ts with a docs section gets a page here by
 * itself; give it a signal in SIGNALS.
 */

export interface Click {
  /** A Playwright selector; `nth` picks among its matches. */
  readonly selector: string;
  readonly nth: number;
  readonly what: string;
}

export interface BenchPage {
  readonly name: string;
  readonly path: string;
  /** Whether the page loads the runtime (its settled() is watched). */
  readonly runtime: boolean;
  /** The first-block-interactive signal: the earliest of these. */
  readonly signals: readonly Signal[];
  /** The signal in words, printed under the tables. */
  readonly signalText: string;
  readonly click?: Click;
  /** Measured whenever this page is (its variant): `--pages accordion` measures `accordion-no-hints` too. */
  readonly companionOf?: string;
}

interface FeatureSignal {
  readonly signals: (selector: string) => Signal[];
  readonly text: string;
}

/** Per documented block: the DOM change (or, with none, the listener) its enhancement makes first. */
const SIGNALS: Readonly<Record<string, FeatureSignal>> = {
  accordion: {
    signals: (block) => [{ kind: 'attribute', selector: `${block} button[aria-controls]`, attribute: 'aria-expanded' }],
    text: 'the runtime sets aria-expanded on a heading button (docs/markup.md 6.1)',
  },
  menu: {
    signals: (block) => [{ kind: 'attribute', selector: `${block} [role="tab"]`, attribute: 'aria-selected' }],
    text: "the runtime sets a tab's aria-selected (6.2)",
  },
  form: {
    signals: (block) => [{ kind: 'present', selector: `${block} [role="alert"]` }],
    text: 'the form\'s live region div.form-live[role="alert"] is rendered (6.3)',
  },
  newsletter: {
    signals: (block) => [{ kind: 'present', selector: `${block} [role="alert"]` }],
    text: 'the form\'s live region [role="alert"] is rendered (6.4)',
  },
  button: {
    signals: (block) => [{ kind: 'listener', selector: `${block} a[href]`, type: 'click' }],
    text: 'no markup changes: a click listener is added to its link (6.9)',
  },
  donation: {
    // Set on mount even when the HTML has the same address (a mutation record all the same).
    signals: (block) => [{ kind: 'attribute', selector: `${block} a[data-donate-page-id]`, attribute: 'href' }],
    text: "the runtime sets the donation button's href from its data-donate-page-id (6.10)",
  },
  'member-area': {
    signals: (block) => [{ kind: 'attribute', selector: `${block} [data-pricing-option]`, attribute: 'aria-checked' }],
    text: "the runtime sets a pricing option's aria-checked (6.11)",
  },
  'widget-script': {
    signals: (blocks) =>
      blocks.split(', ').map((block) => ({ kind: 'attribute', selector: `${block} [data-widget-script]`, attribute: 'data-widget-state' }) as const),
    text: "the runtime sets the widget host's data-widget-state (loading, then loaded) (6.12)",
  },
  'checkout-buttons': {
    signals: (link) => [{ kind: 'attribute', selector: link, attribute: 'href' }],
    text: "the runtime sets a checkout button's href from its ids (6.10)",
  },
  'relative-time': {
    // The example's time is long past by the bench's clock: the runtime leaves the text as written.
    signals: () => [],
    text: 'no change on a time a minute old or more: settled() only (6.22)',
  },
  'text-shrink': {
    signals: (element) => [{ kind: 'present', selector: `${element} > span` }],
    text: 'the runtime wraps the text in its scaling span (6.22)',
  },
  calendar: {
    signals: (block) => [{ kind: 'present', selector: `${block} .calendar-live` }],
    text: "the runtime adds the calendar's live region p.calendar-live (6.14)",
  },
  chart: {
    signals: (block) => [{ kind: 'present', selector: `${block} [data-chart-canvas] > svg` }],
    text: 'the chart is drawn: an svg in [data-chart-canvas] (6.15)',
  },
  'tour-dates': {
    // The example's first date has passed: its item is marked at once.
    signals: (block) => [{ kind: 'attribute', selector: `${block} li`, attribute: 'data-tour-past' }],
    text: 'the runtime marks a past date data-tour-past (6.16)',
  },
  gallery: {
    signals: (block) => [{ kind: 'present', selector: `${block}[data-gallery-ready]` }],
    text: 'the runtime marks the block data-gallery-ready (6.5)',
  },
  image: {
    // Set on mount even when the HTML has the same value (a mutation record all the same).
    signals: (block) => [{ kind: 'attribute', selector: block, attribute: 'data-image-design' }],
    text: 'the runtime sets data-image-design on the block (6.19)',
  },
  audio: {
    signals: (block) => [{ kind: 'listener', selector: `${block} audio`, type: 'play' }],
    text: "no markup changes without a title: a play listener is added to the block's audio (6.17)",
  },
  video: {
    signals: (element) => [{ kind: 'present', selector: `${element} button.video-play-button` }],
    text: 'the runtime adds the Reproduzir button (6.7)',
  },
  map: {
    // The example's map is in view at load, so the maps script (the fixture site's stand-in) loads at once.
    signals: (block) => [{ kind: 'present', selector: `${block} .map-view` }],
    text: 'the map is drawn in div.map-view, the maps script (the stand-in) loaded (6.8)',
  },
  search: {
    signals: (block) => [{ kind: 'present', selector: `${block} .search-hint[role="status"]` }],
    text: 'the runtime adds the empty span.search-hint[role="status"] to the form (6.13)',
  },
  comments: {
    signals: () => [{ kind: 'present', selector: 'head script[src*="/count.js?callback="]' }],
    text: 'the runtime adds the comment-count script (the stand-in) to <head> (6.18)',
  },
  'social-links': {
    signals: (host) => [{ kind: 'attribute', selector: host, attribute: 'data-social-follow-state' }],
    text: 'the runtime marks the follow widget host data-social-follow-state (6.24)',
  },
  summary: {
    // One chunk for two block types: the selector lists both.
    signals: (blocks) => blocks.split(', ').map((block) => ({ kind: 'present', selector: `${block}[data-summary-ready]` }) as const),
    text: 'the runtime marks the block data-summary-ready (6.20)',
  },
  cart: {
    signals: (root) => [{ kind: 'attribute', selector: root, attribute: 'data-cart-bundle' }],
    text: "the fixture's cart bundle marks the root data-cart-bundle (6.21)",
  },
  'checkout-link': {
    signals: (link) => [{ kind: 'listener', selector: link, type: 'click' }],
    text: 'no markup changes: a click listener is added to the link (6.23)',
  },
  'popup-overlay': {
    // A native <dialog> has its role without the attribute: showModal() sets `open`.
    signals: () => [{ kind: 'present', selector: 'dialog[open]' }],
    text: "the popup's <dialog> is open (6.22)",
  },
  'mobile-info-bar': {
    signals: (bar) => [{ kind: 'present', selector: `${bar}:not([hidden])` }],
    text: 'the bar loses its hidden attribute (6.22; the viewport is 800 px wide)',
  },
};

function featureSignal(feature: MountedFeature): FeatureSignal {
  return (
    SIGNALS[feature.name] ?? {
      signals: (selector) => [{ kind: 'listener', selector, type: '*' }],
      text: 'no signal chosen yet (scripts/bench/pages.ts): the first listener added to the block',
    }
  );
}

export const ACCORDION_CLICK: Click = { selector: '[data-block-type="69"] button[aria-controls]', nth: 1, what: 'click the second heading' };
const FORM_CLICK: Click = { selector: '[data-block-type="9"] button[type="submit"]', nth: 0, what: 'submit it empty' };
// The React blocks a visitor presses (issue 36: a click on any of them paints within 100 ms at 4x CPU).
const MEMBER_AREA_CLICK: Click = { selector: '[data-block-type="67"] [data-pricing-option]', nth: 1, what: 'choose the other plan' };
const VIDEO_CLICK: Click = { selector: 'button.video-play-button', nth: 0, what: 'press play' };
const CALENDAR_CLICK: Click = { selector: '[data-block-type="26"] a[data-calendar-month]', nth: 0, what: 'ask for another month' };
const CLICKS: Readonly<Record<string, Click>> = {
  accordion: ACCORDION_CLICK,
  form: FORM_CLICK,
  'member-area': MEMBER_AREA_CLICK,
  video: VIDEO_CLICK,
  calendar: CALENDAR_CLICK,
};

/**
 * The accordion's page as a renderer without preload hints writes it (docs/markup.md "Preload hints";
 * the fixture server's ?preload=0): the entry must run before the chunk is asked for, one round trip more.
 */
function withoutHints(page: BenchPage): BenchPage {
  return {
    name: `${page.name}-no-hints`,
    path: `${page.path}?preload=0`,
    runtime: true,
    signals: page.signals,
    signalText: `${page.signalText}; the page without preload hints (?preload=0)`,
    companionOf: page.name,
  };
}
const WITHOUT_HINTS_TOO = ['accordion'];

/** The kitchen sink's blocks, whose signals race: the first block interactive wins. */
const KITCHEN_SINK_BLOCKS = ['accordion', 'menu', 'button', 'form', 'newsletter'];

export function runtimePages(): BenchPage[] {
  const byName = new Map(DOCUMENTED_FEATURES.map((feature) => [feature.name, feature]));
  const blockPages = DOCUMENTED_FEATURES.flatMap((feature): BenchPage[] => {
    const signal = featureSignal(feature);
    const click = CLICKS[feature.name];
    const page: BenchPage = {
      name: feature.name,
      path: `/examples/${feature.name}/1.html`,
      runtime: true,
      signals: signal.signals(feature.selector),
      signalText: signal.text,
      ...(click && { click }),
    };
    return WITHOUT_HINTS_TOO.includes(feature.name) ? [page, withoutHints(page)] : [page];
  });
  return [
    { name: 'no-blocks', path: '/fixtures/no-blocks.html', runtime: true, signals: [], signalText: 'no block: settled() only' },
    {
      name: 'kitchen-sink',
      path: '/fixtures/kitchen-sink.html',
      runtime: true,
      signals: KITCHEN_SINK_BLOCKS.flatMap((name) => {
        const feature = byName.get(name);
        return feature ? featureSignal(feature).signals(feature.selector) : [];
      }),
      signalText: `the first of its blocks' signals (${KITCHEN_SINK_BLOCKS.join(', ')})`,
    },
    ...blockPages,
    {
      name: 'cookie-banner',
      path: '/fixtures/cookie-banner.html',
      runtime: true,
      signals: [{ kind: 'present', selector: 'button', text: 'Aceitar' }],
      signalText: 'first visit, restrictive policy: the banner\'s "Aceitar" button is in the page',
    },
  ];
}
