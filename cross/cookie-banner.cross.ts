/**
 * The cookie banner on a first visit to a restrictive-policy site (docs/markup.md 6.22) in Firefox and
 * WebKit: accepting by keyboard stores the choice for 30 days and starts tracking; refusing by pointer
 * stores it as long and sends nothing.
 */
import { expect, it } from 'vitest';
import type { CrossPage } from './support/engine.ts';
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

/** SR §6: the choice is kept for 30 days, as the browser stores it (the page cannot read an expiry). */
async function expectStoredFor30Days(page: CrossPage): Promise<void> {
  const choice = (await page.cookies()).find(({ name }) => name === 'ss_cookieAllowed');
  const days = ((choice?.expires ?? 0) - Date.now() / 1000) / 86_400;
  // Within a minute of 30 days (the expiry is stored to the second).
  expect(Math.abs(days - 30)).toBeLessThan(1 / 1440);
}

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
    await expectStoredFor30Days(page);
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
    await expectStoredFor30Days(page);
    // Idle-time calls would have left by now (the page has loaded; a 2 s idle cap at most).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await qa.requests(CENSUS)).toEqual([]);
  });
});
