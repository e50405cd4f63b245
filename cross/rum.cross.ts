/**
 * The performance collector (docs/markup.md "Performance collection") in Firefox and WebKit: a visit is
 * measured and its record sent when the visitor navigates away, with what the browser can measure and
 * `supportLevel` 1 (neither has every entry type the record uses: Firefox lacks layout-shift, WebKit
 * largest-contentful-paint, layout-shift, event and first-input), the rest null.
 */
import { expect, it } from 'vitest';
import { inEveryEngine } from './support/suite.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const SETTINGS = '/api/1/performance/settings';

inEveryEngine((browser) => {
  it('sends the page-speed record on leaving, with the navigation timings and supportLevel 1', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/rum.html');
    await settled(page);
    await expect.poll(async () => (await qa.requests(SETTINGS)).map((request) => request.status), { timeout: 10_000 }).toEqual([200]);
    // The collector's listeners come a few tasks after its settings: it keeps the analytics id just before.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ss_analyticsId')), { timeout: 10_000 }).not.toBeNull();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));

    await page.goto('/fixtures/no-blocks.html');
    const pageSpeed = async () =>
      (await qa.performanceRecords()).flatMap((load) => load.events).find((event) => event.name === 'page-speed')?.data as
        { supportLevel: number; metrics: Record<string, unknown> } | undefined;
    await expect.poll(pageSpeed, { timeout: 10_000 }).toBeDefined();
    const { supportLevel, metrics } = (await pageSpeed())!;
    expect(supportLevel).toBe(1);
    expect(metrics['responseStart']).toEqual(expect.any(Number));
    expect(metrics['cumulativeLayoutShift']).toBeNull();
  });
});
