import { chunkFile } from './chunk-map';
import { loadModule } from './load-module';
import type { FeatureModule } from './types';

const loaded = new Map<string, Promise<FeatureModule>>();

/** Loads a feature chunk once per page, however many blocks use it. */
export function loadFeature(name: string): Promise<FeatureModule> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = importFeature(name);
    loaded.set(name, promise);
  }
  return promise;
}

async function importFeature(name: string): Promise<FeatureModule> {
  const file = chunkFile(name);
  if (!file) throw new Error(`No chunk is built for feature ${name}`);
  const module = await loadModule<Partial<FeatureModule>>(new URL(file, import.meta.url).href, name);
  if (typeof module.mount !== 'function') throw new Error(`Chunk ${name} exports no mount function`);
  return module as FeatureModule;
}
