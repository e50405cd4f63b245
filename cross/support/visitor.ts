import { randomUUID } from 'node:crypto';
import type { CrossBrowser, CrossPage, Viewport } from './engine.ts';
import { qaSession, type QaSession } from './qa.ts';

/**
 * A new visitor's page, its requests, faults and error reports kept under a QA session of its own.
 * `before` runs once the session exists and before the page loads (a fault to inject); `viewport`, a phone's.
 */
export async function openAsNewVisitor(
  browser: CrossBrowser,
  path: string,
  before?: (qa: QaSession) => Promise<unknown>,
  viewport?: Viewport,
): Promise<{ page: CrossPage; qa: QaSession }> {
  const page = await browser.newPage(viewport);
  const session = randomUUID();
  const qa = qaSession(session);
  await page.goto('/__qa/health');
  await page.setCookie('qa_session', session);
  // No QA banner on the pages (docs/fixture-server.md "QA sessions"): a test sees the page as published.
  await page.setCookie('qa_banner', '0');
  await before?.(qa);
  await page.goto(path);
  return { page, qa };
}

/** Resolves in the page once the runtime has settled (the reloaded page's, after a chunk recovery). */
export async function settled(page: CrossPage): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.evaluate(async () => {
        while (!window.SiteRuntime) await new Promise((resolve) => setTimeout(resolve, 20));
        await window.SiteRuntime.settled();
      });
      return;
    } catch (error) {
      // A script cut short by the page's own reload: ask the new page.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
