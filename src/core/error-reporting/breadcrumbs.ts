import { ERROR_BREADCRUMB_TEXT_LENGTH, ERROR_BREADCRUMBS } from '../../shared/limits.ts';

/**
 * What happened before an error (issue 16), sent with each error entry as `breadcrumbs`: `at` is Date.now();
 * a navigation names its `to` address, a click its block's `block` id and `feature` (never its text), a chunk
 * load its `chunk` and `ok`, a failed request its `url` (no query: it may hold a visitor's data) and `status`.
 */
export type Breadcrumb = { at: number } & (
  | { type: 'navigation'; to: string }
  | { type: 'click'; block: string; feature: string }
  | { type: 'chunk'; chunk: string; ok: boolean }
  | { type: 'request'; url: string; status: number }
);

type Crumb = Breadcrumb extends infer B ? (B extends Breadcrumb ? Omit<B, 'at'> : never) : never;

let ring: Breadcrumb[] = [];

const cut = (text: string): string => text.slice(0, ERROR_BREADCRUMB_TEXT_LENGTH);

/** An address without its query and fragment, cut: what a crumb may say of a URL. */
export const crumbAddress = (url: string): string => {
  const { origin, pathname } = new URL(url, location.href);
  return cut(origin + pathname);
};

/** Notes a crumb (the chunk loader's, and the listeners' below); the ring keeps the last 30. */
export function addBreadcrumb(crumb: Crumb, now = Date.now()): void {
  const texts = Object.fromEntries(Object.entries(crumb).map(([key, value]) => [key, typeof value === 'string' ? cut(value) : value]));
  ring = [...ring.slice(1 - ERROR_BREADCRUMBS), { ...texts, at: now } as Breadcrumb];
}

/** The ring, oldest first: a new array after each crumb, so a capture keeps the one it got. */
export const breadcrumbs = (): readonly Breadcrumb[] => ring;

/**
 * Notes navigations and clicks on blocks (those matching `blocks`'s selectors) until `signal` aborts,
 * from events alone: no global is patched. A navigation is the Navigation API's change of entry
 * (pushState, replaceState, a fragment, Back and Forward); where an engine lacks it, popstate and
 * hashchange (history.pushState and replaceState then make no crumb). Failed calls come from the
 * browser's resource timing when an error is reported (sender/request-crumbs.ts).
 */
export function recordBreadcrumbs(blocks: readonly { name: string; selector: string }[], signal: AbortSignal): void {
  const navigated = (): void => addBreadcrumb({ type: 'navigation', to: crumbAddress(location.href) });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation) navigation.addEventListener('currententrychange', navigated, { signal });
  else for (const type of ['popstate', 'hashchange']) addEventListener(type, navigated, { signal });

  const selector = blocks.map((block) => block.selector).join();
  addEventListener(
    'click',
    ({ target }) => {
      const element = selector && target instanceof Element ? target.closest<HTMLElement>(selector) : null;
      const feature = element && blocks.find((block) => element.matches(block.selector));
      if (feature) addBreadcrumb({ type: 'click', block: element.id, feature: feature.name });
    },
    { capture: true, signal },
  );
}
