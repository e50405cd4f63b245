import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: {
    // Unit tests never load real chunks; src/core/load-feature.test.ts checks the lookup itself.
    __SITE_RUNTIME_CHUNK_MAP__: JSON.stringify({ accordion: ['chunks/accordion-test.js'], styled: ['chunks/styled-test.js', 'chunks/styled-test.css'] }),
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    restoreMocks: true,
  },
});
