import { loadStylesheet } from './load-stylesheet.ts';

export type Importer = (url: string) => Promise<unknown>;

/** How each file of a chunk arrived, in the order asked. */
export type FileResults = PromiseSettledResult<unknown>[];

/**
 * The files already asked for, by URL. Chunks share most of their imports: the module map fetches a
 * module once anyway, but each import() call still costs the main thread, and a shared stylesheet
 * would be linked twice.
 */
export type FileRequests = Map<string, Promise<unknown>>;

const nativeImport: Importer = (url) => import(/* @vite-ignore */ url);

/** One file: a module imported, a stylesheet linked. */
export const fetchFile = (url: string, importModule: Importer = nativeImport): Promise<unknown> =>
  url.endsWith('.css') ? loadStylesheet(url) : importModule(url);

/**
 * Asks for all of a chunk's files at once, so a chunk is one round trip however deep its imports go;
 * a file in `requested` is not asked for again. Never rejects: the core judges the results
 * (load-module.ts).
 */
export function fetchFiles(urls: readonly string[], requested: FileRequests, ask: (url: string) => Promise<unknown>): Promise<FileResults> {
  return Promise.allSettled(
    urls.map((url) => {
      let request = requested.get(url);
      if (!request) requested.set(url, (request = ask(url)));
      return request;
    }),
  );
}
