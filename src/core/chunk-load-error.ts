import { SiteRuntimeError } from '../shared/errors.ts';

/**
 * SR §8's types. missing: the server answered 404 or 410, or a page that is not the file (the runtime
 * is older than the deploy); error: any other failure (network, status, script error); timeout: no
 * module after CHUNK_LOAD_TIMEOUT_MS.
 */
export type ChunkFailureType = 'missing' | 'error' | 'timeout';

export class ChunkLoadError extends SiteRuntimeError {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
    readonly request: string,
    cause?: unknown,
    /** The chunk that imports or links this file, when it is not the chunk itself (a shared module or a stylesheet). */
    readonly neededBy?: string,
    /** What the server answered when asked again (0: nothing), and its Content-Type. */
    readonly status?: number,
    readonly contentType?: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, { cause });
  }

  /** What was tried before giving up (issue 16): loading it again, reloading the page, or nothing. */
  recovery: 'retry' | 'reload' | 'none' = 'none';

  /** After a reload, the build of the page that failed first: the report counts under it, as the reload's recovery would. */
  build?: string | undefined;
}
