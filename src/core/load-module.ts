import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/limits.ts';
import { ChunkLoadError, type ChunkFailureType } from './chunk-load-error.ts';

type Importer = (url: string) => Promise<unknown>;

const nativeImport: Importer = (url) => import(/* @vite-ignore */ url);

/** Imports an ES module by absolute URL; any failure becomes a ChunkLoadError naming the chunk and address. */
export async function loadModule<T = unknown>(url: string, chunk: string, importModule: Importer = nativeImport): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', url)), CHUNK_LOAD_TIMEOUT_MS);
  });
  const load = importModule(url).catch(async (cause: unknown) => {
    throw new ChunkLoadError(chunk, await classifyFailure(url), url, cause);
  });
  try {
    return (await Promise.race([load, timeout])) as T;
  } finally {
    clearTimeout(timer);
  }
}

/** import() does not expose the HTTP status, so ask the server once, only after a failure. */
export async function classifyFailure(url: string): Promise<ChunkFailureType> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}
