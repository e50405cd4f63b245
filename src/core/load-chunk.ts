import { chunkFiles } from './chunk-map.ts';
import { loadFiles } from './load-module.ts';

const loaded = new Map<string, Promise<unknown>>();

/** Loads a built chunk with everything it needs, once per page however many blocks ask for it. */
export function loadChunk<T = unknown>(name: string): Promise<T> {
  let promise = loaded.get(name);
  if (!promise) {
    const files = chunkFiles(name);
    promise = files
      ? loadFiles(
          files.map((file) => new URL(file, import.meta.url).href),
          name,
        )
      : Promise.reject(new Error(`No chunk is built for ${name}`));
    loaded.set(name, promise);
  }
  return promise as Promise<T>;
}
