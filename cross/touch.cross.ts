/**
 * Touch on a 390 px phone (issue 38): swipes and pinches on the gallery, the lightbox (docs/markup.md 6.5,
 * 6.6) and the summary carousel (6.20), in the engines whose driver gives touch input (TOUCH_ENGINES:
 * Firefox; Chromium's are in e2e/). WebKitGTK's WebDriver turns touch into a mouse's, so WebKit runs the
 * mouse drags of gallery.cross.ts instead.
 */
import { expect, it } from 'vitest';
import { TOUCH_ENGINES, type Viewport } from './support/engine.ts';
import { centerOf, textOf, waitFor, waitUntil } from './support/page-queries.ts';
import { summaryCarouselTitles } from './support/summary-carousel.ts';
import { inEveryEngine } from './support/suite.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const PHONE: Viewport = { width: 390, height: 844, touch: true };
const SLIDESHOW = '#block-slideshow-scroll';
const LIGHTBOX_POSITION = 'dialog[open] .site-lightbox__position';

/** The middle of the slideshow's strip, scrolled into view, with the gallery's events recorded from now on. */
const slideshowStrip = (gallery: string): { left: number; x: number; y: number } => {
  const block = document.querySelector(gallery)!;
  const names: string[] = ((window as unknown as { galleryEvents: string[] }).galleryEvents = []);
  for (const name of ['touchStart', 'gestureStart', 'touchEnd', 'gestureEnd', 'change'])
    block.addEventListener(`siteruntime:gallery:${name}`, () => names.push(name));
  const strip = block.querySelector('[data-gallery-slides]')!;
  strip.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = strip.getBoundingClientRect();
  return { left, x: left + width / 2, y: top + height / 2 };
};
const galleryEvents = (): string[] => (window as unknown as { galleryEvents: string[] }).galleryEvents;

/** The lightbox's image: its middle, its scale (the transform's, once its 0.3 s transition ends) and whether it is zoomed. */
const lightboxImage = (): { x: number; y: number; scale: number; zoomed: boolean } => {
  const image = document.querySelector('dialog[open] .site-lightbox__image')!;
  const { left, top, width, height } = image.getBoundingClientRect();
  const transform = getComputedStyle(image).transform;
  return {
    x: left + width / 2,
    y: top + height / 2,
    scale: new DOMMatrixReadOnly(transform === 'none' ? undefined : transform).a,
    zoomed: image.closest('[data-zoomed]') !== null,
  };
};

/** Waits out a lightbox change: its 0.6 s opening fade, or the 200 ms between two moves. */
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

inEveryEngine((browser) => {
  it('gallery: a swipe moves one slide and reports the touch layer', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/gallery-slideshow.html', undefined, PHONE);
    await settled(page);
    const strip = await page.evaluate(slideshowStrip, SLIDESHOW);
    // From the middle leftwards, clear of the buttons at either side.
    await page.swipe({ x: strip.left + 250, y: strip.y }, { x: strip.left + 50, y: strip.y }, 8);
    await waitFor(page, textOf, '2 de 4', `${SLIDESHOW} .gallery-live`);
    expect(await page.evaluate(galleryEvents)).toEqual(expect.arrayContaining(['touchStart', 'gestureStart', 'touchEnd', 'gestureEnd', 'change']));
  });

  it('gallery: a pinch is not a swipe, and the slide stays', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/gallery-slideshow.html', undefined, PHONE);
    await settled(page);
    const strip = await page.evaluate(slideshowStrip, SLIDESHOW);
    await page.pinch(strip, 60, 200, 8);
    await pause(500);
    expect(await page.evaluate(galleryEvents)).not.toContain('change');
    // Its live region speaks only of a change.
    expect(await page.evaluate(textOf, `${SLIDESHOW} .gallery-live`)).toBe('');
    expect(await qa.errorReports()).toEqual([]);
  });

  it('lightbox: a swipe moves, a pinch zooms in (at most 4x) and out again, a drag down closes it', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/gallery-lightbox.html', undefined, PHONE);
    await settled(page);
    const link = await centerOf(page, '#block-lightbox-grade [data-slide] a[href]:not([href=""])');
    await page.click(link.x, link.y);
    await waitFor(page, textOf, '1 de 8', LIGHTBOX_POSITION);
    await pause(700);
    const image = await page.evaluate(lightboxImage);
    await page.swipe({ x: image.x + 120, y: image.y }, { x: image.x - 120, y: image.y }, 8);
    await waitFor(page, textOf, '2 de 8', LIGHTBOX_POSITION);
    await pause(700);

    const centre = await page.evaluate(lightboxImage);
    await page.pinch(centre, 60, 180, 10);
    const zoomed = await waitUntil(page, lightboxImage, ({ zoomed, scale }) => zoomed && scale > 2);
    expect(zoomed.scale).toBeLessThanOrEqual(4);
    await page.pinch(centre, 180, 40, 10);
    await waitUntil(page, lightboxImage, ({ zoomed, scale }) => !zoomed && scale === 1);
    expect(await page.evaluate(textOf, LIGHTBOX_POSITION)).toBe('2 de 8');

    await page.swipe({ x: centre.x, y: centre.y - 100 }, { x: centre.x, y: centre.y + 100 }, 10);
    await waitFor(page, textOf, undefined, LIGHTBOX_POSITION);
    expect(await qa.errorReports()).toEqual([]);
  });

  it('summary carousel: a swipe settles on the group it leaves in view, and only that group is reachable', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/summary.html', undefined, PHONE);
    await settled(page);
    const strip = await page.evaluate(() => {
      const list = document.querySelector('#block-resumo-carrossel [data-summary-items]')!;
      list.scrollIntoView({ block: 'center' });
      const { left, right, top, height } = list.getBoundingClientRect();
      return { left, right, y: top + height / 2 };
    });
    await page.swipe({ x: strip.right - 20, y: strip.y }, { x: strip.left + 60, y: strip.y }, 10);
    await waitUntil(page, textOf, (says) => says !== '1 de 7', '#block-resumo-carrossel .gallery-live');
    // Settled: the two titles reachable (under 480 px a group is 2; the others are inert) are those wholly in view.
    await waitUntil(page, summaryCarouselTitles, ({ reachable, inStrip }) => reachable.length === 2 && JSON.stringify(reachable) === JSON.stringify(inStrip));
    expect(await qa.errorReports()).toEqual([]);
  });
}, TOUCH_ENGINES);
