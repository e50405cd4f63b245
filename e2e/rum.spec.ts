import type { Page } from '@playwright/test';
import { filesOf } from './support/built-chunks.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const SETTINGS = '/api/1/performance/settings';
const RECORDS = '/api/1/performance/records';
const [RUM_CHUNK] = filesOf('rum');

type Data = Record<string, unknown> & { metrics: Record<string, unknown>; context: Record<string, unknown> };

/** The collector is running once it has asked for its settings (after the load, in idle time). */
async function collectorStarted(page: Page, qa: QaClient): Promise<void> {
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.requests({ path: SETTINGS })).map((request) => request.status)).toEqual([200]);
  // The set-up after the reply runs in tasks of its own: the analyticsId is kept in its next to last, the page's
  // hide and unload listeners come in its last, a yield later (on a loaded CI machine the page closed before).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ss_analyticsId'))).not.toBeNull();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** The events the server got for the one page load of this test. */
async function sentEvents(qa: QaClient, count: number) {
  await expect.poll(async () => (await qa.performanceRecords()).flatMap((load) => load.events).length, { timeout: 10_000 }).toBe(count);
  const loads = await qa.performanceRecords();
  expect(loads).toHaveLength(1);
  return loads[0]!;
}

const number = expect.any(Number);

/** Clicks `button` and resolves once the browser has timed the click (an event entry). */
async function clickTimed(page: Page, button: string): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { clickTimed: Promise<void> }).clickTimed = new Promise<void>((resolve) => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.name === 'click')) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
  });
  await page.getByRole('button', { name: button }).click();
  await page.evaluate(() => (window as unknown as { clickTimed: Promise<void> }).clickTimed);
}

test('measures a visit and sends every field of the record with a beacon when the visitor navigates away', async ({ page, qa }) => {
  await page.goto('/fixtures/rum.html');
  await collectorStarted(page, qa);
  // Nothing leaves before the page is hidden or 30 s have passed.
  expect(await qa.requests({ path: RECORDS })).toEqual([]);
  // The late banner has shifted the content; a slow click gives INP and FID.
  await expect(page.locator('.late-banner')).toBeVisible();
  await clickTimed(page, 'Curtir esta página');
  await expect(page.getByText('1 curtida')).toBeVisible();

  await page.goto('/fixtures/no-blocks.html');
  const load = await sentEvents(qa, 4);
  // Beacons, text/plain: the user timings at beforeunload, the page-speed record once the navigation hid the page.
  const records = await qa.requests({ path: RECORDS });
  expect(records.map((record) => [record.headers['content-type'], record.status])).toEqual(records.map(() => ['text/plain;charset=UTF-8', 204]));

  expect(load.events.map((event) => [event.app, event.name])).toEqual([
    ['site-runtime', 'user-timing'],
    ['site-runtime', 'user-timing'],
    ['site-runtime', 'user-timing'],
    ['site-runtime', 'page-speed'],
  ]);
  // The rum- marks and the measure between them, with their details; the page's other mark is not the collector's.
  const timings = load.events.filter((event) => event.name === 'user-timing').map((event) => event.data);
  expect(timings).toHaveLength(3);
  expect(timings).toEqual(
    expect.arrayContaining([
      { name: 'rum-page-script', duration: 0, startTime: number, startMarkDetail: '{"fixture":"rum"}', endMarkDetail: null, measureDetail: null },
      { name: 'rum-banner-end', duration: 0, startTime: number, startMarkDetail: '"banner"', endMarkDetail: null, measureDetail: null },
      {
        name: 'rum-banner',
        duration: expect.any(Number),
        startTime: number,
        startMarkDetail: '{"fixture":"rum"}',
        endMarkDetail: '"banner"',
        measureDetail: '{"kind":"late-content"}',
      },
    ]),
  );
  expect(load.pageLoadId).toMatch(/^[0-9a-f]{32}$/);
  const data = load.events.find((event) => event.name === 'page-speed')!.data as Data;
  expect(data).toEqual({
    analyticsId: expect.stringMatching(/^[\w-]{21}$/),
    marketingId: 'mkt-fixture',
    memberId: null,
    hostname: '127.0.0.1',
    pathname: '/fixtures/rum.html',
    hash: '',
    version: '4.0.7',
    deliveryType: 'beacon',
    connection: { downlink: number, effectiveType: expect.any(String), rtt: number, saveData: false },
    display: { devicePixelRatio: number, screenHeight: number, screenWidth: number, viewportHeight: number, viewportWidth: number },
    hardware: { deviceMemory: number, hardwareConcurrency: number },
    visibilityStateOnDCL: 'visible',
    supportLevel: 2,
    context: {
      accountId: null,
      ampEnabled: false,
      authenticUrl: 'https://fixture.test/',
      cloneable: false,
      collectionType: 1,
      createdOn: 1_700_000_000_000,
      developerMode: false,
      impersonatedSession: false,
      inFrame: false,
      isHstsEnabled: true,
      isInternal: false,
      language: 'pt-BR',
      memberId: null,
      pageType: 50,
      platform: 'fixture',
      templateId: '5a1b2c3d4e5f6a7b8c9d0e1f',
      timeZone: 'America/Sao_Paulo',
      websiteId: '5f0c1a2b3c4d5e6f7a8b9c0d',
      websiteType: 1,
    },
    metrics: expect.any(Object),
  });
  const metrics = data.metrics as Record<string, number>;
  const inOrder = (...keys: string[]) => keys.map((key) => metrics[key]);
  // Plausible: the navigation's order of events, and the paints after the first byte.
  const [ttfb, fcp, lcp, dclStart, dclEnd, loadStart, loadEnd] = inOrder(
    'responseStart',
    'firstContentfulPaint',
    'largestContentfulPaint',
    'domContentLoadedEventStart',
    'domContentLoadedEventEnd',
    'loadEventStart',
    'loadEventEnd',
  ) as number[];
  expect(ttfb).toBeGreaterThan(0);
  expect(fcp).toBeGreaterThanOrEqual(ttfb!);
  expect(lcp).toBeGreaterThanOrEqual(fcp!);
  expect(dclEnd).toBeGreaterThanOrEqual(dclStart!);
  expect(loadStart).toBeGreaterThanOrEqual(dclEnd!);
  expect(loadEnd).toBeGreaterThanOrEqual(loadStart!);
  expect(metrics['cumulativeLayoutShift']).toBeGreaterThan(0);
  // 80 ms of processing in the click handler.
  expect(metrics['interactionToNextPaint']).toBeGreaterThanOrEqual(80);
  expect(metrics['inpAttribution']).toEqual({
    interactionTarget: 'button#like',
    interactionType: 'pointer',
    interactionTime: number,
    inputDelay: number,
    processingDuration: expect.any(Number),
    presentationDelay: number,
  });
  expect((metrics['inpAttribution'] as unknown as Record<string, number>)['processingDuration']).toBeGreaterThanOrEqual(80);
  expect(metrics['firstInputDelay']).toBeGreaterThanOrEqual(0);
  expect(metrics['decodedBodySize']).toBeGreaterThan(1000);
  expect(metrics['encodedBodySize']).toBeGreaterThan(0);
  for (const key of ['domainLookup', 'tcpConnection', 'tlsConnection']) expect(metrics[key]).toBeGreaterThanOrEqual(0);
  // TTI needs 5 s without a long task after FCP: not seen on a visit this short.
  expect(metrics).toHaveProperty('timeToInteractive');
});

// The page is hidden, not closed: Chromium may cancel an XHR started while a page unloads (the reason the
// beacon comes first), so a closing page would make this test a race. Headless Chromium never hides a page:
// the test plays the browser, as a phone's app switch would (visibilityState 'hidden', then the event).
test('falls back to an XHR when the browser refuses the beacon, and flushes when the page is hidden', async ({ page, qa }) => {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => false;
  });
  await page.goto('/fixtures/rum.html');
  await collectorStarted(page, qa);
  // The page's late banner marks its rum- timings 300 ms after its script: the collector may be running before.
  await expect(page.locator('.late-banner')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const load = await sentEvents(qa, 4);
  expect(load.events.find((event) => event.name === 'page-speed')?.data['deliveryType']).toBe('xhr');
  const [record] = await qa.requests({ path: RECORDS });
  expect(record?.headers['content-type']).toBe('text/plain;charset=UTF-8');
});

test('a page without rum-settings asks nothing and loads none of the collector', async ({ page, qa }) => {
  await page.goto('/fixtures/no-blocks.html');
  await runtimeSettled(page);
  await page.waitForTimeout(2500);
  await page.goto('/fixtures/accordion.html');
  await runtimeSettled(page);
  expect(await qa.requests({ path: SETTINGS })).toEqual([]);
  expect(await qa.requests({ path: RECORDS })).toEqual([]);
  expect(RUM_CHUNK).toBeDefined();
  expect(await qa.requests({ path: RUM_CHUNK! })).toEqual([]);
});

test('a failing settings call is reported, and nothing is measured or sent', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/XHR request DONE with unexpected status: 503|Failed to load resource/);
  await qa.fault({ path: SETTINGS, status: 503 });
  await page.goto('/fixtures/rum.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data['message'])).toContain('XHR request DONE with unexpected status: 503');
  await page.goto('/fixtures/no-blocks.html');
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: RECORDS })).toEqual([]);
});

test('a settings reply without pageLoadId aborts and reports it', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Unable to resolve pageLoadId/);
  await qa.fault({ path: SETTINGS, body: '{"rolloutFlags":{}}' });
  await page.goto('/fixtures/rum.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data['message'])).toContain('Unable to resolve pageLoadId');
});

test('under a restrictive policy nothing is asked or sent until the visitor accepts', async ({ page, qa }) => {
  await page.goto('/fixtures/rum-restrictive.html');
  await runtimeSettled(page);
  await page.waitForTimeout(2500);
  expect(await qa.requests({ path: SETTINGS })).toEqual([]);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect.poll(async () => (await qa.requests({ path: SETTINGS })).length).toBe(1);
  await page.goto('/fixtures/no-blocks.html');
  const load = await sentEvents(qa, 1);
  expect(load.events[0]?.name).toBe('page-speed');
});

test('a visitor who refused is never measured', async ({ page, qa, context, baseURL }) => {
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
  await page.goto('/fixtures/rum.html');
  await runtimeSettled(page);
  await page.waitForTimeout(2500);
  await page.goto('/fixtures/no-blocks.html');
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: SETTINGS })).toEqual([]);
  expect(await qa.requests({ path: RECORDS })).toEqual([]);
});
