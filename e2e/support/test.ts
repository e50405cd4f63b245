import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { QaClient } from './qa-client.ts';

/** Console errors a test expects; any other console error or uncaught page error fails the test. */
export interface ConsoleWatch {
  expect(pattern: RegExp): void;
  readonly messages: string[];
}

export const test = base.extend<{ qa: QaClient; consoleErrors: ConsoleWatch }>({
  qa: async ({ context, request, baseURL }, use) => {
    const session = randomUUID();
    // No QA banner on the pages (docs/fixture-server.md "QA sessions"): a test sees the page as published.
    await context.addCookies([
      { name: 'qa_session', value: session, url: baseURL ?? '' },
      { name: 'qa_banner', value: '0', url: baseURL ?? '' },
    ]);
    const qa = new QaClient(request, session);
    await use(qa);
    await qa.clear();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
      await use({ expect: (pattern) => expected.push(pattern), messages });
      const unexpected = messages.filter((message) => !expected.some((pattern) => pattern.test(message)));
      expect(unexpected, 'console errors nobody expected').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once every block the runtime found is mounted or has failed. */
export async function runtimeSettled(page: import('@playwright/test').Page | import('@playwright/test').Frame): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForFunction(() => window.SiteRuntime !== undefined);
      await page.evaluate(() => window.SiteRuntime?.settled());
      return;
    } catch (error) {
      // A page that reloads itself (a missing chunk's one reload) cuts the wait short: wait for the new page's runtime.
      if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
    }
  }
}

/**
 * Counts the page's loads of its own document from now on (the first and each reload): a page whose chunk is
 * missing reloads once (docs/markup.md "When a chunk fails"), and settling must wait for the reloaded page.
 * Counted at DOMContentLoaded, not the load event: a reload before the first page's load event (an iframe
 * still loading) cuts that event short.
 */
export function countLoads(page: import('@playwright/test').Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  return () => loads;
}
