import type { Browser } from '@playwright/test';

/** The page's <main> as the server HTML builds it, without the runtime: what a block must keep or give back. */
export async function htmlWithoutRuntime(browser: Browser, baseURL: string, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  const html = await page.locator('main').innerHTML();
  await context.close();
  return html;
}
