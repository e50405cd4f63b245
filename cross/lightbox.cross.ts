/**
 * The lightbox (docs/markup.md 6.6) in Firefox and WebKit: opened by a click on a grid slide, moved by
 * the arrow keys, Tab kept inside, Esc closes and gives focus back to the link; Back closes it too
 * (touch: touch.cross.ts).
 */
import { expect, it } from 'vitest';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const PAGE = '/fixtures/gallery-lightbox.html';
const LINKS = '#block-lightbox-grade [data-slide] a';
const position = (): string | null => document.querySelector('dialog[open] .site-lightbox__position')?.textContent ?? null;
const hash = (): string => location.hash;

inEveryEngine((browser) => {
  it('a click opens it on that slide; Right moves; Tab stays inside; Esc closes it and focus is back on the link', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), PAGE);
    await settled(page);
    const second = await centerOf(page, `${LINKS}[href]:not([href=""])`);
    await page.click(second.x, second.y);
    await waitFor(page, position, '1 de 8');
    expect(await page.evaluate(hash)).toBe('#itemId=praia');
    // The throttle lets one move through every 200 ms.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await page.press('ArrowRight');
    await waitFor(page, position, '2 de 8');
    for (let press = 0; press < 4; press += 1) {
      await page.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    }
    await page.press('Escape');
    await waitFor(page, position, null);
    expect(await page.evaluate((links: string) => document.activeElement === document.querySelector(links), LINKS)).toBe(true);
    expect(await page.evaluate(hash)).toBe('');
    expect(await qa.errorReports()).toEqual([]);
    await expectHtmlBackAfterTeardown(page);
  });

  it('Back closes it, the address without the item again', async () => {
    const { page } = await openAsNewVisitor(browser(), PAGE);
    await settled(page);
    await tabTo(page, LINKS);
    await page.press('Enter');
    await waitFor(page, position, '1 de 8');
    await page.evaluate(() => history.back());
    await waitFor(page, position, null);
    expect(await page.evaluate(hash)).toBe('');
  });
});
