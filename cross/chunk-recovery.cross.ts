/**
 * A chunk answering 404 (docs/markup.md "When a chunk fails") in Firefox and WebKit: the page reloads
 * once, not in a loop, the block keeps its pre-rendered HTML, and the failure is reported.
 */
import { expect, it } from 'vitest';
import { inEveryEngine } from './support/suite.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';
import { waitFor } from './support/page-queries.ts';

const PATH = '/examples/accordion/1.html';

inEveryEngine((browser) => {
  it('reloads once, keeps the block as the HTML had it, and reports the missing chunk', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), PATH, (session) => session.fault({ path: '/dist/chunks/accordion-*.js', status: 404 }));
    await settled(page);
    const loads = async (): Promise<number> => (await qa.requests(PATH)).length;
    await expect.poll(loads, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await qa.errorReports()).map((report) => report.chunk?.type), { timeout: 10_000 }).toContain('missing');
    // The HTML's own state: the first item open, the others closed, as the server wrote them.
    await waitFor(page, () => [...document.querySelectorAll('#block-faq .accordion-item__dropdown')].map((panel) => (panel as HTMLElement).hidden), [
      false,
      true,
    ]);
    // No loop: a second look a while later finds the same two loads.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await loads()).toBe(2);
  });
});
