import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { measure } from '../scripts/file-sizes.ts';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { withPageContext } from './support/page-context.ts';
import { scriptRequests } from './support/script-requests.ts';
import { expect, runtimeSettled, test } from './support/test.ts';
import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_UNFORCE_EVENT, COOKIE_BANNER_UPDATE_EVENT } from '../src/shared/page-events.ts';
import { chunkOf } from './support/built-chunks.ts';

const PAGE = '/fixtures/cookie-banner.html';
const banner = (page: Page) => page.getByRole('region', { name: /cookies/i });

const VARIANTS = [
  { variant: 'BAR', position: 'TOP', theme: 'LIGHT', cta: 'TEXT' },
  { variant: 'BAR', position: 'BOTTOM', theme: 'DARK', cta: 'BUTTON' },
  { variant: 'POPUP', position: 'TOP_LEFT', theme: 'LIGHT', cta: 'ICON' },
  { variant: 'POPUP', position: 'TOP_RIGHT', theme: 'DARK', cta: 'TEXT' },
  { variant: 'POPUP', position: 'BOTTOM_LEFT', theme: 'DARK', cta: 'BUTTON' },
  { variant: 'POPUP', position: 'BOTTOM_RIGHT', theme: 'LIGHT', cta: 'BUTTON' },
] as const;

for (const { variant, position, theme, cta } of VARIANTS) {
  test(`banner ${variant} ${position} ${theme} ${cta}: placed, themed, axe clean, no layout shift`, async ({ page }, testInfo) => {
    await withPageContext(page, PAGE, (context) => {
      Object.assign(context.cookieSettings as object, {
        cookieBannerVariant: variant,
        cookieBannerPosition: position,
        cookieBannerTheme: theme,
        cookieBannerCtaVariant: cta,
      });
    });
    await recordLayoutShifts(page);
    await page.goto(PAGE);
    await runtimeSettled(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Recusar' })).toBeVisible();
    const box = await banner(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    if (position.startsWith('TOP')) expect(box!.y).toBeLessThan(viewport.height / 2);
    else expect(box!.y + box!.height).toBeGreaterThan(viewport.height / 2);
    if (position.endsWith('LEFT')) expect(box!.x).toBeLessThan(viewport.width / 2);
    if (position.endsWith('RIGHT')) expect(box!.x + box!.width).toBeGreaterThan(viewport.width / 2);
    if (variant === 'BAR') expect(box!.width).toBeGreaterThan(viewport.width * 0.9);
    await testInfo.attach(`banner-${variant}-${position}-${theme}-${cta}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });
}

test('the owner text is sanitized: its link stays, its script and onerror never run', async ({ page, consoleErrors }) => {
  // Chromium checks the CSP while the sanitizer's DOMParser parses the text in an inert document and
  // reports the handler it refused, though nothing runs there (cure53/DOMPurify#107): the line is expected.
  consoleErrors.expect(/Executing inline event handler violates the following Content Security Policy directive/);
  await withPageContext(page, PAGE, (context) => {
    (context.cookieSettings as Record<string, unknown>).cookieBannerText =
      '<p>Usamos cookies. <a href="/fixtures/no-blocks.html">Política de privacidade</a>.<script>window.injected = true</script><img src=x onerror="window.injected = true"><a href="javascript:window.injected = true">truque</a></p>';
  });
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect(banner(page).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/fixtures/no-blocks.html');
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(await banner(page).locator('script, img').count()).toBe(0);
  await expect(banner(page).getByText('truque')).not.toHaveAttribute('href', /javascript:/);
});

test('accepting by keyboard stores the choice for 30 days, removes the banner and starts tracking', async ({ page, context, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: '/api/census/RecordHit' })).toEqual([]);
  await banner(page).getByRole('button', { name: 'Aceitar' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  const allowed = (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed');
  expect(allowed?.value).toBe('true');
  expect(allowed!.expires - Date.now() / 1000).toBeGreaterThan(30 * 86400 - 60);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/RecordHit' })).length).toBe(1);
  await page.reload();
  await runtimeSettled(page);
  await expect(banner(page)).toHaveCount(0);
});

test('refusing stores false, removes the banner and sends nothing', async ({ page, context, qa }) => {
  await page.goto(PAGE);
  await runtimeSettled(page);
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('false');
  await page.waitForTimeout(500);
  expect(await qa.requests({ path: '/api/census/RecordHit' })).toEqual([]);
});

test('a page without a banner, popup or logged-in account downloads none of their code', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/fixtures/tracking.html');
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  const unwanted = ['cookie-banner', 'popup-overlay', 'open-popup', 'owner', 'account-extras', 'sanitize-owner-html', 'dialog', 'react'];
  expect(scripts.filter((path) => unwanted.includes(chunkOf(path) ?? ''))).toEqual([]);
});

test("a first visit to a banner page loads no React and no DOMPurify: the banner is plain TypeScript with the runtime's own sanitizer", async ({
  page,
}, testInfo) => {
  const runtimeFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) runtimeFiles.push(path);
  });
  await page.goto(PAGE);
  await runtimeSettled(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(runtimeFiles.filter((path) => chunkOf(path) === 'cookie-banner')).toHaveLength(2);
  expect(runtimeFiles.filter((path) => ['react', 'react-root', 'dialog', 'scroll-lock'].includes(chunkOf(path) ?? ''))).toEqual([]);
  // The sanitizer chunk is the runtime's own, a few hundred bytes: DOMPurify alone was over 10 KB brotli.
  for (const path of runtimeFiles.filter((file) => chunkOf(file) === 'sanitize-owner-html')) {
    expect(measure(readFileSync(path.slice(1))).brotli).toBeLessThan(1500);
  }
  const sizes = runtimeFiles.map((path) => `${chunkOf(path) ?? path.slice('/dist/'.length)} ${measure(readFileSync(path.slice(1))).brotli} B`);
  const brotli = runtimeFiles.reduce((total, path) => total + measure(readFileSync(path.slice(1))).brotli, 0);
  testInfo.annotations.push({ type: 'cookie banner first visit', description: `${brotli} B brotli: ${sizes.join(', ')}` });
});

const LAYOUT = '/fixtures/cookie-banner-layout.html';
const lastLink = (page: Page) => page.locator('#last-link');

/** The top element at the centre of `selector`'s box: the element itself unless something covers it. */
async function coveredBy(page: Page, selector: string): Promise<string> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return 'missing';
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === element || element.contains(top) ? 'nothing' : top?.closest('[data-cookie-banner]') ? 'the banner' : String(top?.tagName);
  }, selector);
}

test.describe('what the banner covers stays reachable', () => {
  test('a bottom bar: the end of the page scrolls clear of it, Tab focus lands clear of it, no layout shift, and the room goes with it', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(LAYOUT);
    await runtimeSettled(page);
    await expect(banner(page)).toBeVisible();
    const bar = (await banner(page).boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(page.viewportSize()!.height, 0);

    // Scrolled fully down with the wheel over the bar itself (the bar never swallows the page's scrolling):
    // the last link sits above the bar, not under it.
    await page.mouse.move(100, bar.y + 10);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    let link = (await lastLink(page).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y);
    expect(await coveredBy(page, '#last-link')).toBe('nothing');

    // From the top, Tab onto the last link: the browser scrolls it into view clear of the bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Ver todos os produtos' }).focus();
    await page.keyboard.press('Tab');
    await expect(lastLink(page)).toBeFocused();
    link = (await lastLink(page).boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(bar.y);
    expect(await coveredBy(page, '#last-link')).toBe('nothing');
    // Scrolled into view at the nearest edge (as an in-page script does, and browsers that bring focus to
    // the nearest edge): scroll-padding-bottom keeps it clear of the bar too.
    await page.evaluate(() => window.scrollTo(0, 0));
    const products = page.getByRole('link', { name: 'Ver todos os produtos' });
    await products.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    const productsBox = (await products.boundingBox())!;
    expect(productsBox.y + productsBox.height).toBeLessThanOrEqual(bar.y);
    expect(productsBox.y + productsBox.height).toBeGreaterThan(bar.y - 4);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);

    // The choice removes the banner and gives the room back.
    const withBanner = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      room: document.querySelector<HTMLElement>('[data-cookie-banner-host]')!.offsetHeight,
    }));
    expect(withBanner.room).toBeGreaterThanOrEqual(Math.floor(bar.height));
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(withBanner.height - withBanner.room);
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    expect(await layoutShift(page)).toBe(0);
  });

  test('a top bar lives inside the announcement-bar area, shows just below its text, and stays at the top once it scrolled away', async ({ page }) => {
    await withPageContext(page, LAYOUT, (context) => {
      (context.cookieSettings as Record<string, unknown>).cookieBannerPosition = 'TOP';
    });
    await recordLayoutShifts(page);
    await page.goto(LAYOUT);
    await runtimeSettled(page);
    await expect(page.locator('[data-announcement-bar] > [data-cookie-banner-host]').getByRole('region', { name: 'Cookies' })).toBeVisible();
    const text = (await page.getByText('Frete grátis acima de R$ 200.').boundingBox())!;
    let bar = (await banner(page).boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(text.y + text.height);
    expect(await coveredBy(page, '[data-announcement-bar] p')).toBe('nothing');

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await banner(page).boundingBox())?.y).toBe(0);
    bar = (await banner(page).boundingBox())!;
    // Scrolled into view at the top (an in-page link, a script): scroll-padding-top keeps it below the bar.
    const heading = page.getByRole('heading', { name: 'Catálogo' });
    await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(async () => (await banner(page).boundingBox())?.y).toBe(0);
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(headingBox.y).toBeLessThan(bar.y + bar.height + 4);
    // Tab focus lands below it too.
    await page.getByRole('link', { name: 'Ver todos os produtos' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Todas as páginas de teste' })).toBeFocused();
    // At the top of the page the link was under the bar: a spacer now holds the bar's room above it.
    await expect.poll(() => coveredBy(page, 'header a')).toBe('nothing');
    await expect(page.locator('[data-announcement-bar] + .cookie-banner-room')).toHaveCount(1);
    // Back to the top, with the wheel over the bar.
    await page.mouse.move(640, bar.y + 10);
    await page.mouse.wheel(0, -2000);
    await expect.poll(async () => (await banner(page).boundingBox())?.y).toBeGreaterThanOrEqual(text.y + text.height);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });
});

test.describe('force, unforce and update page events', () => {
  const fire = (page: Page, type: string, detail?: unknown) =>
    page.evaluate(([name, data]) => window.dispatchEvent(new CustomEvent(name as string, { detail: data })), [type, detail] as const);

  test('force loads the banner chunk and shows a preview that ignores clicks and keys; update re-renders it; unforce removes it', async ({
    page,
    context,
    baseURL,
  }) => {
    // The visitor already refused: no banner, and its code is not downloaded.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: baseURL ?? '' }]);
    const scripts = scriptRequests(page);
    await page.goto(LAYOUT);
    await runtimeSettled(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => chunkOf(path) === 'cookie-banner')).toEqual([]);
    await expect(banner(page)).toHaveCount(0);

    await fire(page, COOKIE_BANNER_FORCE_EVENT, { cookieBannerTheme: 'LIGHT' });
    await expect(banner(page)).toBeVisible();
    expect(scripts.filter((path) => chunkOf(path) === 'cookie-banner')).toHaveLength(1);
    await expect(banner(page)).toHaveClass(/cookie-banner--preview/);
    await expect(banner(page)).toHaveClass(/cookie-banner--light/);

    // A preview: clicks and keys do nothing, the stored choice stays.
    const accept = banner(page).getByRole('button', { name: 'Aceitar' });
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    await accept.click({ force: true });
    await banner(page).getByRole('button', { name: 'Recusar' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('false');

    await fire(page, COOKIE_BANNER_UPDATE_EVENT, {
      cookieBannerText: '<p>Novo aviso de cookies.</p>',
      cookieBannerCtaText: 'Entendi',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
    });
    await expect(banner(page).getByText('Novo aviso de cookies.')).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Entendi' })).toBeVisible();
    await expect(banner(page)).toHaveClass(/cookie-banner--popup/);
    await expect(banner(page)).toHaveClass(/cookie-banner--top-right/);
    await expect(banner(page)).toHaveClass(/cookie-banner--light/);
    await expectAxeClean(page);

    await fire(page, COOKIE_BANNER_UNFORCE_EVENT);
    await expect(banner(page)).toHaveCount(0);
    expect(scripts.filter((path) => chunkOf(path) === 'cookie-banner')).toHaveLength(1);
  });

  test('unforce leaves a banner the visitor still has to answer, and its buttons work again', async ({ page, context }) => {
    await page.goto(LAYOUT);
    await runtimeSettled(page);
    await expect(banner(page)).toBeVisible();
    await fire(page, COOKIE_BANNER_FORCE_EVENT);
    await expect(banner(page)).toHaveClass(/cookie-banner--preview/);
    // aria-disabled: Playwright would wait for it to be enabled; a real click all the same.
    await banner(page).getByRole('button', { name: 'Aceitar' }).click({ force: true });
    await expect(banner(page)).toBeVisible();
    await fire(page, COOKIE_BANNER_UNFORCE_EVENT);
    await expect(banner(page)).not.toHaveClass(/cookie-banner--preview/);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
  });
});
