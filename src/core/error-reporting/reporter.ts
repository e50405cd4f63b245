import { ERROR_MAX_CAPTURES_PER_SECOND } from '../../shared/limits.ts';
import { readPageContext } from '../../platform/page-context/read-page-context.ts';
import type { ChunkRequest } from '../request-chunk.ts';
import { addBreadcrumb, breadcrumbs, recordBreadcrumbs } from './breadcrumbs.ts';
import { createChunkIndex } from './chunk-index.ts';
import type { toErrorEntry } from './error-entry.ts';
import { createErrorQueue, type ErrorQueue, type SendErrors } from './error-queue.ts';
import { sessionSampled } from './sampling.ts';

export interface Reporter extends ErrorQueue {
  /** Reports an error with its details (feature, block): once, unless it repeats the previous one or comes beyond 10 a second. */
  report(error: unknown, details?: Record<string, string>): void;
  /** `requestChunk` noting each chunk's files (for the `chunks` of a stack) and how its load went (a breadcrumb). */
  noting(requestChunk: (name: string) => ChunkRequest): (name: string) => ChunkRequest;
}

export interface ReporterOptions {
  /** The entry's (page-core.ts CoreOptions). */
  toEntry: typeof toErrorEntry;
  send: SendErrors;
  /** The features whose blocks a click breadcrumb names. */
  blocks: readonly { name: string; selector: string }[];
  now?: () => number;
  /** This session reports (sampling.ts): the page context's errorSampleRate by default. */
  sampled?: boolean;
}

/**
 * The services chunk's reporter (issue 16; the entry only builds and sends its own failure): the queue's
 * limits (SR §9), plus what the best reporters do. An error identical to the previous one (name, message and
 * stack) is dropped; beyond 10 captures a second they are dropped and counted, the count going as `dropped`
 * in the next entry's data; each error entry carries the `breadcrumbs` ring and the `chunks` its stack ran
 * through. A session not sampled sends nothing, recovered chunk failures included.
 */
export function startReporter(options: ReporterOptions, signal: AbortSignal): Reporter {
  const { toEntry, send, blocks, now = Date.now, sampled = sessionSampled(readPageContext().errorSampleRate) } = options;
  const queue = createErrorQueue(send);
  const index = createChunkIndex();
  const noted = new Set<string>();
  let previous: string | undefined;
  let second = -Infinity;
  let captures = 0;
  let dropped = 0;
  recordBreadcrumbs(blocks, signal);

  return {
    report(error, details) {
      if (!sampled) return;
      const stack = error instanceof Error ? error.stack : undefined;
      const key = JSON.stringify(error instanceof Error ? [error.name, error.message, stack] : String(error));
      if (key === previous) return;
      previous = key;
      const at = now();
      if (at - second >= 1000) [second, captures] = [at, 0];
      if (++captures > ERROR_MAX_CAPTURES_PER_SECOND) {
        dropped += 1;
        return;
      }
      queue.add(toEntry(error, { ...details, chunks: index.chunksIn(stack), breadcrumbs: breadcrumbs(), ...(dropped && { dropped }) }, at));
      dropped = 0;
    },
    add: (entry) => sampled && queue.add(entry),
    flush: queue.flush,
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
