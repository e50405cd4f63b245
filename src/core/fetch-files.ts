import { loadStylesheet } from './load-stylesheet.ts';

export type Importer = (url: string) => Promise<unknown>;

/** How each file of a chunk arrived, in the order asked. */
export type FileResults = PromiseSettledResult<unknown>[];

const nativeImport: Importer = (url) => import(/* @vite-ignore */ url);

/**
 * Asks for all of a chunk's files at once (modules imported, stylesheets linked), so a chunk is one
 * round trip however deep its imports go. Never rejects: the core judges the results (load-module.ts).
 */
export function fetchFiles(urls: readonly string[], importModule: Importer = nativeImport): Promise<FileResults> {
  return Promise.allSettled(urls.map((url) => (url.endsWith('.css') ? loadStylesheet(url) : importModule(url))));
}
