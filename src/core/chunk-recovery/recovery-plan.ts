import type { ChunkFailureType } from '../chunk-load-error.ts';

/** What to do about a chunk file that failed: load it again once, reload the page, or keep the HTML. */
export type Recovery = 'retry' | 'reload' | 'none';

export interface FailureFacts {
  readonly type: ChunkFailureType;
  /**
   * Whether loading the file again can work: the chunk's own module or a stylesheet. A module another
   * one imports stays failed in the browser's module map (whatwg/html#10327), whatever its address.
   */
  readonly retryable: boolean;
  /** This chunk was loaded again already. */
  readonly retried: boolean;
  /** A build newer than this page's runtime is out (build-watch.ts). */
  readonly newBuild: boolean;
  /** The reload guard allows a reload for this file now (reload-guard.ts). */
  readonly reloadAllowed: boolean;
  /** The visitor has typed into the page (typed-input.ts): a reload would lose it. */
  readonly typedInput: boolean;
}

/**
 * Issue 16's rules. A file that is gone (`missing`), or any failure once a newer build is known, means
 * the page's runtime is stale: reload the page, once per file and time window, never over typed text. A
 * network failure or time-out is loaded again once (a new address past the module map and the cache),
 * then given up for the block. A file that arrived and failed (`error` after the retry) is a bug: a reload
 * would not help.
 */
export function recoveryPlan({ type, retryable, retried, newBuild, reloadAllowed, typedInput }: FailureFacts): Recovery {
  if (type === 'missing' || newBuild) return reloadAllowed && !typedInput ? 'reload' : 'none';
  return retryable && !retried ? 'retry' : 'none';
}
