import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkMapFromManifest, indexFiles, type ChunkMap } from './build/chunk-map.ts';
import { COMPILE_HINT } from './build/compile-hint.ts';
import { compiledSchemas } from './build/compiled-schemas-plugin.ts';
import { deployManifestFile } from './build/deploy-manifest.ts';
import { entryDefines as entryDefinesOf } from './build/entry-features.ts';
import { preloadHintsFile } from './build/preload-hints.ts';
import { versionFile } from './build/version-file.ts';
import { EVERY_PAGE_CHUNK, LAZY_FEATURES, MOUNTED_FEATURES } from './src/registry.ts';

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
      // A chunk may export more than its entry module: the every-page group below then is the every-page
      // chunk itself, and the form folder the form chunk, never a stub that only re-exports them.
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
        codeSplitting: {
          groups: [
            // React and react-dom in one shared chunk that only React blocks pull in.
            // With the one owner of a React root (src/ui/react/react-root.ts), which only React blocks load: one file fewer.
            // With when a block far below the screen renders (near-screen.ts). Not what those import: the every-page
            // helpers they use (after-load.ts) stay in the every-page chunk, or every page would import React's file.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]ui[\\/]react[\\/]/,
              includeDependenciesRecursively: false,
            },
            // What every page runs, in one file (it compresses better than seven), chosen by folder:
            // the spec constants, the platform layer, the kit every chunk is built with, the core
            // after the entry, the page services, the blocks' fallback with its texts and the chunk's facade (src/chunks/every-page/index.ts). Code that only some pages need lives elsewhere
            // (src/services, src/ui, blocks). Only these folders: what they import stays outside.
            {
              name: EVERY_PAGE_CHUNK,
              // (src/kit/global-api/define-api.ts is for the global API's feature only; a block's config and markup errors go
              // with the blocks, in the block-kit chunk below. The spec's enum lists and currencies stay with the blocks
              // that use them: a list in the every-page chunk is bytes on every page.)
              test: /node_modules[\\/]nanoid[\\/]|src[\\/](shared|kit)[\\/][^\\/]+$|src[\\/](platform|core(?![\\/]error-reporting[\\/]sender)|page[\\/](page-start|block-fallback))[\\/]|src[\\/](chunks|texts)[\\/]every-page[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The form block with its whole folder, so the newsletter (a form with a lighter
            // submission) imports the form chunk rather than both sharing a third.
            { name: 'form', test: /src[\\/]blocks[\\/]form[\\/]/, includeDependenciesRecursively: false },
            // zod checks server replies and API arguments, in the chunks that make those calls; the page context
            // and block configs are compiled to descriptors at build time (build/compiled-schemas-plugin.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Small modules several chunks share, in two files rather than ten: every file costs the
            // entry a name, a hash and its indices, and a request on the pages that need it.
            {
              name: 'block-kit',
              test: /src[\\/](ui|kit)[\\/]block-kit[\\/]/,
              includeDependenciesRecursively: false,
            },
            // What opens a lightbox (a gallery's or an image's).
            { name: 'lightbox-opener', test: /src[\\/]ui[\\/]lightbox-opener[\\/]/, includeDependenciesRecursively: false },
            // The carousel a gallery's navigation and a summary share: its state machine, groups, names and controls.
            { name: 'carousel', test: /src[\\/]ui[\\/]carousel[\\/]/, includeDependenciesRecursively: false },
            // What every modal needs (the dialogs, the popup, the lightbox): the <dialog> helper, the scroll lock, the stacking rule.
            { name: 'modal', test: /src[\\/]ui[\\/]modal[\\/]/, includeDependenciesRecursively: false },
            // The media helpers the gallery's two chunks, the image and the audio block share: one file, not two.
            { name: 'media', test: /src[\\/]ui[\\/]media[\\/]/, includeDependenciesRecursively: false },
            // A third-party script (the widgets, comment counts, social follow, the form's captcha) with the page's nonce.
            { name: 'third-party', test: /src[\\/]ui[\\/]third-party[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'small-services',
              test: /src[\\/]services[\\/]small-services[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
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
        input: { runtime: 'src/core/runtime.ts' },
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
