/**
 * The cookie banner on a first visit to a restrictive-policy site (docs/markup.md 6.22) in Firefox and
 * WebKit: accepting by keyboard stores the choice and starts tracking; refusing by pointer stores it and
 * sends nothing.
 */
import { expect, it } from 'vitest';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const PAGE = '/fixtures/cookie-banner.html';
const CENSUS = '/api/census/RecordHit';
const bannerShown = (): boolean => document.querySelector('[data-cookie-banner]') !== null;
const storedChoice = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('ss_cookieAllowed='))
    ?.slice('ss_cookieAllowed='.length);

inEveryEngine((browser) => {
  it('Aceitar by keyboard: the choice stored as true, the banner gone, the page view sent', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), PAGE);
    await settled(page);
    await waitFor(page, bannerShown, true);
    expect(await qa.requests(CENSUS)).toEqual([]);
    await tabTo(page, '[data-cookie-banner] button', 'Aceitar');
    await page.press('Enter');
    await waitFor(page, bannerShown, false);
    expect(await page.evaluate(storedChoice)).toBe('true');
    await expect.poll(async () => (await qa.requests(CENSUS)).length, { timeout: 10_000 }).toBe(1);
  });

  it('Recusar by pointer: the choice stored as false, the banner gone, nothing sent', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), PAGE);
    await settled(page);
    await waitFor(page, bannerShown, true);
    const refuse = await centerOf(page, '[data-cookie-banner] button', 'Recusar');
    await page.click(refuse.x, refuse.y);
    await waitFor(page, bannerShown, false);
    expect(await page.evaluate(storedChoice)).toBe('false');
    // Idle-time calls would have left by now (the page has loaded; a 2 s idle cap at most).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await qa.requests(CENSUS)).toEqual([]);
  });
});
