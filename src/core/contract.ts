/** The contract between the core and every chunk it runs. Blocks and features see it through src/kit. */
import type { Consent } from '../platform/consent/consent.ts';
import type { Page } from '../platform/page-context/read-page-context.ts';

export type Destroy = () => void;

/** What a mount or start returns: how to undo it, or nothing to undo. */
export type Started = Destroy | void | Promise<Destroy | void>;

/** What the core hands every chunk it runs, a block mounted on an element or a lazy feature started by name. */
export interface CoreContext {
  /** The page (docs/markup.md §2) with its edit mode, read once by the core for every chunk; read-only. */
  readonly page: Page;
  /** The page's one consent engine: every tracker asks it, and a choice made through it reaches them all. */
  readonly consent: Consent;
  /** Aborted when this block or feature is destroyed: pass it to listeners, fetches and observers. */
  readonly signal: AbortSignal;
  /** Reports an error of this block or feature to ops without breaking the page. */
  report(error: unknown): void;
  /** Loads an ES module by URL with the core's time-out and ChunkLoadError (for bundles the page context names). */
  loadModule<T = unknown>(url: string, chunkName: string): Promise<T>;
  /**
   * Starts one of the runtime's lazy features (registry LAZY_FEATURES) with `input`, isolated as a
   * block is. It stops when this block or feature is destroyed, or when the function it resolves
   * with runs. Never rejects: a chunk that fails or a start that throws is logged and reported, and
   * the promise resolves with undefined.
   */
  start(name: string, input?: unknown): Promise<Destroy | undefined>;
  /**
   * Tells the page's scripts: a bubbling CustomEvent `siteruntime:{feature}:{name}` (src/shared/page-events.ts
   * featureEvent) with `detail`, from a block's element, or on window from a lazy feature. Type it with the
   * feature's event map (src/kit/events.ts); docs/markup.md §4 lists every event.
   */
  dispatch(name: string, detail?: unknown): void;
}

/** A block chunk: mounted on every element matching its marker (registry BLOCKS). */
export interface BlockChunk {
  mount(element: HTMLElement, context: CoreContext): Started;
}

/** A lazy feature chunk: started by name through CoreContext.start (registry LAZY_FEATURES). */
export interface FeatureChunk {
  start(context: CoreContext, input: unknown): Started;
}

/**
 * What the core passes a lazy feature behind a method of the global API (window.SiteRuntime,
 * docs/markup.md §4): the method, the caller's arguments (untrusted), and where its answer goes.
 */
export interface ApiCall {
  readonly method: string;
  readonly args: readonly unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The page-global handle, documented in docs/markup.md. */
export interface SiteRuntime {
  /** Resolves once every block on the page (including ones inserted just now) is mounted or has failed. */
  settled(): Promise<void>;
  /** Runs every registered destructor and leaves the page as its HTML was. */
  teardown(): void;
  /** Signs a site user in (POST /api/site-users/account/session); rejects with the platform's reason. `newAccount`: one just created. */
  signIn(details: { email: string; password: string; rememberMe?: boolean; newAccount?: boolean }): Promise<void>;
  /** Signs the site user out (DELETE /api/site-users/account/session?cloneCart=…). */
  signOut(options?: { cloneCart?: boolean }): Promise<void>;
  /** Records an internal event (site-runtime.md §7's event tracker): one of the documented names, with its payload. */
  trackInternalEvent(name: string, payload?: Record<string, unknown>): Promise<void>;
  /** Places search through the platform (site-runtime.md §7): predictions for `params`, or a place's details, cost tracked by the tracking context. */
  places: PlacesCall;
}

/**
 * Query parameters passed through to the places calls.
 * @internal Exported for the tests: src/test/places-contract.test.ts keeps it equal to the schemas.
 */
export type PlacesParams = Readonly<Record<string, string | number | boolean | undefined>>;
/**
 * Which product page and section made a details lookup (cost tracking).
 * @internal Exported for the tests: src/test/places-contract.test.ts keeps it equal to the schemas.
 */
export type PlacesTrackingContext = { productPage?: string; productSection?: string };
/**
 * The replies' checked fields (docs/markup.md §4 "Places search"); further fields pass through.
 * @internal Exported for the tests: src/test/places-contract.test.ts keeps it equal to the schemas.
 */
export type PlacesAutocompleteReply = { predictions: { description: string; place_id: string }[] };
/** @internal Exported for the tests: src/test/places-contract.test.ts keeps it equal to the schemas. */
export type PlacesDetailsReply = {
  result: { place_id: string; name: string; formatted_address: string; geometry: { location: { lat: number; lng: number } } };
  trackingContextMissing?: boolean;
};

/** SiteRuntime.places, typed by hand (the core imports no services): src/test/places-contract.test.ts keeps it equal to the zod schemas' types. */
interface PlacesCall {
  (kind: 'autocomplete', params: PlacesParams): Promise<PlacesAutocompleteReply>;
  (kind: 'details', params: PlacesParams, trackingContext?: PlacesTrackingContext): Promise<PlacesDetailsReply>;
}
