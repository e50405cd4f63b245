import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { indexFiles } from './build/chunk-map.ts';
import { compiledSchemas } from './build/compiled-schemas-plugin.ts';
import { entryDefines } from './build/entry-features.ts';
import { sanitizerCorpora } from './scripts/sanitizer-corpora.ts';
import { MOUNTED_FEATURES } from './src/registry.ts';

/** Unit tests never load real chunks: src/core/chunk-map.test.ts checks the lookup on this map. */
const TEST_CHUNKS = indexFiles({
  accordion: ['chunks/accordion-test.js'],
  styled: ['chunks/styled-test.js', 'chunks/shared-test.js', 'chunks/styled-test.css'],
  dev: ['/src/blocks/dev/index.ts'],
});

export default defineConfig({
  // sanitizerCorpora: the sanitizers' public corpora, read only by the test files that import them.
  plugins: [react(), compiledSchemas(), sanitizerCorpora()],
  define: entryDefines([...MOUNTED_FEATURES, { name: 'styled' }, { name: 'dev' }], TEST_CHUNKS),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'eslint/**/*.test.js'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    restoreMocks: true,
  },
});
