/**
 * The popup overlay's show rules that only unit tests had seen (site-runtime.md §4, docs/markup.md
 * 6.22): the newer-version rule, enableMobile, and a button inside the popup tracked with context 2.
 */
import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const RECORD_KEY = 'ss-popup-overlay:fixture-site';
const DAY = 24 * 60 * 60 * 1000;
/** A viewport the mobile media query matches (max width 432 px, site-runtime.md §9). */
const MOBILE = { width: 390, height: 844 };

/** Stores a popup record for the fixture site before the popup page loads (same origin). */
async function storeRecord(page: Page, record: { version: number; submitted: boolean; closedAt: number } | undefined): Promise<void> {
  await page.goto('/fixtures/no-blocks.html');
  await page.evaluate(
    ([key, value]) => {
      if (value === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    },
    [RECORD_KEY, record === undefined ? undefined : JSON.stringify(record)] as const,
  );
}

const storedRecord = (page: Page): Promise<unknown> => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RECORD_KEY);

/** Whether the popup shows on this load: a short wait covers its mount, which follows settled(). */
async function expectNoPopup(page: Page): Promise<void> {
  await runtimeSettled(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the newer-version rule (popup.html: version 1, displayFrequency 7)', () => {
  test('a record of the same version closed a day ago keeps it hidden', async ({ page, qa }) => {
    await storeRecord(page, { version: 1, submitted: false, closedAt: Date.now() - DAY });
    await page.goto('/fixtures/popup.html');
    await expectNoPopup(page);
    expect(await qa.requests({ path: '/api/census/overlay' })).toEqual([]);
  });

  test('a record of an older version closed a minute ago shows it again, and closing it stores the current version', async ({ page, qa }) => {
    await storeRecord(page, { version: 0, submitted: false, closedAt: Date.now() - 60_000 });
    await page.goto('/fixtures/popup.html');
    await runtimeSettled(page);
    const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
    await expect(popup).toBeVisible();
    await expect.poll(async () => (await qa.requests({ path: '/api/census/overlay' })).length).toBe(1);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    expect(await storedRecord(page)).toEqual({ version: 1, submitted: false, closedAt: expect.any(Number) });

    // Now the record is of the current version: the next page view keeps the popup hidden.
    await page.reload();
    await expectNoPopup(page);
  });

  test('an older version shows it again even after a signup (showUntilSignup)', async ({ page }) => {
    await storeRecord(page, { version: 0, submitted: true, closedAt: Date.now() - 60_000 });
    await page.goto('/fixtures/popup.html');
    await runtimeSettled(page);
    await expect(page.getByRole('dialog', { name: 'Receba nossas novidades' })).toBeVisible();

    await storeRecord(page, { version: 1, submitted: true, closedAt: Date.now() - 30 * DAY });
    await page.goto('/fixtures/popup.html');
    await expectNoPopup(page);
  });
});

test.describe('enableMobile', () => {
  test('on a mobile viewport the popup shows only when enableMobile is on', async ({ page, qa }) => {
    await page.setViewportSize(MOBILE);
    // popup-button.html: enableMobile off.
    await page.goto('/fixtures/popup-button.html');
    await expectNoPopup(page);
    expect(await qa.requests({ path: '/api/census/overlay' })).toEqual([]);

    // popup.html: enableMobile on.
    await page.goto('/fixtures/popup.html');
    await runtimeSettled(page);
    const popup = page.getByRole('dialog', { name: 'Receba nossas novidades' });
    await expect(popup).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect(popup).toHaveCount(0);
  });

  test('on a wide viewport the popup with enableMobile off shows', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/fixtures/popup-button.html');
    await runtimeSettled(page);
    await expect(page.getByRole('dialog', { name: 'Conheça a coleção nova' })).toBeVisible();
  });
});

test('a button inside the popup is tracked with context 2, the one on the page with context 1', async ({ page, qa }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/fixtures/popup-button.html');
  await runtimeSettled(page);
  const popup = page.getByRole('dialog', { name: 'Conheça a coleção nova' });
  await expect(popup).toBeVisible();
  await expectAxeClean(page);

  const inPopup = {
    id: 'block-botao-popup',
    buttonText: 'Ver a coleção',
    clickthroughUrl: '/fixtures/no-blocks.html?colecao=nova',
    alignment: 'center',
    size: 'large',
    newWindow: 'false',
    context: '2',
  };
  const onPage = {
    id: 'block-botao-pagina',
    buttonText: 'Ver a loja',
    clickthroughUrl: '/fixtures/no-blocks.html',
    alignment: 'left',
    size: 'medium',
    newWindow: 'false',
    context: '1',
  };
  await expect
    .poll(async () => (await qa.requests({ path: '/api/census/button-render' })).map((request) => request.body))
    .toEqual(expect.arrayContaining([inPopup, onPage]));
  expect(await qa.requests({ path: '/api/census/button-render' })).toHaveLength(2);

  // Keyboard: the close button first, then the popup's link; Enter follows it and the click is tracked.
  await expect(popup.getByRole('button', { name: 'Fechar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'Ver a coleção' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fixtures\/no-blocks\.html\?colecao=nova$/);
  await expect.poll(async () => (await qa.requests({ path: '/api/census/button-click' })).map((request) => request.body)).toEqual([inPopup]);
});
