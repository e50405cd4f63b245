/** The accordion (docs/markup.md 6.1) by keyboard and by pointer in Firefox and WebKit. */
import { expect, it } from 'vitest';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const expanded = (): (string | null)[] =>
  [...document.querySelectorAll('#block-faq .accordion-item__click-target')].map((button) => button.getAttribute('aria-expanded'));
const hidden = (): boolean[] => [...document.querySelectorAll<HTMLElement>('#block-faq .accordion-item__dropdown')].map((panel) => panel.hidden);

inEveryEngine((browser) => {
  it('Enter on a heading opens its item and closes the open one; a click opens the first again', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/examples/accordion/1.html');
    await settled(page);
    expect(await page.evaluate(expanded)).toEqual(['true', 'false']);

    await tabTo(page, '#block-faq-button-2');
    await page.press('Enter');
    await waitFor(page, expanded, ['false', 'true']);
    // Once the 250 ms animation ends (a press meanwhile is ignored: the spec's accordion finishes one change first).
    await waitFor(page, hidden, [true, false]);

    const first = await centerOf(page, '#block-faq-button-1');
    await page.click(first.x, first.y);
    await waitFor(page, expanded, ['true', 'false']);
    await waitFor(page, hidden, [false, true]);
    expect(await qa.errorReports()).toEqual([]);
    // Its panels were opened and closed: teardown still gives the HTML back exactly (docs §8).
    await expectHtmlBackAfterTeardown(page);
  });
});
