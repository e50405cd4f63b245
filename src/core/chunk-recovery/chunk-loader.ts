import { RETRY_WAIT_MS } from '../../shared/limits.ts';
import { ChunkLoadError } from '../chunk-load-error.ts';
import { loadStylesheet } from '../load-stylesheet.ts';
import { isStylesheet } from './failure-type.ts';
import { chunkModule } from '../load-module.ts';
import type { ChunkRequest } from '../request-chunk.ts';
import type { ReloadGuard } from './reload-guard.ts';
import { recoveryPlan } from './recovery-plan.ts';

/** A chunk that loaded after a failure (issue 16's ops signal: counted, not an error). */
export interface Recovered {
  readonly chunk: string;
  readonly type: ChunkLoadError['type'];
  readonly request: string;
  readonly by: 'retry' | 'reload';
  /** After a reload: the build of the page that failed, which the recovery counts under. */
  readonly build?: string | undefined;
}

export interface ChunkLoaderOptions {
  /** The first request for a chunk's files (the entry's: one per chunk a page). */
  requestChunk(name: string): ChunkRequest;
  readonly guard: ReloadGuard;
  /** This page load is a reload (the navigation entry's type): a chunk the guard noted a reload for, loading now, was recovered by it. */
  readonly reloaded: boolean;
  /** This page's build, noted with a reload so the reloaded page counts the failure under it. */
  readonly build: string;
  newBuild(): boolean;
  typedInput(): boolean;
  reload(): void;
  recovered(recovered: Recovered): void;
  /** A cache-busting value, new for each retry. */
  stamp?(): string;
  /** How a retry asks for a file: a stylesheet linked, a module imported (fetch-files.ts, for addresses with a query). */
  fetchFile?(url: string): Promise<unknown>;
}

/** `url` at a new address: the browser's module map and HTTP cache know nothing of it. */
const busted = (url: string, stamp: string): string => `${url}${url.includes('?') ? '&' : '?'}retry=${stamp}`;

/**
 * The same chunk again (SR §9's retry wait first): its own module and the stylesheets that failed at new
 * addresses; the modules it imports as they are (the module map gives back those that arrived; one
 * that failed stays failed there, which recoveryPlan knows).
 */
async function retryRequest(
  { urls }: ChunkRequest,
  failed: ReadonlySet<string>,
  stamp: string,
  fetch: (url: string) => Promise<unknown>,
): Promise<ChunkRequest> {
  await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
  const again = urls.map((url, index) => (index === 0 || (isStylesheet(url) && failed.has(url)) ? busted(url, stamp) : url));
  return { urls: again, results: Promise.allSettled(again.map((url) => fetch(url))) };
}

/**
 * Loads a chunk by name and recovers from a failure as recoveryPlan says: once more at a new address,
 * or a guarded reload of the page (the promise then never settles: the page is going). What cannot be
 * recovered rejects with the ChunkLoadError, its `recovery` saying what was tried. `fresh` (a visitor's
 * retry from a block's fallback) skips the first request, which failed already.
 */
export function createChunkLoader(options: ChunkLoaderOptions) {
  const {
    requestChunk,
    guard,
    build,
    newBuild,
    typedInput,
    reload,
    recovered,
    stamp = () => Date.now().toString(36),
    fetchFile: fetch = (url) => (isStylesheet(url) ? loadStylesheet(url) : import(/* @vite-ignore */ url)),
  } = options;
  const reloads = options.reloaded ? guard.recent() : [];
  return async function loadChunk(name: string, fresh = false): Promise<unknown> {
    let request = requestChunk(name);
    let failure: ChunkLoadError | undefined;
    if (fresh) request = await retryRequest(request, new Set(request.urls), stamp(), fetch);
    for (;;) {
      try {
        const module = await chunkModule(name, request);
        const reloaded = reloads.find((record) => record.chunk === name);
        if (failure) recovered({ chunk: name, type: failure.type, request: failure.request, by: 'retry' });
        else if (reloaded && !fresh) recovered({ chunk: name, type: reloaded.type, request: reloaded.url, by: 'reload', build: reloaded.build });
        return module;
      } catch (error) {
        if (!(error instanceof ChunkLoadError)) throw error;
        const retried = fresh || failure !== undefined;
        failure ??= error;
        const url = error.request;
        // The guard knows a file by its own address, never a retry's.
        const file = requestChunk(name).urls[request.urls.indexOf(url)] ?? url;
        const plan = recoveryPlan({
          type: error.type,
          retryable: url === request.urls[0] || isStylesheet(url),
          retried,
          newBuild: newBuild(),
          reloadAllowed: !guard.reloadFor(file),
          typedInput: typedInput(),
        });
        if (plan === 'reload' && guard.claim(file, name, error.type, build)) {
          reload();
          return new Promise(() => undefined);
        }
        if (plan !== 'retry') {
          const reload = guard.reloadFor(file);
          error.recovery = reload ? 'reload' : retried ? 'retry' : 'none';
          error.build = reload?.build;
          throw error;
        }
        const settled = error.type === 'timeout' ? [] : await request.results;
        const failed = new Set(request.urls.filter((_, index) => settled[index]?.status === 'rejected'));
        request = await retryRequest(request, failed, stamp(), fetch);
      }
    }
  };
}
