import { expect, runtimeSettled, test } from './support/test.ts';

const KIT = '/fonts/typekit/abc1def.css';
const GONE = 'Typekit fonts no longer available in kit abc1def: minion-pro i4, fonte-sumida n4';

test('Typekit: the kit stylesheet is requested; the fonts it no longer declares are logged and reported once', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(new RegExp(`^\\[site-runtime\\] web fonts: FontUnavailableError: ${GONE}`));
  await page.goto('/fixtures/fonts-typekit.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.requests({ path: KIT })).map((request) => request.status)).toEqual([200]);
  // The kit is in the page as a stylesheet, and its faces reached the document's font set.
  await expect(page.locator(`head link[rel="stylesheet"][href$="${KIT}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.style} ${face.weight}`))).toContain('proxima-nova italic 400');

  await expect.poll(() => consoleErrors.messages.filter((message) => message.includes('FontUnavailableError'))).toHaveLength(1);
  await expect.poll(async () => (await qa.errorReports()).length).toBe(1);
  const [report] = await qa.errorReports();
  expect(report?.data).toMatchObject({ name: 'FontUnavailableError', message: GONE, feature: 'fonts' });
  // Nothing else failed: the kit itself loaded.
  expect(await qa.requests({ path: '/fonts/css' })).toEqual([]);
});

test('Typekit: a kit that is gone (404) is one stylesheet error, and no font is checked against it', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(
    /^\[site-runtime\] web fonts: FontStylesheetError: Font stylesheet failed to load: http:\/\/127\.0\.0\.1:\d+\/fonts\/typekit\/abc1def\.css/,
  );
  await qa.fault({ path: KIT, status: 404 });
  await page.goto('/fixtures/fonts-typekit.html');
  await runtimeSettled(page);
  await expect.poll(async () => (await qa.errorReports()).map((report) => report.data.name)).toEqual(['FontStylesheetError']);
  await page.waitForTimeout(300);
  expect((await qa.errorReports()).map((report) => report.data.name)).toEqual(['FontStylesheetError']);
  expect(consoleErrors.messages.filter((message) => message.includes('FontUnavailableError'))).toEqual([]);
});
