import { ChunkLoadError } from './chunk-load-error.ts';
import type { CoreContext, Destroy, FeatureChunk, Started } from './contract.ts';
import { yieldToMain } from '../platform/idle/after-load.ts';
import { featureEvent } from '../shared/page-events.ts';

type ReportFn = (error: unknown, details?: Record<string, string>) => void;

/** What every chunk's context shares: the page read once, with its edit mode, and its one consent engine. */
export type SharedContext = Pick<CoreContext, 'page' | 'consent'>;

/** What running a chunk needs from the core. */
export interface IsolateDeps {
  /** Loads one of the runtime's own chunks by name, once per page; `fresh`: again, past a failure. */
  loadChunk(name: string, fresh?: boolean): Promise<unknown>;
  loadModule: CoreContext['loadModule'];
  report: ReportFn;
  /** The page and its consent engine, the same for every chunk: asked for when a chunk runs, so read on first use. */
  shared(): SharedContext;
}

/** One running block or feature. */
export interface Isolated {
  /** Aborted once it is stopped. */
  readonly signal: AbortSignal;
  /** Resolves once it has started (true) or failed or was stopped first (false); never rejects. */
  readonly ready: Promise<boolean>;
  /** Runs its destroy once (and aborts its signal); later calls do nothing. */
  stop(): void;
}

export interface IsolateRun {
  /** The chunk to load, a feature's name: its events are named by it too. */
  readonly chunk: string;
  /** Where its events are dispatched: a block's element; window for a lazy feature. */
  readonly target?: EventTarget;
  /** How it is named in console messages: `accordion block #block-faq`. */
  readonly label: string;
  /** Travel with every report of this run. */
  readonly details: Record<string, string>;
  /** Calls the chunk's entry point: its exported `mount` or `start`. */
  invoke(module: Record<string, unknown>, context: CoreContext): Started;
  /** Load the chunk again past a failure (a fallback's retry). */
  readonly fresh?: boolean;
  /** Told when the chunk could not be had, after its recovery (chunk-recovery/). */
  onChunkFailure?(error: ChunkLoadError): void;
}

/**
 * Runs one chunk with isolation: loads it, yields to the main thread (one block per task), hands it
 * a fresh CoreContext and keeps its destroy. Whatever fails (the chunk, a missing export, the mount
 * or start itself) is logged and reported, never thrown, so the element keeps its pre-rendered HTML
 * and everything else still runs. A run stopped before it finished starting is undone at once.
 */
export function isolate(deps: IsolateDeps, run: IsolateRun): Isolated {
  const controller = new AbortController();
  const { signal } = controller;
  const report = (error: unknown): void => deps.report(error, run.details);
  let destroy: Destroy | undefined;

  const ready = (async () => {
    try {
      const module = (await deps.loadChunk(run.chunk, run.fresh)) as Record<string, unknown>;
      await yieldToMain();
      if (signal.aborted) return false;
      const context: CoreContext = {
        ...deps.shared(),
        signal,
        report,
        loadModule: deps.loadModule,
        start: (name, input) => startFeature(deps, signal, name, input),
        dispatch: (name, detail) => void (run.target ?? window).dispatchEvent(new CustomEvent(featureEvent(run.chunk, name), { bubbles: true, detail })),
      };
      const undo = await run.invoke(module, context);
      if (signal.aborted) undo?.();
      else if (undo) destroy = undo;
      return !signal.aborted;
    } catch (error) {
      console.error(`[site-runtime] ${run.label} was not enhanced:`, error);
      report(error);
      if (error instanceof ChunkLoadError && !signal.aborted) run.onChunkFailure?.(error);
      return false;
    }
  })();

  return {
    signal,
    ready,
    stop() {
      if (signal.aborted) return;
      controller.abort();
      try {
        destroy?.();
      } catch (error) {
        console.error(`[site-runtime] ${run.label} failed to tear down:`, error);
        report(error);
      }
    },
  };
}

/** The chunk's exported entry point (`mount` or `start`), or an error naming what is missing. */
export function entryPoint<T>(module: Record<string, unknown>, key: 'mount' | 'start', chunk: string): T {
  const entry = module[key];
  if (typeof entry !== 'function') throw new Error(`Chunk ${chunk} exports no ${key} function`);
  return entry as T;
}

/** CoreContext.start (and the global API): a lazy feature run as a child of whatever owns `parent`, stopped with it. */
export async function startFeature(deps: IsolateDeps, parent: AbortSignal, name: string, input: unknown): Promise<Destroy | undefined> {
  const feature = isolate(deps, {
    chunk: name,
    label: `${name} feature`,
    details: { feature: name },
    invoke: (module, context) => entryPoint<FeatureChunk['start']>(module, 'start', name)(context, input),
  });
  if (parent.aborted) feature.stop();
  // The listener goes when either side stops first.
  else parent.addEventListener('abort', feature.stop, { once: true, signal: feature.signal });
  return (await feature.ready) ? feature.stop : undefined;
}
