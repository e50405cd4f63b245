import { chunkFile } from './chunk-map';
import { loadModule } from './load-module';
import type { FeatureModule } from './types';

const loaded = new Map<string, Promise<unknown>>();

/** Loads a mapped chunk once per page, however many blocks ask for it. */
export function loadChunk<T = unknown>(name: string): Promise<T> {
  let promise = loaded.get(name);
  if (!promise) {
    const file = chunkFile(name);
    promise = file ? loadModule(new URL(file, import.meta.url).href, name) : Promise.reject(new Error(`No chunk is built for ${name}`));
    loaded.set(name, promise);
  }
  return promise as Promise<T>;
}

/** Loads a feature chunk, which must export its mount function. */
export async function loadFeature(name: string): Promise<FeatureModule> {
  const module = await loadChunk<Partial<FeatureModule>>(name);
  if (typeof module.mount !== 'function') throw new Error(`Chunk ${name} exports no mount function`);
  return module as FeatureModule;
}
