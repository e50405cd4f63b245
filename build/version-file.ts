// dist/version.json: the build's id, which the runtime of a page left open compares with its own to know
// that a newer build is out (src/core/chunk-recovery/build-watch.ts, docs/markup.md "Deploys").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VERSION_FILE } from '../src/shared/markers.ts';
import { chunkMapFromManifest } from './chunk-map.ts';
import { buildId } from './entry-features.ts';

/** Writes dist/version.json once the features build has written its manifest (the entry is built with the same id). */
export function versionFile(options: { outDir: string; manifest: string; chunks: readonly string[] }): Plugin {
  return {
    name: 'site-runtime:version-file',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler() {
        const map = chunkMapFromManifest(join(options.outDir, options.manifest), options.chunks);
        writeFileSync(join(options.outDir, VERSION_FILE), `${JSON.stringify({ build: buildId(map) })}\n`);
      },
    },
  };
}
