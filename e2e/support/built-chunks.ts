import { readFileSync } from 'node:fs';
import { builtChunkNames, chunkNamesInManifest } from '../../server/static/chunk-names.ts';

// Built files are named by hash alone (vite.config.ts); the build's manifest names their chunks.

/** The chunk a file the page asked for under /dist/ belongs to, or undefined (the entry, preload.json). */
export const chunkOf = builtChunkNames('dist');

/** A built file's hash, how errors name a file other than a chunk's own module: `/dist/chunks/DoUCvG.css` → `DoUCvG`. */
export function hashOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
}

/** A chunk's own files (its module, its stylesheets) as paths under /dist/. */
export function filesOf(chunk: string): string[] {
  return [...chunkNamesInManifest(readFileSync('dist/.vite/manifest.json', 'utf8'))].filter(([, name]) => name === chunk).map(([file]) => `/dist/${file}`);
}
