/**
 * The lightbox (docs/markup.md 6.6) in Chromium on fixtures/gallery-lightbox.html: opened from a slide's
 * link and from the address, Back and Forward, the throttled keys, the click zones, Esc, a click outside,
 * focus returned, a dialog above it, touch swipes and zoom, the images it fetches (the request log), axe.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { chunkOf, filesOf } from './support/built-chunks.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { htmlWithoutRuntime } from './support/page-html.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PAGE = '/fixtures/gallery-lightbox.html';
test.use({ viewport: { width: 1000, height: 800 } });

const lightbox = (page: Page): Locator => page.getByRole('dialog', { name: 'Galeria' });
const position = (page: Page): Locator => lightbox(page).locator('.site-lightbox__position');
const gridLink = (page: Page, n: number): Locator => page.locator('#block-lightbox-grade [data-slide] a').nth(n);

async function open(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await runtimeSettled(page);
}

test('a click on a slide opens it on that item: a modal labelled Galeria, its labels, the item in the address, axe clean, nothing behind moves', async ({
  page,
  qa,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordLayoutShifts(page);
  await open(page);
  await gridLink(page, 1).click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(position(page)).toHaveText('2 de 8');
  await expect(dialog.locator('.site-lightbox__caption')).toHaveText('Serra da Mantiqueira');
  expect(new URL(page.url()).hash).toBe('#itemId=serra');
  for (const name of ['Fechar', 'Item Anterior', 'Próximo Item']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  expect(
    await dialog.evaluate((element) => [
      element.matches(':modal'),
      element.dataset['theme'],
      getComputedStyle(element).backgroundColor,
      getComputedStyle(element).zIndex,
    ]),
  ).toEqual([true, 'light', 'rgba(255, 255, 255, 0.95)', '30000']);
  // The image arrives at a CDN width for the box it is shown in (at most 800 - 128 px high here), and its neighbours are fetched.
  await expect(dialog.locator('.site-lightbox__image')).not.toHaveAttribute('data-loading');
  const box = await dialog.locator('.site-lightbox__image').boundingBox();
  const shown = await dialog.locator('.site-lightbox__image').evaluate((image) => (image as HTMLImageElement).currentSrc);
  expect(shown).toMatch(/-(500|750|1000)w\.jpg$/);
  expect(Number(/-(\d+)w\.jpg$/.exec(shown)?.[1])).toBeGreaterThanOrEqual(box!.width);
  await expect.poll(async () => (await qa.requests()).some((request) => request.image?.slug.startsWith('lightbox-grade-praia'))).toBe(true);
  await expect
    .poll(async () => (await qa.requests()).some((request) => request.image?.slug.startsWith('lightbox-grade-cachoeira') && request.image.width >= 500))
    .toBe(true);
  await expectAxeClean(page);
  expect(await layoutShift(page)).toBe(0);
});

test("the lightbox's chunk comes with the first opening, never before it (no preload hint names it); React's with the grid gallery", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(chunkOf(new URL(request.url()).pathname) ?? ''));
  // The gallery's grid example alone: a slideshow (its navigation) is not on the page.
  await open(page, '/examples/gallery/1.html');
  await page.waitForLoadState('networkidle');
  expect(requested).toContain('gallery');
  // Issue 36: a grid gallery is a React component, so React's chunk comes with it; nothing of the lightbox's before a click.
  expect(requested.filter((chunk) => chunk === 'react' || chunk === 'lightbox')).toEqual(['react']);
  await page.locator('#block-galeria [data-slide] a').first().click();
  await expect(lightbox(page)).toBeVisible();
  await expect(position(page)).toHaveText('1 de 2');
  expect(requested).toContain('lightbox');
  expect(requested.filter((chunk) => chunk === 'react')).toEqual(['react']);
});

test('the keys: Left and Right move at most once per 200 ms, Tab stays inside, Esc closes and gives focus back to the link', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await gridLink(page, 0).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('1 de 8');
  // Two presses in the same moment: one move. Both events are made before either is handled, so their times are the
  // same moment even when the first move is slow to run on a loaded machine (the throttle goes by the event's time).
  await lightbox(page).evaluate((dialog) => {
    const presses = [0, 1].map(() => new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    for (const press of presses) dialog.dispatchEvent(press);
  });
  await expect(position(page)).toHaveText('2 de 8');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('8 de 8');
  expect(new URL(page.url()).hash).toBe('#itemId=bonito');
  // Tab goes round the lightbox's own buttons.
  const focused: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
  }
  expect(focused).toEqual(['Item Anterior', 'Próximo Item', 'Fechar', 'Item Anterior']);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(gridLink(page, 0)).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
});

test('a click on the image moves by its half of the window; a click outside the image closes it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await gridLink(page, 0).click();
  const image = lightbox(page).locator('.site-lightbox__image');
  await expect(image).toBeVisible();
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width - 10, box.y + box.height / 2);
  await expect(position(page)).toHaveText('2 de 8');
  const next = (await image.boundingBox())!;
  await page.mouse.click(next.x + 10, next.y + next.height / 2);
  await expect(position(page)).toHaveText('1 de 8');
  // Beside the image, on the dialog itself.
  await page.mouse.click(20, 150);
  await expect(lightbox(page)).toHaveCount(0);
  await expect(gridLink(page, 0)).toBeFocused();
});

test('Back closes it and Forward opens it again; a shared link with the item opens straight on it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await gridLink(page, 2).click();
  await expect(position(page)).toHaveText('3 de 8');
  await lightbox(page).getByRole('button', { name: 'Próximo Item' }).click();
  await expect(position(page)).toHaveText('4 de 8');
  await page.goBack();
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await page.goForward();
  await expect(position(page)).toHaveText('4 de 8');
  await lightbox(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');

  await open(page, `${PAGE}#itemId=praia`);
  await expect(position(page)).toHaveText('1 de 8');
  await expect(lightbox(page)).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('Forward right after the Back that closed it, while it fades out, opens it again on its item', async ({ page }) => {
  await open(page);
  await gridLink(page, 2).click();
  await expect(position(page)).toHaveText('3 de 8');
  await page.waitForTimeout(700);
  await page.goBack();
  await page.goForward();
  // Polled: the closing lightbox still shows its item, so the text and visibility can hold before Forward has landed.
  await expect(page).toHaveURL(/#itemId=cachoeira$/);
  await expect(position(page)).toHaveText('3 de 8');
  await expect(lightbox(page)).toBeVisible();
  // Once the fade-out the Back began would have ended: still open, on its item, the address kept.
  await page.waitForTimeout(1000);
  await expect(lightbox(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#itemId=cachoeira');
});

test('teardown while it is open gives the page back exactly: its HTML, the root’s attributes, the address', async ({ page, browser, baseURL }) => {
  const original = await htmlWithoutRuntime(browser, baseURL ?? '', PAGE);
  await open(page);
  const rootBefore = await page.evaluate(() => document.documentElement.getAttributeNames().map((name) => [name, document.documentElement.getAttribute(name)]));
  await gridLink(page, 1).click();
  await expect(position(page)).toHaveText('2 de 8');
  await page.evaluate(() => window.SiteRuntime?.teardown());
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.getAttributeNames().map((name) => [name, document.documentElement.getAttribute(name)]))).toEqual(
    rootBefore,
  );
  expect(await page.locator('main').innerHTML()).toBe(original);
  expect(new URL(page.url()).hash).toBe('');
});

test('the slideshow opens its own, dark lightbox; the slide a tap leaves open is the one shown', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const slideshow = page.locator('#block-lightbox-slides');
  await slideshow.getByRole('button', { name: 'Próximo Item' }).click();
  // The transition done: only the shown slide is not inert (both are while it runs).
  await expect(slideshow.locator('[data-slide]:not([inert])')).toHaveCount(1);
  await slideshow.locator('[data-slide]:not([inert]) a').click();
  await expect(lightbox(page)).toHaveAttribute('data-theme', 'dark');
  await expect(position(page)).toHaveText('2 de 4');
  expect(await lightbox(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0.95)');
});

test('a dialog opened from the lightbox is above it (z-index 30000 + 10), and focus comes back into the lightbox', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await gridLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  // A script of the site's opens the checkout while the lightbox is up: no cart, so the alert shows.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/commerce/goto-checkout"]')!.click());
  const alert = page.getByRole('alertdialog', { name: 'Não foi possível abrir o checkout' });
  await expect(alert).toBeVisible();
  expect(await alert.evaluate((element) => getComputedStyle(element).zIndex)).toBe('30010');
  const centre = (await alert.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog')?.className,
      [centre.x + centre.width / 2, centre.y + centre.height / 2],
    ),
  ).toContain('siteruntime-dialog');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(lightbox(page)).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.className)).toBe('site-lightbox');
});

test('it fades in and out over 0.6 s, and not at all under reduced motion', async ({ page }) => {
  await open(page);
  // Every animation the page starts, as it starts (a check afterwards could come after a 0.6 s fade on a busy machine).
  await page.evaluate(() => {
    const animate = Element.prototype.animate;
    const started: [string, number][] = [];
    Object.assign(window, { started });
    Element.prototype.animate = function (this: Element, keyframes, options) {
      started.push([this.className, typeof options === 'number' ? options : Number(options?.duration)]);
      return animate.call(this, keyframes, options);
    };
  });
  const fades = (): Promise<[string, number][]> => page.evaluate(() => (window as unknown as { started: [string, number][] }).started.splice(0));
  await gridLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await fades()).toEqual([
    ['site-lightbox', 600],
    ['site-lightbox', 600],
  ]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gridLink(page, 0).click();
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await fades()).toEqual([]);
});

test('an image block with lightbox on: a button for the keyboard, opened alone (no previous or next), from the address too', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const image = page.getByRole('button', { name: 'Mirante da Serra do Mar' });
  await image.focus();
  await page.keyboard.press('Enter');
  await expect(lightbox(page).locator('.site-lightbox__caption')).toHaveText('Mirante da Serra do Mar');
  await expect(lightbox(page).getByRole('button', { name: 'Próximo Item' })).toBeHidden();
  expect(new URL(page.url()).hash).toBe('#itemId=block-imagem-lightbox');
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(image).toBeFocused();
  await open(page, `${PAGE}#itemId=block-imagem-lightbox`);
  await expect(lightbox(page).locator('.site-lightbox__caption')).toHaveText('Mirante da Serra do Mar');
});

test.describe('on a touch screen', () => {
  test('a swipe moves, a double tap zooms and back, a drag down closes, and the caption toggle hides the caption', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page);
    await gridLink(page, 0).tap();
    await expect(position(page)).toHaveText('1 de 8');
    const cdp = await context.newCDPSession(page);
    const image = lightbox(page).locator('.site-lightbox__image');
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: { x: number; y: number }, step: { x: number; y: number }, steps: number): Promise<void> => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
      for (let i = 1; i <= steps; i += 1)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + step.x * i, y: from.y + step.y * i }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await drag({ x: 300, y }, { x: -30, y: 0 }, 8);
    await expect(position(page)).toHaveText('2 de 8');
    // Double tap: 2x, then back to 1x.
    const tap = async (): Promise<void> => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await tap();
    await tap();
    await expect(lightbox(page)).toHaveAttribute('data-zoomed', '');
    expect(await image.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^matrix\(2, 0, 0, 2,/);
    await tap();
    await tap();
    await expect(lightbox(page)).not.toHaveAttribute('data-zoomed');
    await expect(position(page)).toHaveText('2 de 8');
    // The caption toggle (432 px or narrower).
    const toggle = lightbox(page).getByRole('button', { name: 'Ligar/desligar legenda' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(lightbox(page).locator('.site-lightbox__caption')).toBeHidden();
    await drag({ x: 195, y: y - 100 }, { x: 0, y: 20 }, 10);
    await expect(lightbox(page)).toHaveCount(0);
    await context.close();
  });
});

test('with the lightbox chunk gone, a click on a slide follows its link after the one reload: the click is never lost', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/\[site-runtime\] lightbox feature was not enhanced/);
  // The lightbox's own module only (lightbox-opener, which the blocks need, is another chunk).
  const [module] = filesOf('lightbox').filter((file) => file.endsWith('.js'));
  await qa.fault({ path: module!, status: 404 });
  await open(page);
  const href = await gridLink(page, 1).evaluate((link) => (link as HTMLAnchorElement).href);
  // The first click finds the chunk gone: the page reloads once (chunk recovery) and the visitor clicks again.
  // Listened for before the click: a quick reload can be parsed before a wait begun after it (a CI flake).
  const reloaded = page.waitForEvent('domcontentloaded');
  await gridLink(page, 1).click();
  await reloaded;
  await runtimeSettled(page);
  await gridLink(page, 1).click();
  await expect(page).toHaveURL(href);
  await expect(lightbox(page)).toHaveCount(0);
});
