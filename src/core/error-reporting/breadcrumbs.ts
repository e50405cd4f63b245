import { ERROR_BREADCRUMB_TEXT_LENGTH, ERROR_BREADCRUMBS } from '../../shared/limits.ts';

/**
 * What happened before an error (issue 16), sent with each error entry as `breadcrumbs`: `at` is Date.now();
 * a navigation names its `to` address, a click its block's `block` id and `feature` (never its text), a chunk
 * load its `chunk` and `ok`, a failed request its `url` (no query: it may hold a visitor's data) and `status`
 * (0 for a network error).
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
const address = (url: string | URL): string => {
  const { origin, pathname } = new URL(url, location.href);
  return cut(origin + pathname);
};

/** Notes a crumb (the chunk loader's, and the listeners' below); the ring keeps the last 30. */
export function addBreadcrumb(crumb: Crumb, now = Date.now()): void {
  const texts = Object.fromEntries(Object.entries(crumb).map(([key, value]) => [key, typeof value === 'string' ? cut(value) : value]));
  ring = [...ring.slice(1 - ERROR_BREADCRUMBS), { ...texts, at: now } as Breadcrumb];
}

/** The ring, oldest first. */
export const breadcrumbs = (): readonly Breadcrumb[] => ring;

/**
 * Notes navigations (history.pushState and replaceState, popstate, hashchange), clicks on blocks (those
 * matching `blocks`'s selectors) and failed fetch and XHR requests, until `signal` aborts (the patched
 * history and fetch methods are put back then).
 */
export function recordBreadcrumbs(blocks: readonly { name: string; selector: string }[], signal: AbortSignal): void {
  const navigated = (): void => addBreadcrumb({ type: 'navigation', to: address(location.href) });
  const failed = (url: string | URL, status: number): void => {
    try {
      if (!status || status >= 400) addBreadcrumb({ type: 'request', url: address(url), status });
    } catch {
      // An address URL() cannot read: the page's own request must not fail for a crumb.
    }
  };
  const patch = <T extends object, K extends keyof T>(target: T, key: K, wrap: (original: T[K]) => T[K]): void => {
    const original = target[key];
    target[key] = wrap(original);
    signal.addEventListener('abort', () => (target[key] = original));
  };

  for (const key of ['pushState', 'replaceState'] as const) {
    patch(history, key, (original) => (...args) => {
      original.apply(history, args);
      navigated();
    });
  }
  addEventListener('popstate', navigated, { signal });
  addEventListener('hashchange', navigated, { signal });

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

  patch(window, 'fetch', (original) => async (input, init) => {
    const url = input instanceof Request ? input.url : input;
    try {
      const response = await original(input, init);
      failed(url, response.status);
      return response;
    } catch (error) {
      failed(url, 0);
      throw error;
    }
  });
  patch(
    XMLHttpRequest.prototype,
    'open',
    (original) =>
      function (this: XMLHttpRequest, ...args: [string, string | URL]) {
        // On the request itself, not the signal: it goes with the request.
        this.addEventListener('loadend', () => failed(args[1], this.status));
        Reflect.apply(original, this, args);
      } as XMLHttpRequest['open'],
  );
}
