/** The contract between the core and every feature chunk. */

export type Destroy = () => void;

export interface MountContext {
  /** Aborted when the block is destroyed: pass it to listeners, fetches and observers. */
  readonly signal: AbortSignal;
  /** Reports an error of this block to ops without breaking the page. */
  report(error: unknown): void;
  /** Loads an ES module by URL with the core's time-out and ChunkLoadError (for bundles the page context names). */
  loadModule<T = unknown>(url: string, chunkName: string): Promise<T>;
  /** Loads one of the runtime's own lazy chunks (registry LAZY_CHUNKS) the same way. */
  loadChunk<T = unknown>(name: string): Promise<T>;
}

/** Each feature chunk exports one `mount`; it enhances `element` and returns how to undo that. */
export type MountFn = (element: HTMLElement, context: MountContext) => Destroy | void | Promise<Destroy | void>;

export interface FeatureModule {
  mount: MountFn;
}
