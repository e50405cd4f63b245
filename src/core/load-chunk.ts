import { chunkFiles } from './chunk-map.ts';
import { loadModule } from './load-module.ts';
import { loadStylesheet } from './load-stylesheet.ts';

const loaded = new Map<string, Promise<unknown>>();

/** Loads a mapped chunk once per page, however many blocks ask for it. */
export function loadChunk<T = unknown>(name: string): Promise<T> {
  let promise = loaded.get(name);
  if (!promise) {
    const files = chunkFiles(name);
    promise = files ? loadFiles(name, files) : Promise.reject(new Error(`No chunk is built for ${name}`));
    loaded.set(name, promise);
  }
  return promise as Promise<T>;
}

/** The JS module and its stylesheets, in parallel; resolves with the module once both are in. */
async function loadFiles(name: string, [script = '', ...stylesheets]: readonly string[]): Promise<unknown> {
  const url = (file: string): string => new URL(file, import.meta.url).href;
  const [module] = await Promise.all([loadModule(url(script), name), ...stylesheets.map((file) => loadStylesheet(url(file), name))]);
  return module;
}
