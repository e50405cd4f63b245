import type { Page } from '@playwright/test';
import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_UNFORCE_EVENT } from '../src/shared/page-events.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

// Edit mode (docs/markup.md §5): the editor shows the published page with body.is-editing-backend.
// There no visitor is present, so nothing is counted and the cookie banner does not show by itself.

const PAGE = '/fixtures/kitchen-sink.html';
const TRACKED = ['/api/census/RecordHit', '/api/track/Track', '/api/census/button-render', '/api/census/form-render'] as const;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

/**
 * Serves the kitchen sink (a button, a form, a newsletter) with the cookie banner on and no restrictive
 * policy, so a visitor is tracked at once; `editing` adds the edit-mode class to <body>, as the editor's
 * copy of the page has it.
 */
async function serveKitchenSink(page: Page, editing: boolean): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    const element = /(<script\b[^>]*\bid="site-context"[^>]*>)([^<]*)(<\/script>)/;
    if (!element.test(html) || !html.includes('<body>')) throw new Error(`${PAGE} cannot be patched`);
    html = html.replace(element, (_all, open: string, json: string, close: string) => {
      const context = JSON.parse(json) as Record<string, unknown>;
      context.cookieSettings = { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
      return `${open}${JSON.stringify(context).replaceAll('<', '\\u003c')}${close}`;
    });
    if (editing) html = html.replace('<body>', '<body class="is-editing-backend">');
    await route.fulfill({ response, body: html });
  });
}

async function requestCounts(qa: QaClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const path of TRACKED) counts[path] = (await qa.requests({ path })).length;
  return counts;
}

/** Clicks the button block's link (it leads to another page) and waits for that page. */
async function clickTheButton(page: Page): Promise<void> {
  await Promise.all([page.waitForURL('**/fixtures/no-blocks.html'), page.getByRole('link', { name: 'Ver a loja' }).click()]);
}

test('in edit mode no RecordHit, Track beacon, button or form census leaves the page, no visit cookie is written and the banner stays hidden', async ({
  page,
  context,
  qa,
}) => {
  await serveKitchenSink(page, true);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect(page.locator('body')).toHaveClass('is-editing-backend');
  await page.waitForLoadState('networkidle');
  // Longer than any census call takes to reach the server on the visitor's page below.
  await page.waitForTimeout(1000);
  expect(await requestCounts(qa)).toEqual(Object.fromEntries(TRACKED.map((path) => [path, 0])));
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => /^ss_c(vr|vt)$|^ss_lastid$/.test(name))).toEqual([]);
  await expect(banner(page)).toHaveCount(0);

  // The editor previews the banner with the force event: it shows as a preview, and goes on unforce.
  await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), COOKIE_BANNER_FORCE_EVENT);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveClass(/cookie-banner--preview/);
  await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), COOKIE_BANNER_UNFORCE_EVENT);
  await expect(banner(page)).toHaveCount(0);

  await clickTheButton(page);
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: '/api/census/button-click' })).toEqual([]);
});

test('the same page without the class counts the visit, tracks the blocks and shows the banner', async ({ page, context, qa }) => {
  await serveKitchenSink(page, false);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => requestCounts(qa)).toMatchObject({ '/api/census/RecordHit': 1, '/api/track/Track': 1, '/api/census/button-render': 1 });
  expect((await requestCounts(qa))['/api/census/form-render']).toBeGreaterThanOrEqual(1);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt', 'ss_lastid']));

  await clickTheButton(page);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/button-click' })).length).toBe(1);
});
