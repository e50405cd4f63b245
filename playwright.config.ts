import { defineConfig } from '@playwright/test';

// Not the `npm start` port, so the suite can run beside a fixture site someone is using; E2E_PORT lets
// two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx server/main.ts --port ${PORT}`,
    url: `${BASE_URL}/__qa/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
