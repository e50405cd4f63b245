import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/limits.ts';
import { ChunkLoadError } from './chunk-load-error.ts';
import { fileStem, findFailure } from './failed-file.ts';

type Importer = (url: string) => Promise<unknown>;

const nativeImport: Importer = (url) => import(/* @vite-ignore */ url);

/**
 * Imports an ES module by absolute URL; any failure becomes a ChunkLoadError naming the file that
 * failed and its address: the module itself (named `chunk`), or a module it imports (named by its
 * file, with `chunk` as neededBy), so ops look at the file that is really missing.
 */
export async function loadModule<T = unknown>(url: string, chunk: string, importModule: Importer = nativeImport): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', url)), CHUNK_LOAD_TIMEOUT_MS);
  });
  const load = importModule(url).catch(async (cause: unknown) => {
    const [failed, type] = (await findFailure(url)) ?? [url, 'error'];
    throw failed === url ? new ChunkLoadError(chunk, type, url, cause) : new ChunkLoadError(fileStem(failed), type, failed, cause, chunk);
  });
  try {
    return (await Promise.race([load, timeout])) as T;
  } finally {
    clearTimeout(timer);
  }
}
