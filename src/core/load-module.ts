import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/limits.ts';
import { ChunkLoadError } from './chunk-load-error.ts';
import { failureType, probeFile } from './chunk-recovery/failure-type.ts';
import type { Importer } from './fetch-files.ts';
import type { ChunkRequest } from './request-chunk.ts';

/**
 * A chunk's own module once all its files arrived (its own module first, then the modules it
 * imports, then stylesheets). Any failure is a ChunkLoadError naming the file that failed: a file the
 * chunk needs is named by its file with `chunk` as neededBy (its importers fail with it, so it is the
 * one to look at); then the chunk's own module. No answer within CHUNK_LOAD_TIMEOUT_MS is a timeout.
 */
export async function chunkModule<T = unknown>(chunk: string, { urls, results }: ChunkRequest): Promise<T> {
  if (!urls.length) throw new Error(`No chunk is built for ${chunk}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', urls[0] ?? '')), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const settled = await Promise.race([results, timeout]);
    const failed = settled.findIndex((result, index) => index > 0 && result.status === 'rejected');
    const index = failed > 0 ? failed : 0;
    const result = settled[index];
    const url = urls[index] ?? '';
    if (result?.status === 'fulfilled') return result.value as T;
    const probe = await probeFile(url);
    const type = failureType(url, probe);
    throw new ChunkLoadError(index ? fileStem(url) : chunk, type, url, result?.reason, index ? chunk : undefined, probe.status, probe.contentType);
  } finally {
    clearTimeout(timer);
  }
}

/** An ES module by absolute URL (CoreContext.loadModule): the same time-out and errors as a chunk. */
export function loadModule<T = unknown>(url: string, chunk: string, importModule: Importer = (href) => import(/* @vite-ignore */ href)): Promise<T> {
  return chunkModule<T>(chunk, { urls: [url], results: Promise.allSettled([importModule(url)]) });
}

/** `…/chunks/v6WkZ5.js` → `v6WkZ5`: how a file other than the chunk's own module is named in errors (built files are named by hash alone). */
function fileStem(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
}
