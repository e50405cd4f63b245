import type { ApiCall, SiteRuntime } from './contract.ts';
import { pageConsent } from '../platform/consent/consent.ts';
import { readPage } from '../platform/page-context/read-page-context.ts';
import type { toErrorEntry } from './error-reporting/error-entry.ts';
import type { ReporterChunk, SendErrors } from './error-reporting/capture.ts';
import { startErrorShell } from './error-reporting/error-shell.ts';
import { listenForOwnErrors } from './error-reporting/own-errors.ts';
import { startFeature, type SharedContext } from './isolate.ts';
import { yieldToMain } from '../platform/idle/after-load.ts';
import { fetchFile } from './fetch-files.ts';
import { loadModule } from './load-module.ts';
import { createChunkLoader } from './chunk-recovery/chunk-loader.ts';
import { createReloadGuard, pageWasReloaded } from './chunk-recovery/reload-guard.ts';
import { watchBuild } from './chunk-recovery/build-watch.ts';
import { hasTypedInput } from './chunk-recovery/typed-input.ts';
import { recoveredEntry } from './chunk-recovery/recovered-entry.ts';
import { createMounter, type BlockFallback, type MountedFeature } from './mounter.ts';
import { observeBlocks } from './observe-blocks.ts';
import type { ChunkRequest } from './request-chunk.ts';

/** The error reporter's chunk (registry LAZY_FEATURES): loaded on a sampled session's first error. */
const REPORTER_CHUNK = 'error-reporter';

/** What the entry hands the core: its feature map, its requests for chunk files (one per chunk a page) and how reports leave. */
export interface CoreOptions {
  readonly features: readonly MountedFeature[];
  requestChunk(name: string): ChunkRequest;
  /** The runtime's own files live under it: uncaught errors there are ours to report. */
  readonly baseUrl: string;
  /** The entry's own (it reports when this chunk fails), so the chunk carries no second copy. */
  toEntry: typeof toErrorEntry;
  /** The entry's build id (src/core/chunk-map.ts BUILD): compared with the version file's. */
  readonly build: string;
  /** The blocks' fallback (mounter.ts BlockFallback). */
  readonly fallback?: BlockFallback;
  send: SendErrors;
}

/** What the entry gets of the running core: window.SiteRuntime's settled and teardown, and its other methods by name. */
export interface RunningCore extends Pick<SiteRuntime, 'settled' | 'teardown'> {
  /**
   * Answers window.SiteRuntime[method](...args) in the lazy feature 'site-api' (registry): rejects when
   * that feature cannot start (logged and reported then) or the page was torn down.
   */
  ask(method: string, args: unknown[]): Promise<never>;
}

/** The every-page chunk's export for the entry (src/chunks/every-page/index.ts), loaded beside the page's first chunks. */
export interface CoreChunk {
  startCore(options: CoreOptions): RunningCore;
}

/**
 * The page's runtime once the document is parsed: mounts every block, keeps mounting and destroying
 * as the DOM changes, reports errors in batches and answers the global API. It lives in a chunk, not
 * the entry, because the entry has a stable name and is revalidated on every visit while this file
 * is cached for good; the entry loads it in the same round trip as the page's blocks.
 */
export function startCore({ features, baseUrl, toEntry, send, requestChunk, build, fallback }: CoreOptions): RunningCore {
  const controller = new AbortController();
  const { signal } = controller;
  // The reporter's chunk imported as it is, not through the chunk loader: its own failure must never reload the
  // page, and needs no probe of its status. Imported again on a retry (Chromium asks again for a module that failed).
  const loadReporter = (): Promise<ReporterChunk> => fetchFile(requestChunk(REPORTER_CHUNK).urls[0] ?? '') as Promise<ReporterChunk>;
  // Read when a chunk first runs (or the first error asks for its sample rate), not in this task.
  let shared: SharedContext | undefined;
  const sharedContext = (): SharedContext => {
    if (shared) return shared;
    const page = readPage(document);
    return (shared = { page, consent: pageConsent(page) });
  };
  const sampleRate = (): number => sharedContext().page.errorSampleRate;
  const errors = startErrorShell({ toEntry, send, blocks: features, load: loadReporter, sampleRate }, signal);
  const { report } = errors;

  listenForOwnErrors(baseUrl, report, signal);
  addEventListener('pagehide', errors.flush, { signal });

  const chunks = new Map<string, Promise<unknown>>();
  const load = createChunkLoader({
    requestChunk: errors.noting(requestChunk),
    guard: createReloadGuard(),
    reloaded: pageWasReloaded(),
    build,
    newBuild: watchBuild(baseUrl, build, signal),
    typedInput: hasTypedInput,
    reload: () => location.reload(),
    recovered: (recovered) => errors.add(recoveredEntry(recovered, build)),
  });
  /** A chunk once per page; `fresh` (a block fallback's retry button) loads it again past its failure. */
  const loadChunk = (name: string, fresh?: boolean): Promise<unknown> => {
    let module = fresh ? undefined : chunks.get(name);
    if (!module) chunks.set(name, (module = load(name, fresh)));
    return module;
  };
  const deps = { loadChunk, loadModule, report, shared: sharedContext };
  const mounter = createMounter(features, { ...deps, fallback });
  // The blocks from the next task: this one already evaluated the every-page chunk and set all this up.
  let observer: ReturnType<typeof observeBlocks> | undefined;
  const scanned = yieldToMain().then(() => {
    if (signal.aborted) return;
    mounter.scan(document);
    observer = observeBlocks(mounter, document.documentElement);
  });

  return {
    async settled() {
      await scanned;
      observer?.flush();
      return mounter.settled();
    },
    teardown() {
      controller.abort();
      observer?.stop();
      mounter.destroyAll();
      errors.flush();
    },
    ask: (method, args) =>
      new Promise((resolve, reject) => {
        void startFeature(deps, signal, 'site-api', { method, args, resolve, reject } satisfies ApiCall).then(
          (running) => running ?? reject(new Error(`SiteRuntime.${method} is unavailable`)),
        );
      }),
  };
}
