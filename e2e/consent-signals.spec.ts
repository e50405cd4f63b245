import type { BrowserContext, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { chunkOf } from './support/built-chunks.ts';
import { withPageContext } from './support/page-context.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

// Issues 16 and 39: the browser's Global Privacy Control signal is the visitor's refusal where the policy is not
// restrictive (no banner, no tracking, no cookie), and changes nothing where it is (the banner shows; accepting tracks).
const BANNER_PAGE = '/fixtures/cookie-banner.html';
const UNRESTRICTED_PAGE = '/fixtures/cookie-banner-unrestricted.html';
const OPEN_PAGE = '/fixtures/no-blocks.html';
const CENSUS = '/api/census/RecordHit';
const TRACKING_CALLS = [CENSUS, '/api/track/Track'];
const PROOF = '/api/consent/RecordConsent';
const banner = (page: Page) => page.getByRole('region', { name: /cookies/i });

async function sendGlobalPrivacyControl(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
}

/** The page's own cookies of the runtime and its trackers (ss_…, SS_…). */
const runtimeCookies = async (context: BrowserContext): Promise<string[]> =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^(ss_|SS_)/.test(name));

test('without a restrictive policy, the signal is the visitor’s refusal: no banner, no census or tracking request, no cookie', async ({
  page,
  context,
  qa,
}) => {
  // The control: the same page without the signal shows the banner and counts the visit.
  await page.goto(UNRESTRICTED_PAGE);
  await runtimeSettled(page);
  await expect(banner(page)).toBeVisible();
  for (const path of TRACKING_CALLS) await expect.poll(async () => (await qa.requests({ path })).length, { timeout: 10_000 }).toBe(1);
  await context.clearCookies({ name: /^(ss_|SS_)/ });
  await qa.clear();

  await sendGlobalPrivacyControl(page);
  for (const path of [UNRESTRICTED_PAGE, OPEN_PAGE]) {
    await page.goto(path);
    await runtimeSettled(page);
    // Census leaves in idle time after the load (at most 2000 ms later): past that, nothing came.
    await page.waitForTimeout(2500);
    await expect(banner(page)).toHaveCount(0);
  }
  for (const path of TRACKING_CALLS) expect(await qa.requests({ path })).toEqual([]);
  expect(await runtimeCookies(context)).toEqual([]);
  expect(await qa.errorReports()).toEqual([]);
});

test('under a restrictive policy the signal changes nothing: the banner shows by itself, nothing tracks until the visitor accepts, then the visit counts', async ({
  page,
  context,
  qa,
}) => {
  await sendGlobalPrivacyControl(page);
  await page.goto(BANNER_PAGE);
  await runtimeSettled(page);
  await expect(banner(page)).toBeVisible();
  await expectAxeClean(page);
  await page.waitForTimeout(2500);
  for (const path of TRACKING_CALLS) expect(await qa.requests({ path })).toEqual([]);
  expect(await runtimeCookies(context)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await qa.requests({ path: CENSUS })).length, { timeout: 10_000 }).toBe(1);
  expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
  expect(await qa.errorReports()).toEqual([]);
});

test("under the signal the entry asks for the banner's chunk only where the banner will show: on a restrictive site, not on another (issues 37, 39)", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(chunkOf(new URL(request.url()).pathname) ?? ''));
  // Without hints (the renderer's own choice under Sec-GPC is e2e/preload-hints.spec.ts's): the entry's requests alone.
  // The control: without the signal the entry asks for it beside the every-page chunk on both pages.
  for (const path of [BANNER_PAGE, UNRESTRICTED_PAGE]) {
    await page.goto(`${path}?preload=0`);
    await runtimeSettled(page);
    expect(requested, path).toContain('cookie-banner');
    requested.length = 0;
  }
  await sendGlobalPrivacyControl(page);
  for (const [path, asked] of [
    [BANNER_PAGE, true],
    [UNRESTRICTED_PAGE, false],
  ] as const) {
    await page.goto(`${path}?preload=0`);
    await runtimeSettled(page);
    await page.waitForLoadState('networkidle');
    expect(requested, path).toContain('every-page');
    expect(requested.includes('cookie-banner'), path).toBe(asked);
    requested.length = 0;
  }
});

test('an explicit choice wins over the signal: accepting through the page event tracks, and is stored', async ({ page, context, qa }) => {
  await sendGlobalPrivacyControl(page);
  await page.goto(OPEN_PAGE);
  await runtimeSettled(page);
  await page.evaluate(() => dispatchEvent(new CustomEvent('siteruntime:consent', { detail: { allowed: true } })));
  await expect.poll(async () => (await qa.requests({ path: CENSUS })).length, { timeout: 10_000 }).toBe(1);
  expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
});

test('under the signal without a restrictive policy, the cookie settings control opens the banner as a modal dialog that says so; Escape and a choice give focus back', async ({
  page,
  context,
  qa,
}) => {
  await sendGlobalPrivacyControl(page);
  await page.goto(UNRESTRICTED_PAGE);
  await runtimeSettled(page);
  const control = page.getByRole('button', { name: 'Preferências de cookies' });
  const dialog = page.getByRole('dialog', { name: 'Cookies' });
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Seu navegador pediu privacidade (Global Privacy Control): recusamos os cookies de rastreamento.');
  // Modal: the page behind is inert, focus is on the dialog's first control (the owner text's link).
  expect(await page.locator('dialog.cookie-banner-dialog').evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Política de privacidade' })).toBeFocused();
  await expect(dialog.getByRole('region')).toHaveCount(0);
  await expectAxeClean(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(control).toBeFocused();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ss_cookieAllowed');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Recusar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Aceitar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(control).toBeFocused();
  expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
  await expect.poll(async () => (await qa.requests({ path: CENSUS })).length, { timeout: 10_000 }).toBe(1);
});

test('under a restrictive policy the cookie settings control opens the banner without the signal’s line: the signal refused nothing there', async ({
  page,
}) => {
  await sendGlobalPrivacyControl(page);
  await page.goto(BANNER_PAGE);
  await runtimeSettled(page);
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Usamos cookies para medir visitas.');
  await expect(dialog).not.toContainText('Global Privacy Control');
});

test.describe('Google Consent Mode v2 (a Google tag stand-in reads the dataLayer in order)', () => {
  const PAGE = '/fixtures/consent-mode.html';
  const signals = (state: 'granted' | 'denied') =>
    Object.fromEntries(
      ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization', 'functionality_storage', 'personalization_storage', 'security_storage'].map(
        (signal) => [signal, state],
      ),
    );
  const DEFAULT = ['consent', 'default', { ...signals('denied'), wait_for_update: 500 }];
  const TAG = [
    ['js', expect.anything()],
    ['config', 'G-FIXTURE'],
  ];
  const commands = (page: Page) => page.evaluate(() => (window as unknown as { googleTagCommands?: unknown[][] }).googleTagCommands ?? []);
  /** The default first, then the tag's own commands, and the updates in order (the runtime's may come before or after the async tag's). */
  async function expectCommands(page: Page, updates: unknown[][]): Promise<void> {
    await expect.poll(async () => (await commands(page)).length).toBe(1 + TAG.length + updates.length);
    const seen = await commands(page);
    expect(seen[0]).toEqual(DEFAULT);
    expect(seen.filter((command) => command[0] !== 'consent')).toEqual(TAG);
    expect(seen.filter((command) => command[1] === 'update')).toEqual(updates);
  }

  test('the default comes before the tag’s first command; a choice is sent as an update, and replayed on the next page', async ({ page }) => {
    await page.goto(PAGE);
    await runtimeSettled(page);
    await expect.poll(() => commands(page)).toEqual([DEFAULT, ...TAG]);
    await page
      .getByRole('region', { name: /cookies/i })
      .getByRole('button', { name: 'Aceitar' })
      .click();
    await expectCommands(page, [['consent', 'update', signals('granted')]]);
    await page.goto(PAGE);
    await runtimeSettled(page);
    await expectCommands(page, [['consent', 'update', signals('granted')]]);
  });

  test('a refusal is an update with every signal denied, replayed too', async ({ page }) => {
    await page.goto(PAGE);
    await runtimeSettled(page);
    await page
      .getByRole('region', { name: /cookies/i })
      .getByRole('button', { name: 'Recusar' })
      .click();
    await page.goto(PAGE);
    await runtimeSettled(page);
    await expectCommands(page, [['consent', 'update', signals('denied')]]);
  });
});

test.describe('proof of consent (only where the page context asks for it: cookieSettings.isConsentProofEnabled)', () => {
  // FNV-1a 32 over the UTF-8 bytes of the fixture's twelve settings as docs/markup.md "Proof of consent" writes them,
  // computed apart (Python): {"cookieBannerCtaText":"","cookieBannerCtaVariant":"BUTTON",…,"isVisitorDataRestricted":false}.
  const BANNER_PAGE_SETTINGS_HASH = '097439d4';

  test('each choice on a page with it is proven once: a beacon with its id, time, the settings’ hash and the choice', async ({ page, qa }) => {
    await page.goto(BANNER_PAGE);
    await runtimeSettled(page);
    const before = Date.now();
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(async () => (await qa.requests({ path: PROOF })).length).toBe(1);
    const [proof] = await qa.requests({ path: PROOF });
    expect(proof?.method).toBe('POST');
    expect(proof?.headers['content-type']).toBe('application/json');
    expect(proof?.body).toEqual({
      id: expect.stringMatching(/^[\w-]{21}$/),
      timestamp: expect.any(Number),
      settingsHash: BANNER_PAGE_SETTINGS_HASH,
      allowed: true,
    });
    expect((proof?.body as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);

    // A later choice (the cookie settings control, Recusar) is proven too, once.
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Recusar' }).click();
    await expect.poll(async () => (await qa.requests({ path: PROOF })).map((request) => (request.body as { allowed: boolean }).allowed)).toEqual([true, false]);
    await page.waitForTimeout(500);
    expect(await qa.requests({ path: PROOF })).toHaveLength(2);
    expect(await qa.errorReports()).toEqual([]);
  });

  test('no proof is ever sent without it: the same page with the field left out, and a page whose context never names it', async ({ page, context, qa }) => {
    await withPageContext(page, BANNER_PAGE, (context) => {
      delete (context.cookieSettings as Record<string, unknown>).isConsentProofEnabled;
    });
    await page.goto(BANNER_PAGE);
    await runtimeSettled(page);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    // The choice was made and acted on (the visit counts), without a proof.
    await expect.poll(async () => (await qa.requests({ path: CENSUS })).length, { timeout: 10_000 }).toBe(1);

    await page.goto(UNRESTRICTED_PAGE);
    await runtimeSettled(page);
    const stored = async (): Promise<string | undefined> => (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value;
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Recusar' }).click();
    await expect.poll(stored).toBe('false');
    await page.evaluate(() => dispatchEvent(new CustomEvent('siteruntime:consent', { detail: { allowed: true } })));
    await expect.poll(stored).toBe('true');
    await page.waitForTimeout(500);
    expect(await qa.requests({ path: PROOF })).toEqual([]);
    expect(await qa.errorReports()).toEqual([]);
  });
});
