import { SiteRuntimeError } from '../shared/errors.ts';

/**
 * missing: the server answered 404 or 410; error: any other failure (network, status, script error);
 * timeout: no module after CHUNK_LOAD_TIMEOUT_MS.
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
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, { cause });
  }
}
