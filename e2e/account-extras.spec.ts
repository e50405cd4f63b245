import type { Page } from '@playwright/test';
import { POPUP_RECORD_KEY_PREFIX } from '../src/shared/markers.ts';
import { expectAxeClean } from './support/axe.ts';
import { scriptRequests } from './support/script-requests.ts';
import { expect, runtimeSettled, test } from './support/test.ts';
import { ANNOUNCEMENT_BAR_UPDATE_EVENT, POPUP_OVERLAY_FORCE_EVENT, POPUP_OVERLAY_UNFORCE_EVENT } from '../src/shared/page-events.ts';
import { chunkOf } from './support/built-chunks.ts';

const PAGE = '/fixtures/account-extras.html';
/** A logged-in owner (fixture login), kept on the page: noredirect skips the editor redirect. */
const AS_OWNER = `/__qa/login?as=owner&to=${encodeURIComponent(`${PAGE}?noredirect`)}`;

const bar = (page: Page) => page.getByRole('complementary', { name: 'Avisos da loja' });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Receba nossas novidades' });

async function dispatch(page: Page, type: string, detail?: unknown): Promise<void> {
  await page.evaluate(([name, value]) => void dispatchEvent(new CustomEvent(name as string, { detail: value })), [type, detail] as const);
}

async function popupRecords(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), POPUP_RECORD_KEY_PREFIX);
}

test.describe('as a logged-in owner', () => {
  test('an announcement bar update shows as a sanitized preview; teardown puts the bar back', async ({ page, consoleErrors }) => {
    // Chromium checks the CSP while the sanitizer's DOMParser parses the HTML in an inert document and
    // reports the handler it refused, though nothing runs there (cure53/DOMPurify#107): the line is expected.
    consoleErrors.expect(/Executing inline event handler violates the following Content Security Policy directive/);
    const scripts = scriptRequests(page);
    await page.goto(AS_OWNER);
    await runtimeSettled(page);
    expect(scripts.filter((path) => chunkOf(path) === 'account-extras')).toHaveLength(1);
    await expect(bar(page)).toHaveText('Frete grátis acima de R$ 200.');

    await dispatch(page, ANNOUNCEMENT_BAR_UPDATE_EVENT, {
      html:
        '<p>Nova coleção <strong>de inverno</strong>. <a href="/fixtures/no-blocks.html">Ver</a>' +
        '<script>window.injected = true</script><img src=x onerror="window.injected = true"></p>',
    });
    await expect(bar(page)).toHaveText('Nova coleção de inverno. Ver');
    await expect(bar(page).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/fixtures/no-blocks.html');
    expect(await bar(page).locator('script, img, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();

    await page.evaluate(() => window.SiteRuntime?.teardown());
    await expect(bar(page)).toHaveText('Frete grátis acima de R$ 200.');
  });

  test('force previews the popup in its dialog; it closes like the visitor popup and leaves no record and no census call', async ({ page, qa }) => {
    await page.goto(AS_OWNER);
    await runtimeSettled(page);
    // Style "none": visitors never see it, and neither does the owner until the preview is forced.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('#page-button').focus();

    await dispatch(page, POPUP_OVERLAY_FORCE_EVENT);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('link', { name: 'Saiba mais' })).toBeVisible();
    await expect(popup(page).locator(':focus')).toHaveCount(1);
    await expectAxeClean(page);
    // A second force while it is open changes nothing.
    await dispatch(page, POPUP_OVERLAY_FORCE_EVENT);
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#page-button')).toBeFocused();

    await dispatch(page, POPUP_OVERLAY_FORCE_EVENT);
    await popup(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await dispatch(page, POPUP_OVERLAY_FORCE_EVENT);
    await expect(popup(page)).toBeVisible();
    await dispatch(page, POPUP_OVERLAY_UNFORCE_EVENT);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(await popupRecords(page)).toEqual([]);
    // The census call would have been sent when the popup opened: give it time to show up if it had.
    await page.waitForTimeout(300);
    expect(await qa.requests({ path: '/api/census/overlay' })).toEqual([]);
  });
});

test('a visitor downloads no account-extras chunk, and the preview events change nothing', async ({ page, qa }) => {
  const scripts = scriptRequests(page);
  await page.goto(PAGE);
  await runtimeSettled(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => chunkOf(path) === 'every-page')).toBe(true);
  expect(scripts.filter((path) => chunkOf(path) === 'account-extras')).toEqual([]);
  expect((await qa.requests({ path: '/dist/chunks/account-extras-*.js' })).length).toBe(0);

  await dispatch(page, ANNOUNCEMENT_BAR_UPDATE_EVENT, { html: '<p>Prévia</p>' });
  await dispatch(page, POPUP_OVERLAY_FORCE_EVENT);
  await page.waitForTimeout(200);
  await expect(bar(page)).toHaveText('Frete grátis acima de R$ 200.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
