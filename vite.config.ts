import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkMapFromManifest } from './build/chunk-map.ts';
import { FEATURES } from './src/core/registry.ts';

/**
 * Two builds into dist/ (npm run build runs both):
 * - `vite build`: every feature chunk, React in one shared chunk, and the manifest;
 * - `vite build --mode entry`: runtime.js alone, self-contained, with the feature → chunk map
 *   from that manifest inlined. The entry never imports a chunk and no chunk imports the entry.
 */
const OUT_DIR = 'dist';
const MANIFEST = '.vite/manifest.json';
const featureNames = FEATURES.map((feature) => feature.name);

const shared: UserConfig = {
  plugins: [react()],
  build: { target: 'es2022', outDir: OUT_DIR, modulePreload: false },
};

const featuresBuild: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(FEATURES.map((feature) => [feature.name, feature.source])),
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // React and react-dom in one shared chunk that only React blocks pull in.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
};

const entryBuild = (): UserConfig => ({
  ...shared,
  define: { __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify(chunkMapFromManifest(`${OUT_DIR}/${MANIFEST}`, featureNames)) },
  build: {
    ...shared.build,
    emptyOutDir: false,
    rolldownOptions: {
      input: { runtime: 'src/core/runtime.ts' },
      output: { entryFileNames: 'runtime.js' },
    },
  },
});

const devServer: UserConfig = {
  ...shared,
  define: {
    __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify(Object.fromEntries(FEATURES.map((feature) => [feature.name, `/${feature.source}`]))),
  },
};

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') return devServer;
  return mode === 'entry' ? entryBuild() : featuresBuild;
});
