import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledSchemas } from './build/compiled-schemas-plugin.ts';
import { entryFeatures } from './build/entry-features.ts';
import { MODULES_NOT_BUILT, MOUNTED_FEATURES } from './src/registry.ts';

export default defineConfig({
  plugins: [react(), compiledSchemas()],
  define: {
    // Unit tests never load real chunks; src/core/load-chunk.test.ts checks the lookup itself.
    __SITE_RUNTIME_FEATURES__: JSON.stringify(entryFeatures([...MOUNTED_FEATURES, ...MODULES_NOT_BUILT])),
    __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify({ accordion: 'test', styled: 'test styled-test', dev: '/src/blocks/dev/index.ts' }),
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'eslint/**/*.test.js'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    restoreMocks: true,
  },
});
