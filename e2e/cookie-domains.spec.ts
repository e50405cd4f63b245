import type { BrowserContext, Cookie } from '@playwright/test';
import { expect, runtimeSettled, test as base } from './support/test.ts';

// The restrictive policy clears the tracking cookies of SR §9 wherever a tracker may have put them:
// host-only, on the host's domain and on each parent domain, on / and on the page's path
// (docs/markup.md 6.22). Chromium resolves every *.runtime-test.example host to the fixture server.

const TRACKING = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const DOMAIN = 'runtime-test.example';
const HOST = `www.${DOMAIN}`;
const SIBLING = `shop.${DOMAIN}`;
const PAGE = '/fixtures/tracking-restrictive.html';

const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP *.${DOMAIN} 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`] });
    },
    { scope: 'worker' },
  ],
});

/** Where each test cookie was written: its value says so. */
const PLACES = [
  { value: 'host-only-root', attributes: 'path=/' },
  { value: 'host-only-page', attributes: `path=${PAGE}` },
  { value: 'host-domain-root', attributes: `path=/; domain=${HOST}` },
  { value: 'registrable-root', attributes: `path=/; domain=${DOMAIN}` },
  { value: 'registrable-page', attributes: `path=${PAGE}; domain=${DOMAIN}` },
] as const;

const describe = (cookie: Cookie): string => `${cookie.name}=${cookie.value} (${cookie.domain}${cookie.path})`;

/** Sorted: the browser lists cookies in no order a test may rely on. */
async function cookiesOn(context: BrowserContext, url: string): Promise<string[]> {
  return (await context.cookies(url))
    .filter((cookie) => cookie.name !== 'crumb' && cookie.name !== 'qa_session')
    .map(describe)
    .sort();
}

test('under a restrictive policy every copy of every tracking cookie goes: host-only, on the host and on the parent domain, on / and on the page path', async ({
  page,
  context,
  qa,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  const origin = `http://${HOST}:${port}`;
  await context.addCookies([{ name: 'qa_session', value: qa.session, domain: HOST, path: '/' }]);

  // Trackers wrote their cookies from a page of the site, as document.cookie writes.
  await page.goto(`${origin}/__qa/health`);
  await page.evaluate(
    ({ names, places, domain }) => {
      for (const name of names) for (const { value, attributes } of places) document.cookie = `${name}=${value}; ${attributes}`;
      // Cookies of other names stay.
      document.cookie = `preferencia=tema-escuro; path=/; domain=${domain}`;
      document.cookie = 'carrinho=3; path=/';
    },
    { names: TRACKING, places: PLACES, domain: DOMAIN },
  );
  // A sibling host's own host-only cookie is not this site's to clear (and not visible to it).
  await context.addCookies([{ name: 'ss_cvr', value: 'sibling', url: `http://${SIBLING}:${port}/` }]);
  const pageUrl = `${origin}${PAGE}`;
  // Every copy is there before: 9 names × 5 places seen from the page.
  expect((await context.cookies(pageUrl)).filter((cookie) => TRACKING.includes(cookie.name))).toHaveLength(TRACKING.length * PLACES.length);

  await page.goto(pageUrl);
  await runtimeSettled(page);

  const left = [...(await cookiesOn(context, pageUrl)), ...(await cookiesOn(context, `http://${DOMAIN}:${port}/`))];
  expect(left.filter((cookie) => TRACKING.some((name) => cookie.startsWith(`${name}=`)))).toEqual([]);
  expect(left).toEqual(expect.arrayContaining([`preferencia=tema-escuro (.${DOMAIN}/)`, `carrinho=3 (${HOST}/)`]));
  expect(await cookiesOn(context, `http://${SIBLING}:${port}/`)).toEqual(['preferencia=tema-escuro (.runtime-test.example/)', `ss_cvr=sibling (${SIBLING}/)`]);

  // Nothing is tracked until the visitor accepts.
  await page.waitForTimeout(800);
  expect(await qa.requests({ path: '/api/census/RecordHit' })).toEqual([]);
  await page.getByRole('button', { name: 'Aceitar cookies' }).click();
  await expect.poll(async () => (await qa.requests({ path: '/api/census/RecordHit' })).length).toBe(1);
});
