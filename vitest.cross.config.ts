import { defineConfig } from 'vitest/config';

/**
 * The cross-browser suite (issue 38, `npm run test:cross`): cross/**\/*.cross.ts in Firefox and WebKit,
 * against the fixture server on CROSS_PORT. Chromium runs the whole Playwright suite (playwright.config.ts).
 */
export default defineConfig({
  test: {
    include: ['cross/**/*.cross.ts'],
    environment: 'node',
    globalSetup: ['cross/support/fixture-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'reports/cross.json' }]],
  },
});
