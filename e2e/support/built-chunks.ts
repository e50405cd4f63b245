import { readFileSync } from 'node:fs';
import { builtChunkNames, chunkNamesInManifest } from '../../server/static/chunk-names.ts';

// Built files are named by hash alone (vite.config.ts); the build's manifest names their chunks.

/** The chunk a file the page asked for under /dist/ belongs to, or undefined (the entry, preload.json). */
export const chunkOf = builtChunkNames('dist');

/** A chunk's own files (its module, its stylesheets) as paths under /dist/. */
export function filesOf(chunk: string): string[] {
  return [...chunkNamesInManifest(readFileSync('dist/.vite/manifest.json', 'utf8'))].filter(([, name]) => name === chunk).map(([file]) => `/dist/${file}`);
}
