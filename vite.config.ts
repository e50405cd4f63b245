import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { groupTest } from './build/chunk-groups.ts';
import { chunkMapFromManifest, indexFiles, type ChunkMap } from './build/chunk-map.ts';
import { COMPILE_HINT } from './build/compile-hint.ts';
import { compiledSchemas } from './build/compiled-schemas-plugin.ts';
import { deployManifestFile } from './build/deploy-manifest.ts';
import { entryDefines as entryDefinesOf } from './build/entry-features.ts';
import { preloadHintsFile } from './build/preload-hints.ts';
import { versionFile } from './build/version-file.ts';
import { CHUNK_GROUPS, ENTRY_SOURCE, EVERY_PAGE_CHUNK, LAZY_FEATURES, MOUNTED_FEATURES } from './src/registry.ts';

/**
 * Two builds into dist/ (npm run build runs both):
 * - `vite build`: every feature chunk, React in one shared chunk, and the manifest;
 * - `vite build --mode entry`: runtime.js alone, self-contained, with the features' markers and
 *   every file each chunk needs (from that manifest) inlined. The entry never imports a chunk and
 *   no chunk imports the entry.
 */
const OUT_DIR = 'dist';
const MANIFEST = '.vite/manifest.json';
const CHUNKS = [...MOUNTED_FEATURES, ...LAZY_FEATURES];
const chunkNames = CHUNKS.map((chunk) => chunk.name);

/** What the entry needs of the registry and the build (the entry never imports the registry). */
const entryDefines = (map: ChunkMap): Record<string, string> => entryDefinesOf(CHUNKS, map);

/**
 * Source maps for ops, never for visitors (README "Deploying a release"): `hidden` writes them with no
 * `sourceMappingURL` in the files, under dist/maps/ (internal in deploy.json, so never deployed public), and a debug
 * id in each file and its map ties the two (the fixture server's stack decoder, server/qa/source-maps.ts). Sources
 * are named from the repository root (`src/blocks/menu/read-menu.ts`): a map does not sit beside its file, so a path
 * relative to either would mislead.
 */
const sourceMaps = (fileNames: string) => ({
  sourcemapDebugIds: true,
  sourcemapFileNames: fileNames,
  sourcemapPathTransform: (source: string) => source.replace(/^(\.\.\/)+/, ''),
});

const shared: UserConfig = {
  // compiledSchemas: `./schema.ts?compiled` gives zod schemas as descriptors (src/platform/descriptor).
  plugins: [react(), compiledSchemas()],
  build: { target: 'es2022', outDir: OUT_DIR, modulePreload: false, sourcemap: 'hidden' },
};

const featuresBuild: UserConfig = {
  ...shared,
  // dist/preload.json: every file each feature needs, for the renderer's preload hints (docs/markup.md).
  plugins: [
    ...(shared.plugins ?? []),
    preloadHintsFile({ outDir: OUT_DIR, manifest: MANIFEST, chunks: chunkNames, features: [...MOUNTED_FEATURES, ...LAZY_FEATURES] }),
    versionFile({ outDir: OUT_DIR, manifest: MANIFEST, chunks: chunkNames }),
  ],
  build: {
    ...shared.build,
    manifest: true,
    emptyOutDir: true,
    // The notices of what the chunks bundle (React, zod, nanoid, web-vitals, the Maps loader): public, beside them.
    license: { fileName: 'LICENSES.md' },
    rolldownOptions: {
      input: Object.fromEntries(CHUNKS.map((chunk) => [chunk.name, chunk.source])),
      // A chunk may export more than its entry module: the every-page group (CHUNK_GROUPS) then is the every-page
      // chunk itself, and the form group the form chunk, never a stub that only re-exports them.
      preserveEntrySignatures: 'allow-extension',
      // Names and limits are string and number constants: each chunk gets the ones it uses inlined,
      // so shared/ never drags another feature's names into the every-page chunk.
      optimization: { inlineConst: true },
      output: {
        // Hash-only file names: the entry lists every file, and the names cost it 122 B brotli (a chunk's
        // name is its key in that list already). The manifest and preload.json map names to files. The shared
        // chunks' names are a character longer: at 6 for all, Rolldown's hash placeholders run out past 64 chunks.
        entryFileNames: 'chunks/[hash:6].js',
        chunkFileNames: 'chunks/[hash:7].js',
        assetFileNames: 'chunks/[hash:6][extname]',
        ...sourceMaps('maps/chunks/[chunkhash].js.map'),
        // React's functions, and the every-page chunk's (the core and the page start), compiled while the file streams in
        // (build/compile-hint.ts): at 4x CPU the main thread's parse and compile on a chart page fell by half (README
        // "The React rule"), on the no-block page by 26 to 63 ms. Added after minification, which drops comments.
        postBanner: (chunk) => (chunk.name === 'react' || chunk.name === EVERY_PAGE_CHUNK ? COMPILE_HINT : ''),
        // The shared chunks, each of whole folders and packages (src/registry.ts CHUNK_GROUPS). A group's own modules
        // only: what they import stays outside, in its own group or in the chunks that need it.
        codeSplitting: {
          groups: CHUNK_GROUPS.map((group) => ({ name: group.name, test: groupTest(group, import.meta.dirname), includeDependenciesRecursively: false })),
        },
      },
    },
  },
};

const entryBuild = (): UserConfig => {
  return {
    ...shared,
    // Last to write dist/: dist/deploy.json sorts the release's files (build/deploy-manifest.ts).
    plugins: [...(shared.plugins ?? []), deployManifestFile({ outDir: OUT_DIR })],
    define: { ...shared.define, ...entryDefines(chunkMapFromManifest(`${OUT_DIR}/${MANIFEST}`, chunkNames)) },
    build: {
      ...shared.build,
      emptyOutDir: false,
      rolldownOptions: {
        input: { runtime: ENTRY_SOURCE },
        output: { entryFileNames: 'runtime.js', ...sourceMaps('maps/runtime.js.map') },
      },
    },
  };
};

const devServer: UserConfig = {
  ...shared,
  // The dev server serves each feature's source module, which imports the rest itself.
  define: { ...shared.define, ...entryDefines(indexFiles(Object.fromEntries(CHUNKS.map((chunk) => [chunk.name, [`/${chunk.source}`]])))) },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') return devServer;
  return mode === 'entry' ? entryBuild() : featuresBuild;
});
