import type { BrowserContext, Cookie } from '@playwright/test';
import { cookieWrites, recordCookieWrites } from './support/cookie-writes.ts';
import { withPageContext } from './support/page-context.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const RECORD_HIT = '/api/census/RecordHit';
const TRACK = '/api/track/Track';
const DAY_S = 24 * 60 * 60;

async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Census calls are keepalive fetches: wait until the server has them. */
async function pageHits(qa: QaClient, count: number) {
  await expect.poll(async () => (await qa.requests({ path: RECORD_HIT })).length).toBe(count);
  return qa.requests({ path: RECORD_HIT });
}

function cvrParts(value: string | undefined): string[] {
  return decodeURIComponent(value ?? '').split('|');
}

test.describe('census and visit cookies for a visitor', () => {
  test('a first visit records the page view with every data field and starts a visit', async ({ page, context, qa }) => {
    const before = Date.now();
    await recordCookieWrites(page);
    await page.goto('/fixtures/tracking.html?source=newsletter&campaign=natal&utm_term=ignorado');
    await runtimeSettled(page);
    const [hit] = await pageHits(qa, 1);
    expect(hit?.method).toBe('POST');
    expect(hit?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const body = hit?.body as Record<string, string>;
    expect(body.event).toBe('1');
    const data = JSON.parse(body.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d',
      templateId: '5a1b2c3d4e5f6a7b8c9d0e1f',
      website_locale: 'pt-BR',
      url: page.url(),
      title: 'Visita registrada',
      itemId: '5f0c1a2b3c4d5e6f7a8b9c22',
      recordType: 1,
      collectionId: '5f0c1a2b3c4d5e6f7a8b9c11',
      pagePermissionType: 1,
      viewportWidth: 1280,
      viewportHeight: 720,
    });
    expect(data.userAgent).toEqual(await page.evaluate(() => navigator.userAgent));
    for (const field of ['clientDate', 'screenWidth', 'screenHeight']) expect(data[field]).toBeTruthy();

    const cvr = await cookie(context, 'ss_cvr');
    // Stored with the pipes of the spec's format, not percent-encoded (%7C).
    expect(cvr?.value).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
    expect(await page.evaluate(() => document.cookie)).toContain(`ss_cvr=${cvr?.value}`);
    expect(body.ss_cvr).toBe(cvr?.value);
    const [id, first, previous, latest, count] = cvrParts(cvr?.value);
    expect(id).toMatch(/^[\w-]+$/);
    expect(Number(first)).toBeGreaterThanOrEqual(before);
    expect([previous, latest]).toEqual([first, first]);
    expect(count).toBe('1');
    expect(cvr?.path).toBe('/');
    // As written: 2 years (63072000000 ms) and 30 minutes, path /.
    expect(await cookieWrites(page, 'ss_cvr')).toEqual([expect.stringMatching(/; path=\/; max-age=63072000(;|$)/)]);
    expect(await cookieWrites(page, 'ss_cvt')).toEqual([expect.stringMatching(/; path=\/; max-age=1800(;|$)/)]);
    const cvt = await cookie(context, 'ss_cvt');
    expect(cvt?.value).toMatch(/^[1-9]\d*$/);
    expect(cvt!.expires - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(cvt!.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60 + 5);
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'ss_lastid'))?.value ?? '{}'))).toEqual({ identifier: 'fixture-site' });

    // The landing beacon of a new visit, with the marketing parameters of the address.
    await expect.poll(async () => (await qa.requests({ path: TRACK })).length).toBe(1);
    const [beacon] = await qa.requests({ path: TRACK });
    expect(beacon?.query).toMatchObject({ landing: page.url(), source: 'newsletter', campaign: 'natal', lang: expect.any(String), rk: expect.any(String) });
    expect(beacon?.query.screen).toMatch(/^\d+x\d+$/);
    expect(beacon?.query).not.toHaveProperty('utm_term');
  });

  test('a return inside 30 minutes keeps the visit; after the session ended the count goes up', async ({ page, context, qa }) => {
    await page.goto('/fixtures/tracking.html');
    await runtimeSettled(page);
    await pageHits(qa, 1);
    const firstVisit = cvrParts((await cookie(context, 'ss_cvr'))?.value);

    await page.reload();
    await runtimeSettled(page);
    const hits = await pageHits(qa, 2);
    expect(cvrParts((hits[1]?.body as Record<string, string>).ss_cvr)).toEqual(firstVisit);
    expect(await qa.requests({ path: TRACK })).toHaveLength(1);

    // The session cookie expires after 30 minutes; without it the next page is a new visit.
    await context.clearCookies({ name: 'ss_cvt' });
    await page.reload();
    await runtimeSettled(page);
    await pageHits(qa, 3);
    const [id, first, previous, latest, count] = cvrParts((await cookie(context, 'ss_cvr'))?.value);
    expect([id, first, previous, count]).toEqual([firstVisit[0], firstVisit[1], firstVisit[3], '2']);
    expect(Number(latest)).toBeGreaterThan(Number(firstVisit[3]));
    await expect.poll(async () => (await qa.requests({ path: TRACK })).length).toBe(2);
  });

  test('an ss_cvr an older runtime stored percent-encoded is read, continued and rewritten with pipes', async ({ page, context, qa, baseURL }) => {
    const url = baseURL ?? '';
    await context.addCookies([
      { name: 'ss_cvr', value: 'old-visitor%7C1700000000000%7C1700000000000%7C1700000000000%7C3', url },
      { name: 'ss_cvt', value: '1700000000000', url },
    ]);
    await page.goto('/fixtures/tracking.html');
    await runtimeSettled(page);
    const [hit] = await pageHits(qa, 1);
    expect((hit?.body as Record<string, string>).ss_cvr).toBe('old-visitor|1700000000000|1700000000000|1700000000000|3');
    expect((await cookie(context, 'ss_cvr'))?.value).toBe('old-visitor|1700000000000|1700000000000|1700000000000|3');
  });

  test('a collection and an item without fullUrl still give RecordHit their ids (each field falls back alone)', async ({ page, qa, consoleErrors }) => {
    await withPageContext(page, '/fixtures/tracking.html', (context) => {
      delete (context.collection as Record<string, unknown>).fullUrl;
      (context.item as Record<string, unknown>).fullUrl = 42;
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/fixtures/tracking.html');
    await runtimeSettled(page);
    const [hit] = await pageHits(qa, 1);
    const data = JSON.parse((hit?.body as Record<string, string>).data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ collectionId: '5f0c1a2b3c4d5e6f7a8b9c11', itemId: '5f0c1a2b3c4d5e6f7a8b9c22', recordType: 1 });
    expect(warnings.join('\n')).toMatch(/site-context: using defaults for/);
    expect(consoleErrors.messages).toEqual([]);
  });

  test('a logged-in owner is not counted; a viewer is', async ({ page, context, qa }) => {
    // noredirect: the owner would otherwise be taken to the configuration panel.
    await page.goto('/__qa/login?as=owner&to=/fixtures/tracking.html%3Fnoredirect');
    await runtimeSettled(page);
    await page.waitForTimeout(500);
    expect(await qa.requests({ path: RECORD_HIT })).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();

    await page.goto('/__qa/login?as=viewer&to=/fixtures/tracking.html');
    await runtimeSettled(page);
    await pageHits(qa, 1);
  });

  test('not-found and search pages are never counted', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/pagina-que-nao-existe');
    await runtimeSettled(page);
    await page.goto('/search?q=camiseta');
    await runtimeSettled(page);
    await page.waitForTimeout(500);
    expect(await qa.requests({ path: RECORD_HIT })).toEqual([]);
  });

  for (const [name, fault] of [
    ['answers 500', { status: 500 }],
    ['drops the connection', { drop: true }],
    ['hangs', { delayMs: 10_000 }],
  ] as const) {
    test(`a census endpoint that ${name} goes unnoticed by the visitor`, async ({ page, qa, consoleErrors }) => {
      consoleErrors.expect(/Failed to load resource/);
      await qa.fault({ path: RECORD_HIT, ...fault });
      await page.goto('/fixtures/tracking.html');
      await runtimeSettled(page);
      // At least one: on a dropped connection Chromium itself retries on a fresh socket (the runtime never retries census).
      await expect.poll(async () => (await qa.requests({ path: RECORD_HIT })).length).toBeGreaterThanOrEqual(1);
      // Past the 2500 ms census time-out: nothing surfaced.
      await page.waitForTimeout(2800);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Olá, mundo' })).toBeVisible();
      expect(consoleErrors.messages.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
    });
  }
});

test.describe('restrictive cookie policy', () => {
  test('clears the tracking cookies and sends nothing until consent, then tracks without a reload', async ({ page, context, qa, baseURL }) => {
    const url = baseURL ?? '';
    await context.addCookies(
      ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt'].map((name) => ({ name, value: '1', url })),
    );
    await context.addCookies([{ name: 'ss_cvr', value: 'abc-123|1|1|1|1', url }]);
    await page.goto('/fixtures/tracking-restrictive.html');
    await runtimeSettled(page);
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']) {
      expect(names, `${name} is cleared`).not.toContain(name);
    }
    await page.waitForTimeout(1000);
    expect(await qa.requests({ path: RECORD_HIT })).toEqual([]);
    expect(await qa.requests({ path: TRACK })).toEqual([]);

    await page.getByRole('button', { name: 'Aceitar cookies' }).click();
    await pageHits(qa, 1);
    const allowed = await cookie(context, 'ss_cookieAllowed');
    expect(allowed?.value).toBe('true');
    expect(allowed!.expires - Date.now() / 1000).toBeGreaterThan(30 * DAY_S - 60);
    expect(allowed!.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * DAY_S + 5);
    expect(cvrParts((await cookie(context, 'ss_cvr'))?.value)[4]).toBe('1');
  });

  test('denying stores the choice and still sends nothing', async ({ page, context, qa }) => {
    await page.goto('/fixtures/tracking-restrictive.html');
    await runtimeSettled(page);
    await page.getByRole('button', { name: 'Recusar cookies' }).click();
    await expect.poll(async () => (await cookie(context, 'ss_cookieAllowed'))?.value).toBe('false');
    await page.reload();
    await runtimeSettled(page);
    await page.waitForTimeout(800);
    expect(await qa.requests({ path: RECORD_HIT })).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
  });
});

test('web fonts: one stylesheet request with a family parameter per font; a font that is gone is logged and reported', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 400/);
  consoleErrors.expect(/font/i);
  await page.goto('/fixtures/fonts.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.requests({ path: '/fonts/css' })).length).toBe(1);
  const [request] = await qa.requests({ path: '/fonts/css' });
  expect(request?.query.family).toEqual(['Roboto:400,700', 'Fonte Sumida:400']);
  await expect.poll(async () => (await qa.requests({ path: '/fonts/typekit/abc1def.css' })).length).toBe(1);
  // Reported under the lazy feature that failed, not the page start that started it.
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.feature)).toEqual(['fonts']);
});
