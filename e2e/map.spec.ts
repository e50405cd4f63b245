import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const SCRIPT = '/maps/api/js';
const EXTERNAL = 'https://www.google.com/maps?ll=-23.5614%2C-46.6559&q=Loja+da+Ana%2C+Av.+Paulista%2C+1000%2C+S%C3%A3o+Paulo%2C+SP%2C+Brasil&z=15';
const store = (page: Page) => page.locator('#block-mapa');
const satellite = (page: Page) => page.locator('#block-mapa-satelite');
const noLink = (page: Page) => page.locator('#block-mapa-sem-link');
const view = (block: ReturnType<typeof store>) => block.locator('.fixture-map');
const marker = (block: ReturnType<typeof store>) => block.locator('.fixture-map-marker');

async function open(page: Page): Promise<void> {
  // The external maps website is not reachable from the test machine: answer it locally.
  await page.context().route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Mapas</title>' }));
  await recordLayoutShifts(page);
  await page.goto('/fixtures/map.html');
  await runtimeSettled(page);
}

/** Scrolls to the maps and waits for the stand-in to have drawn all three. */
async function showMaps(page: Page): Promise<void> {
  await store(page).scrollIntoViewIfNeeded();
  for (const block of [store(page), satellite(page), noLink(page)]) await expect(view(block)).toBeVisible();
}

/** Counts the windows the page opens from now on (as they open, not once loaded: a test may end before that). */
function countPopups(page: Page): { count: number } {
  const opened = { count: 0 };
  page.on('popup', () => (opened.count += 1));
  return opened;
}

test.describe('map block (4)', () => {
  test('loads the maps script only near the viewport, once for every map, and draws each with its options, no layout shift, axe clean', async ({
    page,
    qa,
  }) => {
    await open(page);
    await page.waitForTimeout(300);
    expect(await qa.requests({ path: SCRIPT })).toEqual([]);
    await expect(store(page).locator('[data-map-canvas] img')).toBeVisible();

    await showMaps(page);
    const requests = await qa.requests({ path: SCRIPT });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query).toMatchObject({ key: 'AIza-example', language: 'pt-BR', region: 'BR', callback: 'google.maps.__ib__' });

    await expect(view(store(page))).toHaveAttribute('data-center', '-23.5614,-46.6559');
    await expect(view(store(page))).toHaveAttribute('data-zoom', '15');
    await expect(view(store(page))).toHaveAttribute('data-map-type-id', 'roadmap');
    await expect(view(store(page))).toHaveAttribute('data-styles', '[{"stylers":[{"saturation":-100}]}]');
    await expect(view(store(page))).toHaveAttribute('data-disable-default-ui', 'true');
    await expect(view(store(page))).toHaveAttribute('data-gesture-handling', 'cooperative');
    await expect(view(satellite(page))).toHaveAttribute('data-map-type-id', 'satellite');
    await expect(view(satellite(page))).toHaveAttribute('data-disable-default-ui', 'false');
    await expect(view(satellite(page))).toHaveAttribute('data-gesture-handling', 'greedy');
    await expect(view(noLink(page))).toHaveAttribute('data-gesture-handling', 'none');
    expect(await view(noLink(page)).getAttribute('data-styles')).toContain('"featureType":"poi"');

    // The 48x64 marker image drawn at half size; the static map stays underneath, hidden from assistive technology.
    await expect(marker(store(page))).toHaveAttribute('data-icon-size', '24x32');
    await expect(marker(store(page))).toHaveAttribute('data-icon-url', /^data:image\/svg\+xml,/);
    await expect(store(page).locator('[data-map-canvas] > img')).toHaveAttribute('aria-hidden', 'true');
    await expect(marker(satellite(page))).toHaveAttribute('data-draggable', 'true');

    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('the marker opens the external maps website in a new window, by a click and by Tab then Enter', async ({ page }) => {
    await open(page);
    await showMaps(page);
    const storeMarker = marker(store(page));
    await expect(storeMarker).toHaveAccessibleName(/Loja da Ana \(abre o mapa em uma nova janela\)/);

    const [byClick] = await Promise.all([page.waitForEvent('popup'), storeMarker.click()]);
    await byClick.waitForLoadState('domcontentloaded');
    expect(byClick.url()).toBe(EXTERNAL);
    await byClick.close();

    await page.getByRole('heading', { name: 'Loja da Ana' }).evaluate((heading) => {
      (heading as HTMLElement).tabIndex = -1;
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(storeMarker).toBeFocused();
    const [byKeyboard] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await byKeyboard.waitForLoadState('domcontentloaded');
    expect(byKeyboard.url()).toBe(EXTERNAL);
  });

  test('a dragged marker opens nothing, and neither does a marker with linkOnClick off', async ({ page }) => {
    await open(page);
    await showMaps(page);
    const opened = countPopups(page);

    const draggable = marker(satellite(page));
    const box = (await draggable.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    await marker(noLink(page)).click();
    await page.waitForTimeout(500);
    expect(opened.count).toBe(0);

    // The same marker, clicked without a drag, does open it.
    await Promise.all([page.waitForEvent('popup'), draggable.click()]);
  });

  test('a failed script load keeps the address and the static map, reported once for all three maps', async ({ page, qa, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource.*500/);
    await qa.fault({ path: SCRIPT, status: 500, body: '' });
    await open(page);
    await store(page).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await qa.errorReports()).map((report) => report.data['message']))
      .toEqual(['The Google Maps JavaScript API could not load.']);
    await page.waitForTimeout(300);
    expect(await qa.errorReports()).toHaveLength(1);
    await expect(store(page).locator('[data-map-canvas] > img')).toBeVisible();
    await expect(store(page).locator('[data-map-canvas] > img')).not.toHaveAttribute('aria-hidden');
    await expect(store(page).getByRole('link', { name: /ver no mapa/ })).toBeVisible();
    await expect(page.locator('.map-view')).toHaveCount(0);
  });

  test('a script that never answers times out after 30 s with no message, and the pre-rendered map stays', async ({ page, qa }) => {
    await qa.fault({ path: SCRIPT, delayMs: 120_000 });
    await page.clock.install();
    await open(page);
    await store(page).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await qa.requests({ path: SCRIPT })).length).toBe(1);
    await page.clock.runFor(29_000);
    expect(await qa.errorReports()).toEqual([]);
    await page.clock.runFor(1_000);
    await expect.poll(async () => (await qa.errorReports()).map((report) => [report.data['name'], report.data['message']])).toEqual([['MapsLoadTimeout', '']]);
    await expect(store(page).locator('[data-map-canvas] > img')).toBeVisible();
    await expect(page.locator('.map-view')).toHaveCount(0);
  });
});
