import { builtChunkNames } from '../static/chunk-names.ts';
import type { ReleaseArchive } from './archive.ts';

/**
 * The chunk a file under /dist/ belongs to, from dist/'s manifest, else from an archived release's (a file an
 * older page was served from the archive): the request log names it, and a fault on `/dist/chunks/menu-*.js`
 * reaches every release's menu. A chunk's name is its content's hash, so any manifest naming it is right.
 */
export function releasedChunkNames(distDir: string, archive: ReleaseArchive): (path: string) => string | undefined {
  const readers = new Map<string, (path: string) => string | undefined>();
  const namesIn = (dir: string) => {
    const reader = readers.get(dir) ?? builtChunkNames(dir);
    readers.set(dir, reader);
    return reader;
  };
  return (path) => {
    const current = namesIn(distDir)(path);
    if (current !== undefined || !path.startsWith('/dist/chunks/')) return current;
    for (const { dir } of archive.list()) {
      const name = namesIn(dir)(path);
      if (name !== undefined) return name;
    }
    return undefined;
  };
}
