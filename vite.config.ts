import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkMapFromManifest, compactChunkMap } from './build/chunk-map.ts';
import { compiledSchemas } from './build/compiled-schemas-plugin.ts';
import { entryFeatures } from './build/entry-features.ts';
import { LAZY_FEATURES, MODULES_NOT_BUILT, MOUNTED_FEATURES } from './src/registry.ts';

/**
 * Two builds into dist/ (npm run build runs both):
 * - `vite build`: every feature chunk, React in one shared chunk, and the manifest;
 * - `vite build --mode entry`: runtime.js alone, self-contained, with the feature → chunk map
 *   from that manifest inlined. The entry never imports a chunk and no chunk imports the entry.
 */
const OUT_DIR = 'dist';
const MANIFEST = '.vite/manifest.json';
const CHUNKS = [...MOUNTED_FEATURES, ...LAZY_FEATURES];
/** What the entry needs of the registry: names and markers (the entry never imports the registry). */
const ENTRY_FEATURES = JSON.stringify(entryFeatures([...MOUNTED_FEATURES, ...MODULES_NOT_BUILT]));
const chunkNames = CHUNKS.map((chunk) => chunk.name);

const shared: UserConfig = {
  // compiledSchemas: `./schema.ts?compiled` gives zod schemas as descriptors (src/platform/descriptor).
  plugins: [react(), compiledSchemas()],
  build: { target: 'es2022', outDir: OUT_DIR, modulePreload: false },
};

const featuresBuild: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(CHUNKS.map((chunk) => [chunk.name, chunk.source])),
      preserveEntrySignatures: 'exports-only',
      // Names and limits are string and number constants: each chunk gets the ones it uses inlined,
      // so shared/ never drags another feature's names into the every-page chunk.
      optimization: { inlineConst: true },
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // React and react-dom in one shared chunk that only React blocks pull in.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What every page with a site-context runs, in one file (it compresses better than six),
            // chosen by folder: the spec constants, the platform layer and the page services.
            // Code that only some pages need lives elsewhere (src/services, src/ui, blocks).
            { name: 'page-services', test: /node_modules[\\/]nanoid[\\/]|src[\\/](shared|platform|page[\\/]services)[\\/]/ },
            // zod checks server replies and API arguments, in the chunks that make those calls; the page context
            // and block configs are compiled to descriptors at build time (build/compiled-schemas-plugin.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
};

const entryBuild = (): UserConfig => {
  return {
    ...shared,
    define: {
      __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify(compactChunkMap(chunkMapFromManifest(`${OUT_DIR}/${MANIFEST}`, chunkNames))),
      __SITE_RUNTIME_FEATURES__: ENTRY_FEATURES,
    },
    build: {
      ...shared.build,
      emptyOutDir: false,
      rolldownOptions: {
        input: { runtime: 'src/core/runtime.ts' },
        output: { entryFileNames: 'runtime.js' },
      },
    },
  };
};

const devServer: UserConfig = {
  ...shared,
  define: {
    __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify(Object.fromEntries(CHUNKS.map((chunk) => [chunk.name, `/${chunk.source}`]))),
    __SITE_RUNTIME_FEATURES__: ENTRY_FEATURES,
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') return devServer;
  return mode === 'entry' ? entryBuild() : featuresBuild;
});
