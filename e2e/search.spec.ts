import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { censusHits, dataOf } from './support/census.ts';
import { recordPixels } from './support/pixels.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const EXAMPLE = '/examples/search/1.html';
const HINT = 'Digite o que você procura.';

/** The page each recorded census page view (event 1) was sent from. */
async function pageViewPaths(qa: import('./support/qa-client.ts').QaClient): Promise<string[]> {
  return (await censusHits(qa, '1')).map((hit) => new URL(String(dataOf(hit)['url'])).pathname);
}

test.describe('search block (33)', () => {
  test('a search from the keyboard goes to /search?q= trimmed, fires the search pixel event, and the search page counts no page view', async ({ page, qa }) => {
    const pixels = await recordPixels(page);
    await page.goto(EXAMPLE);
    await runtimeSettled(page);
    // The page the search starts from is counted (a census page view once the page is idle).
    await expect.poll(() => pageViewPaths(qa)).toEqual([EXAMPLE]);

    const field = page.getByRole('searchbox', { name: 'Buscar no site' });
    await field.focus();
    await page.keyboard.type('  acordeão  ');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=*');
    expect(new URL(page.url()).search).toBe(`?q=${encodeURIComponent('acordeão')}`);
    expect(pixels).toEqual([{ name: 'search', data: { query: 'acordeão' } }]);
    // And a census site search (2), from the page the search was made on, with the query after the page-hit data.
    await expect.poll(async () => (await censusHits(qa, '2')).length).toBe(1);
    const [search] = await censusHits(qa, '2');
    expect(Object.keys(search ?? {})).toEqual(['event', 'data', 'ss_cvr']);
    expect(search?.['ss_cvr']).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|\d+$/);
    expect(dataOf(search)).toMatchObject({ url: expect.stringMatching(/\/examples\/search\/1\.html$/), title: expect.any(String), query: 'acordeão' });
    expect(Object.keys(dataOf(search)).at(-1)).toBe('query');

    await runtimeSettled(page);
    const results = page.locator('ul.search-results');
    await expect(page.locator('[data-param="q"]')).toHaveText('acordeão');
    await expect(results.locator('a[href="/fixtures/accordion.html"]')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('acordeão');
    // The census waits for an idle moment, at most 2000 ms after the load: long past it, still only the first page.
    await page.waitForTimeout(3000);
    expect(await pageViewPaths(qa)).toEqual([EXAMPLE]);
    // The search page's loading is no second search.
    expect(await censusHits(qa, '2')).toHaveLength(1);
    await expectAxeClean(page);
  });

  test('a search made again from the search page (102) is a census site search too, though that page counts no page view', async ({ page, qa }) => {
    await page.goto('/search?q=bolo');
    await runtimeSettled(page);
    const field = page.getByRole('searchbox', { name: 'Pesquisar' });
    await expect(field).toHaveValue('bolo');
    await field.fill(' acordeão ');
    await field.press('Enter');
    await page.waitForURL('**/search?q=*');
    await expect
      .poll(async () => (await censusHits(qa, '2')).map(dataOf))
      .toEqual([expect.objectContaining({ url: expect.stringMatching(/\/search\?q=bolo$/), title: 'Pesquisa', query: 'acordeão' })]);
    await runtimeSettled(page);
    await page.waitForTimeout(2500);
    expect(await pageViewPaths(qa)).toEqual([]);
    await expectAxeClean(page);
  });

  test('a blank search is not sent: focus stays on the field, which a hint describes, no pixel event, nothing moves', async ({ page, qa }) => {
    const pixels = await recordPixels(page);
    await recordLayoutShifts(page);
    await page.goto(EXAMPLE);
    await runtimeSettled(page);
    const field = page.getByRole('searchbox', { name: 'Buscar no site' });
    await field.focus();
    await page.keyboard.type('   ');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeFocused();
    await page.keyboard.press('Enter');

    const hint = page.locator('#block-busca [role="status"]');
    await expect(hint).toHaveText(HINT);
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(HINT);
    expect(new URL(page.url()).pathname).toBe(EXAMPLE);
    expect(pixels).toEqual([]);
    expect((await qa.requests({ path: '/search' })).length).toBe(0);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);

    // Typing takes the hint away; the search then goes.
    await page.keyboard.type('bolo');
    await expect(hint).toHaveText('');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=bolo');
    expect(pixels).toEqual([{ name: 'search', data: { query: 'bolo' } }]);
  });

  test('on a search page (102) whose HTML leaves the field empty, the field shows the address’s q as text', async ({ page }) => {
    const query = '"><img src=x onerror="window.__xss=1"> bolo';
    await page.route(
      (url) => url.pathname === EXAMPLE,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/("pageType":)\d+/, '$1102');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(`${EXAMPLE}?q=${encodeURIComponent(query)}`);
    await runtimeSettled(page);
    await expect(page.getByRole('searchbox', { name: 'Buscar no site' })).toHaveValue(query);
    await expect(page.locator('#block-busca img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('on an ordinary page the field stays as the HTML has it, whatever the address says', async ({ page }) => {
    await page.goto(`${EXAMPLE}?q=bolo`);
    await runtimeSettled(page);
    await expect(page.getByRole('searchbox', { name: 'Buscar no site' })).toHaveValue('');
  });
});
