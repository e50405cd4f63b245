import type { ChunkFailureType } from './chunk-load-error.ts';

/** A module's static imports (`import"./x.js"`, `from"./x.js"`) and a stylesheet's `@import "./x.css"`. */
const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * import() tells neither the HTTP status nor which of a module's imports failed, so ask the server,
 * only after a failure: the file itself, then what it imports, depth first. Undefined when every
 * file is there (the module's own code failed).
 */
export async function findFailure(url: string, seen = new Set<string>()): Promise<[url: string, type: ChunkFailureType] | undefined> {
  if (seen.has(url)) return undefined;
  seen.add(url);
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    return [url, 'error'];
  }
  if (!response.ok) return [url, response.status === 404 || response.status === 410 ? 'missing' : 'error'];
  for (const [, path = ''] of (await response.text()).matchAll(RELATIVE_IMPORT)) {
    const failed = await findFailure(new URL(path, url).href, seen);
    if (failed) return failed;
  }
  return undefined;
}

/** `…/chunks/react-v6WkZ5QR.js` → `react-v6WkZ5QR`: how a file other than the chunk's own is named in errors. */
export function fileStem(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
}
