import { chunkFiles } from './chunk-map.ts';
import { fetchFile, fetchFiles, type FileRequests, type FileResults } from './fetch-files.ts';
import { yieldToMain } from '../platform/idle/after-load.ts';

/** A chunk's files (absolute URLs, none when no chunk is built for it) and how they arrived. */
export interface ChunkRequest {
  readonly urls: readonly string[];
  readonly results: Promise<FileResults>;
}

const requested = new Map<string, ChunkRequest>();
const files: FileRequests = new Map();

/**
 * Asks for every file the chunk `name` needs, next to the runtime, once per page however many blocks
 * ask. Each file in a task of its own (yieldToMain): an import() or a stylesheet link costs the main thread 2–7 ms
 * at 4x CPU (a fetch starts), and the kitchen sink's 30 files asked for in one task made it 50–200 ms.
 */
export function requestChunk(name: string): ChunkRequest {
  let request = requested.get(name);
  if (!request) {
    const urls = (chunkFiles(name) ?? []).map((file) => new URL(file, import.meta.url).href);
    request = { urls, results: fetchFiles(urls, files, (url) => yieldToMain().then(() => fetchFile(url))) };
    requested.set(name, request);
  }
  return request;
}
