// dist/preload.json: for each feature the entry knows, every file its chunk needs, so the platform's
// renderer can name them in the page's <head> (docs/markup.md "Preload hints") and the browser fetches
// them beside the entry instead of one round trip after it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PRELOAD_FILE } from '../src/shared/markers.ts';
import { chunkMapFromManifest, type ChunkMap } from './chunk-map.ts';

/** A feature as the registry gives it: block features mount on `[data-block-type="N"]` (or several, comma-separated), lazy ones have no selector. */
interface Feature {
  readonly name: string;
  readonly selector?: string;
}

const BLOCK_SELECTOR = /^\[data-block-type="\d+"\](?:, \[data-block-type="\d+"\])*$/;

/** The block type ids a feature mounts on, or none when it is not a block. */
function blockTypeIds(selector = ''): string[] {
  return BLOCK_SELECTOR.test(selector) ? [...selector.matchAll(/\d+/g)].map(([id]) => id) : [];
}

/**
 * Key → the files (relative to dist/) the feature's chunk needs, in the entry's order: its own module,
 * every module it imports, its stylesheets. The key is the block type id for a block, each id for a block of several types (what the renderer
 * knows it rendered), the feature's name otherwise. A feature with no chunk built has no entry.
 */
export function preloadHints(features: readonly Feature[], map: ChunkMap): Record<string, string[]> {
  const hints: Record<string, string[]> = {};
  for (const { name, selector } of features) {
    const files = (map.chunks[name] ?? []).map((index) => map.files[index] ?? '');
    if (files.length === 0) continue;
    const ids = blockTypeIds(selector);
    for (const key of ids.length > 0 ? ids : [name]) hints[key] = files;
  }
  return hints;
}

/**
 * Writes dist/preload.json once the features build has written its manifest (`chunks`: the names of
 * the chunks it builds; `features`: every feature the entry knows, built or not).
 */
export function preloadHintsFile(options: { outDir: string; manifest: string; chunks: readonly string[]; features: readonly Feature[] }): Plugin {
  return {
    name: 'site-runtime:preload-hints',
    apply: 'build',
    writeBundle: {
      // After Vite's own plugins, so the manifest is on disk.
      order: 'post',
      handler() {
        const map = chunkMapFromManifest(join(options.outDir, options.manifest), options.chunks);
        writeFileSync(join(options.outDir, PRELOAD_FILE), `${JSON.stringify(preloadHints(options.features, map))}\n`);
      },
    },
  };
}
