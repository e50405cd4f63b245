import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { consoleWarnings } from './support/console-warnings.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

/** Two comments blocks, comment links in them, in a blog list and in the footer, then an accordion. */
const PAGE = '/fixtures/comments.html';
const COUNT_SCRIPT = '/disqus/loja-da-ana/count.js';
const links = (page: Page) => page.locator('a[data-comment-link]');
const ALL_UNCOUNTED = Array.from({ length: 5 }, () => 'Comentários');

async function open(page: Page): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(PAGE);
  await runtimeSettled(page);
}

const countScripts = async (qa: QaClient) => (await qa.requests({ method: 'GET' })).filter((request) => request.path.startsWith('/disqus/'));

test.describe('comments block (16)', () => {
  test('loads the count script once for the page and writes every link’s count as text, keyboard reachable, no layout shift, axe clean', async ({
    page,
    qa,
  }) => {
    await open(page);
    await expect(links(page)).toHaveText(['3 comentários', '1 comentário', '1.234 comentários', '1 comentário', '1.234 comentários']);
    const scripts = await countScripts(qa);
    expect(scripts.map((request) => request.path)).toEqual([COUNT_SCRIPT]);
    expect(scripts[0]?.query).toEqual({ callback: '__siteRuntimeCommentCounts', id: ['5f0c1a2b3c4d5e6f7a8b9c22', 'post-receitas', 'post-novidades'] });
    await expect(page.locator(`head script[src*="${COUNT_SCRIPT}"]`)).toHaveCount(1);

    // Tab reaches the first comment link, named by its count, and it still goes to the comments.
    const first = page.getByRole('link', { name: '3 comentários' });
    for (let presses = 0; presses < 10 && !(await first.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('href', '/blog/meu-post#comentarios');

    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('a count script answering 404 leaves every link as it was, a warning logged, the page working, nothing reported', async ({
    page,
    qa,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    await qa.fault({ path: COUNT_SCRIPT, status: 404 });
    const warnings = consoleWarnings(page);
    await open(page);
    await expect
      .poll(() => warnings.filter((text) => text.includes('comments block')))
      .toEqual([expect.stringContaining('[site-runtime] comments block #block-comentarios: the count script did not load; the links keep their text')]);
    await expect(links(page)).toHaveText(ALL_UNCOUNTED);
    await expect(page.locator('#block-comentarios a')).toHaveAttribute('href', '/blog/meu-post#comentarios');

    const second = page.locator('#block-faq-button-2');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(1200);
    expect(await qa.errorReports()).toEqual([]);
  });

  test('a count script later than 10 s leaves the links as they are, with a warning, even once it answers', async ({ page, qa }) => {
    await qa.fault({ path: COUNT_SCRIPT, delayMs: 12_000 });
    const warnings = consoleWarnings(page);
    await open(page);
    await page.waitForTimeout(8000);
    expect(warnings.filter((text) => text.includes('comments block'))).toEqual([]);
    await expect
      .poll(() => warnings.filter((text) => text.includes('comments block')), { timeout: 5000 })
      .toEqual([
        expect.stringContaining('[site-runtime] comments block #block-comentarios: the count script gave no answer within 10 s; the links keep their text'),
      ]);
    // The script arrives at 12 s and calls back: too late, nothing changes.
    await expect.poll(async () => (await countScripts(qa)).length).toBe(1);
    await page.waitForTimeout(2500);
    await expect(links(page)).toHaveText(ALL_UNCOUNTED);
  });

  test('with comments off, nothing is loaded and the links keep their text', async ({ page, qa }) => {
    await page.route(
      (url) => url.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace('"commentsEnabled":true', '"commentsEnabled":false') });
      },
    );
    await open(page);
    await page.waitForTimeout(500);
    await expect(links(page)).toHaveText(ALL_UNCOUNTED);
    expect(await countScripts(qa)).toEqual([]);
  });
});
