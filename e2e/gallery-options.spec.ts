/**
 * The gallery's options (docs/markup.md 6.5 "Layout", GMM §3.1, §3.2, §9) as a visitor sees them, in Chromium
 * on gallery-options.html: the layout options are the template's rules at first paint (the same boxes without
 * the runtime as with it, nothing moved by its mount), mixedContent is how the renderer writes a video, and a
 * stacked slideshow advances on a click (GMM §9 "Stacked … click next") except where the click belongs to a
 * link, a video or the lightbox.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

test.use({ viewport: { width: 1000, height: 900 } });

const PAGE = '/fixtures/gallery-options.html';
/** The fixture template's column: a block is 712 px wide from 760 px up. */
const BLOCK_PX = 712;

async function open(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await runtimeSettled(page);
}

type Box = { x: number; y: number; width: number; height: number };
const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
const thumbnails = (page: Page, gallery: string): Locator => page.locator(`#${gallery} [data-gallery-thumbnails] > a`);
const style = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Every box and style the options decide, in page order (of a slideshow, its first slide: the runtime stacks the others, unseen). */
const drawn = (page: Page): Promise<string[]> =>
  page
    .locator('[data-block-type="8"] :is([data-slide], [data-slide] img, [data-slide-meta], [data-gallery-thumbnails], [data-gallery-thumbnails] > a)')
    .evaluateAll((elements) =>
      elements.flatMap((element) => {
        if (element.closest('[data-gallery-design="slideshow"] [data-slide]:not(:first-child)')) return [];
        const { x, y, width, height } = element.getBoundingClientRect();
        const { objectFit, objectPosition } = getComputedStyle(element);
        return [[x, y, width, height].map(Math.round).join(',') + ` ${objectFit} ${objectPosition}`];
      }),
    );

test('every layout option is drawn before any script runs, and the runtime moves nothing (CLS 0); the page is accessible', async ({ browser, page }) => {
  const plain = await browser.newPage({ viewport: { width: 1000, height: 900 }, javaScriptEnabled: false });
  await plain.goto(PAGE);
  const firstPaint = await drawn(plain);
  await plain.close();
  await recordLayoutShifts(page);
  await open(page);
  await expect(page.locator('[data-block-type="8"][data-gallery-ready]')).toHaveCount(6);
  expect(await drawn(page)).toEqual(firstPaint);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);
});

test('square-thumbs: every thumbnail is a square of the strip, 10 % of the gallery wide by default (vSize 10), the image cropped to it', async ({ page }) => {
  await open(page);
  const links = thumbnails(page, 'block-opcoes-quadradas');
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    const { width, height } = await box(link);
    expect(width).toBeCloseTo(BLOCK_PX * 0.1, 1);
    expect(height).toBeCloseTo(width, 1);
    expect(await box(link.locator('img'))).toEqual(await box(link));
    expect(await style(link.locator('img'), 'object-fit')).toBe('cover');
  }
});

test('thumbnails-per-row: four thumbnails fill the strip’s width, 5 px apart, the fifth beyond it', async ({ page }) => {
  await open(page);
  const strip = await box(page.locator('#block-opcoes-por-linha [data-gallery-thumbnails]'));
  const boxes = await Promise.all((await thumbnails(page, 'block-opcoes-por-linha').all()).map(box));
  expect(boxes).toHaveLength(8);
  for (const { width } of boxes) expect(width).toBeCloseTo((BLOCK_PX + 5) / 4 - 5, 1);
  expect(boxes[3]!.x + boxes[3]!.width).toBeCloseTo(strip.x + strip.width, 1);
  expect(boxes[4]!.x).toBeGreaterThanOrEqual(strip.x + strip.width);
});

test('a video’s thumbnail is 16:9 whatever its poster (4:3), the others at their image’s width; vSize 12 makes the strip 12 % of the width', async ({
  page,
}) => {
  await open(page);
  const strip = await box(page.locator('#block-opcoes-video [data-gallery-thumbnails]'));
  expect(strip.height).toBeCloseTo(BLOCK_PX * 0.12, 1);
  const [image, video] = await thumbnails(page, 'block-opcoes-video').all();
  await expect(video!).toHaveAttribute('data-slide-type', 'video');
  const videoBox = await box(video!);
  expect(videoBox.width / videoBox.height).toBeCloseTo(16 / 9, 2);
  expect(await box(video!.locator('img'))).toEqual(videoBox);
  expect(await video!.locator('img').evaluate((img: HTMLImageElement) => Number(img.getAttribute('width')) / Number(img.getAttribute('height')))).toBe(4 / 3);
  // The first slide's image is 1500x1000: 1.5 times as wide as the strip is high (its file's own aspect: within a pixel).
  expect(Math.abs((await box(image!)).width - strip.height * 1.5)).toBeLessThan(1);
});

test('auto-crop off: the images are shown whole in their boxes; on (the default), cropped to them', async ({ page }) => {
  await open(page);
  for (const img of await page.locator('#block-opcoes-sem-recorte [data-slide] img').all()) expect(await style(img, 'object-fit')).toBe('contain');
  for (const img of await page.locator('#block-opcoes-foco [data-slide] img').all()) expect(await style(img, 'object-fit')).toBe('cover');
  // A 1:1 box: the 1500x1000 image, whole, is letterboxed in it.
  const first = await box(page.locator('#block-opcoes-sem-recorte [data-slide] img').first());
  expect(first.width).toBeCloseTo(first.height, 1);
});

test('meta-position: top-right over a slideshow’s image sits in that corner, as wide as its text; top in a grid is above the image', async ({ page }) => {
  await open(page);
  const slide = await box(page.locator('#block-opcoes-video [data-slide]').first());
  const corner = await box(page.locator('#block-opcoes-video [data-slide-meta]').first());
  expect(corner.y).toBeCloseTo(slide.y, 1);
  expect(corner.x + corner.width).toBeCloseTo(slide.x + slide.width, 1);
  expect(corner.width).toBeLessThan(slide.width / 2);
  // The default (bottom) for comparison: a band along the bottom edge.
  const band = await box(page.locator('#block-opcoes-por-linha [data-slide-meta]').first());
  const bandSlide = await box(page.locator('#block-opcoes-por-linha [data-slide]').first());
  expect([band.width, band.y + band.height]).toEqual([bandSlide.width, bandSlide.y + bandSlide.height]);

  const above = await box(page.locator('#block-opcoes-foco [data-slide-meta]').first());
  const image = await box(page.locator('#block-opcoes-foco [data-slide] img').first());
  expect(above.y + above.height).toBeLessThanOrEqual(image.y);
});

test('the focal point: the slide’s image, and its thumbnail, are cropped around it (object-position), the others around the centre', async ({ page }) => {
  await open(page);
  const images = page.locator('#block-opcoes-foco [data-slide] img');
  expect(await style(images.nth(0), 'object-position')).toBe('20% 80%');
  expect(await style(images.nth(1), 'object-position')).toBe('50% 50%');
  const squares = thumbnails(page, 'block-opcoes-quadradas').locator('img');
  expect(await style(squares.nth(1), 'object-position')).toBe('20% 80%');
  expect(await style(squares.nth(0), 'object-position')).toBe('50% 50%');
});

test('mixedContent: off, a video item is its poster linking to its page (no player); on, a video slide with its play button', async ({ page }) => {
  await open(page);
  const poster = page.locator('#block-opcoes-sem-misto [data-slide]').nth(1);
  await expect(poster).toHaveAttribute('data-slide-type', 'image');
  await expect(poster.locator('[data-video], button')).toHaveCount(0);
  await expect(poster.getByRole('link', { name: 'Vídeo: Serra da Mantiqueira' })).toHaveAttribute('href', '/galeria/serra');
  const video = page.locator('#block-opcoes-video [data-slide]').nth(1);
  await expect(video).toHaveAttribute('data-slide-type', 'video');
  await expect(video.getByRole('button', { name: 'Reproduzir', includeHidden: true })).toHaveCount(1);
});

test.describe('a stacked slideshow advances on a click', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  const shownImage = (gallery: Locator): Locator => gallery.locator('[data-slide]:not([inert]) img');

  test('a click on the shown image (its own link) shows the next slide and stays on the page; the last goes to the first; Enter follows the link', async ({
    page,
  }) => {
    await open(page);
    const gallery = page.locator('#block-opcoes-por-linha');
    await shownImage(gallery).click();
    await expect(gallery.locator('.gallery-live')).toHaveText('2 de 8');
    await shownImage(gallery).click();
    await expect(gallery.locator('.gallery-live')).toHaveText('3 de 8');
    await expect(thumbnails(page, 'block-opcoes-por-linha').nth(2)).toHaveAttribute('aria-current', 'true');
    expect(page.url()).toMatch(/gallery-options\.html$/);
    for (let press = 0; press < 6; press += 1) await gallery.getByRole('button', { name: 'Próximo Item' }).click();
    await expect(gallery.locator('.gallery-live')).toHaveText('1 de 8');
    // The keyboard's Enter on the link follows it (its way to the next slide is the arrow keys and the buttons).
    await gallery.locator('[data-slide]:not([inert]) a').focus();
    await Promise.all([page.waitForURL('**/galeria/praia'), page.keyboard.press('Enter')]);
  });

  test('a video’s play button plays it, and a slide with a click-through URL follows it', async ({ page }) => {
    await open(page);
    const video = page.locator('#block-opcoes-video');
    await shownImage(video).click();
    await expect(video.locator('.gallery-live')).toHaveText('2 de 4');
    await video.locator('[data-slide]').nth(1).getByRole('button', { name: 'Reproduzir' }).click();
    await expect(video.locator('[data-slide]').nth(1).locator('iframe.video-frame')).toHaveCount(1);
    await expect(video.locator('.gallery-live')).toHaveText('2 de 4');

    const through = page.locator('#block-opcoes-quadradas');
    await shownImage(through).click();
    await shownImage(through).click();
    await expect(through.locator('.gallery-live')).toHaveText('3 de 6');
    await Promise.all([page.waitForURL('**/fixtures/no-blocks.html'), shownImage(through).click()]);
  });

  test('with the lightbox on, the click opens it on the shown slide and the slideshow stays', async ({ page }) => {
    await open(page, '/fixtures/gallery-lightbox.html');
    const gallery = page.locator('#block-lightbox-slides');
    await shownImage(gallery).click();
    await expect(page.getByRole('dialog', { name: 'Galeria' })).toBeVisible();
    await expect(gallery.locator('[data-slide]:not([inert])')).toHaveAttribute('aria-label', '1 de 4');
  });
});
