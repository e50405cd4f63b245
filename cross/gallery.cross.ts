/**
 * The gallery (docs/markup.md 6.5) in Firefox and WebKit: next by pointer and Left/Right keys on a
 * slideshow, a mouse drag on a swipe slideshow, and autoplay's pause (touch: touch.cross.ts).
 */
import { expect, it } from 'vitest';
import { centerOf, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

inEveryEngine((browser) => {
  it('slideshow: Próximo Item by pointer, then Left and Right keys, each one slide, said as "N de M"', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/gallery-slideshow.html');
    await settled(page);
    const liveText = (): string | undefined => document.querySelector('#block-slideshow-fade .gallery-live')?.textContent ?? undefined;
    // Each move is awaited to its end (the gallery's settle event): a press while a fade runs is not queued.
    const settles = (): Promise<void> =>
      page.evaluate(() => {
        const gallery = document.querySelector('#block-slideshow-fade')!;
        (window as unknown as { settle?: Promise<unknown> }).settle = new Promise((resolve) =>
          gallery.addEventListener('siteruntime:gallery:settle', resolve, { once: true }),
        );
      });
    const moveEnded = (): Promise<unknown> => page.evaluate(() => (window as unknown as { settle?: Promise<unknown> }).settle);
    const next = await centerOf(page, '#block-slideshow-fade button', 'Próximo Item');
    await settles();
    await page.click(next.x, next.y);
    await waitFor(page, liveText, '2 de 3');
    await moveEnded();
    // Focus stays on the button pressed, so the arrow keys reach the gallery.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Próximo Item');
    await settles();
    await page.press('ArrowRight');
    await waitFor(page, liveText, '3 de 3');
    await moveEnded();
    await page.press('ArrowLeft');
    await waitFor(page, liveText, '2 de 3');
    expect(await qa.errorReports()).toEqual([]);
    await expectHtmlBackAfterTeardown(page);
  });

  it('swipe: a mouse drag past half the width moves one slide on, a short one springs back', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/gallery-slideshow.html');
    await settled(page);
    const liveText = (): string | undefined => document.querySelector('#block-slideshow-swipe .gallery-live')?.textContent ?? undefined;
    const box = await page.evaluate(() => {
      const strip = document.querySelector('#block-slideshow-swipe [data-gallery-slides]')!;
      strip.scrollIntoView({ block: 'center' });
      const { left, top, width, height } = strip.getBoundingClientRect();
      return { left, width, y: top + height / 2 };
    });
    await page.drag({ x: box.left + box.width * 0.8, y: box.y }, { x: box.left + box.width * 0.2, y: box.y }, 20);
    await waitFor(page, liveText, '2 de 4');
    await page.drag({ x: box.left + box.width * 0.5, y: box.y }, { x: box.left + box.width * 0.4, y: box.y }, 20);
    // Springs back: still the second slide, the strip where it was.
    const scrolled = (): boolean => {
      const strip = document.querySelector<HTMLElement>('#block-slideshow-swipe [data-gallery-slides]')!;
      return Math.round(strip.scrollLeft) === strip.clientWidth;
    };
    await waitFor(page, scrolled, true);
    expect(await page.evaluate(liveText)).toBe('2 de 4');
    await expectHtmlBackAfterTeardown(page);
  });

  it('autoplay: the pause button stops it (no slide change in more than the 5000 ms interval)', async () => {
    const { page } = await openAsNewVisitor(browser(), '/fixtures/gallery-autoplay.html');
    await settled(page);
    const current = (): number =>
      [...document.querySelectorAll<HTMLElement>('#block-autoplay-200 [data-gallery-slides] > [data-slide]')].findIndex((slide) => !slide.inert);
    const pause = await centerOf(page, '#block-autoplay-200 button', 'Pausar apresentação');
    await page.click(pause.x, pause.y);
    await waitFor(page, () => document.querySelector('#block-autoplay-200 .gallery-live')?.getAttribute('aria-live'), 'polite');
    // A change under way when it was pressed may still end; none follows.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const paused = await page.evaluate(current);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await page.evaluate(current)).toBe(paused);
    expect(await centerOf(page, '#block-autoplay-200 button', 'Retomar apresentação')).toBeDefined();
  });
});
