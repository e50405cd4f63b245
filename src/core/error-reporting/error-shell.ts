import type { MountedFeature } from '../mounter.ts';
import { ERROR_MAX_QUEUED } from '../../shared/limits.ts';
import type { ChunkRequest } from '../request-chunk.ts';
import { addBreadcrumb, breadcrumbs, recordBreadcrumbs } from './breadcrumbs.ts';
import type { Capture, Reporter, ReporterChunk, SendErrors } from './capture.ts';
import { createChunkIndex } from './chunk-index.ts';
import type { ErrorEntry, toErrorEntry } from './error-entry.ts';
import { sessionSampled } from './sampling.ts';

/** At most this many wait while the reporter's code loads (an error in a loop, offline); it keeps 10 entries anyway. */
const WAITING_MAX = 100;

export interface ErrorShellOptions {
  /** The entry's (page-core.ts CoreOptions). */
  toEntry: typeof toErrorEntry;
  send: SendErrors;
  /** The features whose blocks a click breadcrumb names. */
  blocks: readonly MountedFeature[];
  /** The reporter's chunk. */
  load(): Promise<ReporterChunk>;
  /** The page context's errorSampleRate, asked at the first capture (sampling.ts). */
  sampleRate(): number;
  /** This session reports, whatever the rate (tests). */
  sampled?: boolean;
}

export interface ErrorShell {
  /** Reports an error with its details (feature, block). */
  report(error: unknown, details?: Record<string, string>): void;
  /** An entry made elsewhere (a recovered chunk). */
  add(entry: ErrorEntry): void;
  /** Sends what is queued now (page hide, teardown). */
  flush(): void;
  /** `requestChunk` noting each chunk's files (for the `chunks` of a stack) and how its load went (a breadcrumb). */
  noting(requestChunk: (name: string) => ChunkRequest): (name: string) => ChunkRequest;
}

/**
 * What every page runs of error reporting (issue 37): the breadcrumbs and the captures. The reporter
 * itself (sender/) loads on a sampled session's first capture; what comes meanwhile waits, and waits
 * on when its load fails (offline, a file gone) until the network comes back or the next capture asks
 * again. A page hidden first sends what waits as it is, through the entry's sender. A session not
 * sampled takes nothing and loads nothing.
 */
export function startErrorShell(options: ErrorShellOptions, signal: AbortSignal): ErrorShell {
  const { toEntry, send, blocks, load } = options;
  // Decided at the first capture, not at start: a page without errors reads neither the context's rate nor session storage.
  let sampled = options.sampled;
  const index = createChunkIndex();
  const noted = new Set<string>();
  let waiting: (Capture | ErrorEntry)[] = [];
  let reporter: Reporter | undefined;
  let loading = false;
  recordBreadcrumbs(blocks, signal);

  const give = (to: Reporter, item: Capture | ErrorEntry): void => ('eventName' in item ? to.add(item) : to.report(item));
  const need = (): void => {
    if (loading || signal.aborted) return;
    loading = true;
    load().then(
      (chunk) => {
        reporter = chunk.startReporter({ toEntry, send });
        for (const item of waiting.splice(0)) give(reporter, item);
      },
      // Chromium asks again for a module that failed; an engine that keeps the failure sends what waits at page hide.
      () => {
        loading = false;
        addEventListener('online', need, { once: true, signal });
      },
    );
  };
  const reports = (): boolean => (sampled ??= sessionSampled(options.sampleRate()));
  const take = (item: Capture | ErrorEntry): void => {
    if (!reports()) return;
    if (reporter) return give(reporter, item);
    if (waiting.length < WAITING_MAX) waiting.push(item);
    need();
  };

  return {
    report(error, details) {
      // A session not sampled does not even read the stack.
      if (!reports()) return;
      const chunks = index.chunksIn(error instanceof Error ? error.stack : undefined);
      take({ error, details: { ...details, chunks }, at: Date.now(), breadcrumbs: breadcrumbs() });
    },
    add: take,
    flush() {
      if (reporter) return reporter.flush();
      const entries = waiting
        .slice(0, ERROR_MAX_QUEUED)
        .map((item) => ('eventName' in item ? item : toEntry(item.error, { ...item.details, breadcrumbs: item.breadcrumbs }, item.at)));
      waiting = [];
      if (entries.length) void send(entries);
    },
    noting: (requestChunk) => (name) => {
      const request = requestChunk(name);
      if (!noted.has(name)) {
        noted.add(name);
        index.note(name, request.urls);
        void request.results.then((results) => addBreadcrumb({ type: 'chunk', chunk: name, ok: results.every((result) => result.status === 'fulfilled') }));
      }
      return request;
    },
  };
}
