import { chunkFiles } from './chunk-map.ts';
import { fetchFiles, type FileResults } from './fetch-files.ts';

/** A chunk's files (absolute URLs, none when no chunk is built for it) and how they arrived. */
export interface ChunkRequest {
  readonly urls: readonly string[];
  readonly results: Promise<FileResults>;
}

const requested = new Map<string, ChunkRequest>();

/** Asks for every file the chunk `name` needs, next to the runtime, once per page however many blocks ask. */
export function requestChunk(name: string): ChunkRequest {
  let request = requested.get(name);
  if (!request) {
    const urls = (chunkFiles(name) ?? []).map((file) => new URL(file, import.meta.url).href);
    request = { urls, results: fetchFiles(urls) };
    requested.set(name, request);
  }
  return request;
}
