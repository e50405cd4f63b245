/**
 * Gallery block (8, docs/markup.md 6.5) in Chromium on the gallery fixtures: every design's first
 * paint kept (CLS 0, axe), buttons, keys, swipe by mouse and by touch, autoplay on the clock,
 * reduced motion, the address and Back, and the images loaded, counted from the request log.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { countLoads, expect, runtimeSettled, test } from './support/test.ts';

test.use({ viewport: { width: 1000, height: 900 } });

const slides = (gallery: Locator): Locator => gallery.locator('[data-gallery-slides] > [data-slide]');
/** The slides a visitor can reach (the others are inert). */
const shown = (gallery: Locator): Promise<number[]> =>
  slides(gallery).evaluateAll((elements) => elements.flatMap((element, index) => ((element as HTMLElement).inert ? [] : [index])));
const scrollOf = (gallery: Locator): Promise<number> => gallery.locator('[data-gallery-slides]').evaluate((element) => Math.round(element.scrollLeft));
const widthOf = (gallery: Locator): Promise<number> => gallery.locator('[data-gallery-slides]').evaluate((element) => element.clientWidth);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await runtimeSettled(page);
}

test('every design keeps its first paint (CLS 0 while images load) and is accessible', async ({ page }) => {
  await recordLayoutShifts(page);
  await open(page, '/fixtures/gallery-all-designs.html');
  await expect(page.locator('[data-block-type="8"][data-gallery-ready]')).toHaveCount(8);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);
  // Static designs get no controls; the navigable ones are named carousels.
  await expect(page.locator('#block-todos-grid .gallery-control')).toHaveCount(0);
  await expect(page.locator('#block-todos-slideshow [data-gallery-slides]')).toHaveAttribute('aria-roledescription', 'carrossel');
  await expect(page.locator('#block-todos-slideshow [data-gallery-slides]')).toHaveAttribute('aria-label', 'Apresentação de slides');
});

test('slideshow (fade): the buttons move one slide, say "N de M", keep focus, and Left/Right move it too', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-slideshow.html');
  const gallery = page.locator('#block-slideshow-fade');
  const next = gallery.getByRole('button', { name: 'Próximo Item' });
  await next.click();
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 3');
  expect(await shown(gallery)).toEqual([1]);
  await expect(next).toBeFocused();
  await gallery.getByRole('button', { name: 'Item Anterior' }).click();
  await gallery.getByRole('button', { name: 'Item Anterior' }).click();
  await expect(gallery.locator('.gallery-live')).toHaveText('3 de 3');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.locator('.gallery-live')).toHaveText('1 de 3');
  await expect(slides(gallery).nth(0)).toHaveAttribute('aria-label', '1 de 3');
});

test('keyboard only: Tab reaches previous and next, Enter moves, Tab never lands in a hidden slide', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-carousel.html');
  const gallery = page.locator('#block-carrossel');
  await gallery.locator('[data-slide] a').first().focus();
  const reached: string[] = [];
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.closest('[data-slide]')?.getAttribute('aria-label') ?? '',
      ),
    );
  }
  // Three slides shown (a group), then the two controls; never slide 4 or later.
  expect(reached.slice(0, 4)).toEqual(['2 de 8', '3 de 8', 'Item Anterior', 'Próximo Item']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(gallery.getByRole('button', { name: 'Próximo Item' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(gallery.locator('.gallery-live')).toHaveText('4 de 8');
  expect(await shown(gallery)).toEqual([3, 4, 5]);
});

test('carousel: groups of slidesPerRow (2 under 480 px), controls hidden when every slide fits', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-carousel.html');
  await expect(page.locator('#block-carrossel-cabem .gallery-control--next')).toBeHidden();
  const five = page.locator('#block-carrossel-cinco');
  expect(await shown(five)).toEqual([0, 1, 2, 3, 4]);
  await page.setViewportSize({ width: 420, height: 900 });
  await page.waitForTimeout(500);
  expect(await shown(five)).toEqual([0, 1]);
  await five.getByRole('button', { name: 'Próximo Item' }).click();
  expect(await shown(five)).toEqual([2, 3]);
  expect(await scrollOf(five)).toBeGreaterThan(0);
});

test('slider: the current slide sits where active-alignment says (left is start)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-slider.html');
  const left = page.locator('#block-slider-esquerda');
  await left.getByRole('button', { name: 'Próximo Item' }).click();
  const offset = await slides(left)
    .nth(1)
    .evaluate((slide) => (slide as HTMLElement).offsetLeft - ((slide.parentElement?.firstElementChild as HTMLElement).offsetLeft ?? 0));
  expect(await scrollOf(left)).toBe(Math.round(offset));
});

test('swipe: a mouse drag past half the width moves one slide, a short slow drag springs back, and the click after a drag is not followed', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-slideshow.html');
  const gallery = page.locator('#block-slideshow-swipe');
  await gallery.scrollIntoViewIfNeeded();
  const box = (await gallery.locator('[data-gallery-slides]').boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (from: number, to: number, steps: number): Promise<void> => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps });
    await page.mouse.up();
  };
  await drag(box.x + box.width * 0.8, box.x + box.width * 0.2, 20);
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 4');
  expect(await scrollOf(gallery)).toBe(await widthOf(gallery));
  await drag(box.x + box.width * 0.5, box.x + box.width * 0.4, 20);
  expect(await scrollOf(gallery)).toBe(await widthOf(gallery));
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 4');
  // The drag released over a link did not follow it.
  expect(new URL(page.url()).pathname).toBe('/fixtures/gallery-slideshow.html');
});

test('newSwipe without loop: past the first slide a drag resists and springs back (inertial), past the last it stops (hard)', async ({ page }) => {
  await open(page, '/fixtures/gallery-slideshow.html');
  const gallery = page.locator('#block-slideshow-newswipe');
  const strip = gallery.locator('[data-gallery-slides]');
  await gallery.scrollIntoViewIfNeeded();
  const box = (await strip.boundingBox())!;
  const y = box.y + box.height / 2;
  const translate = (): Promise<string> => strip.evaluate((element) => (element as HTMLElement).style.translate);
  const hold = async (from: number, to: number): Promise<void> => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 10 });
  };

  // 200 px towards a slide before the first: the strip shows 30 % of it, then springs back once let go.
  await hold(box.x + 100, box.x + 300);
  expect(parseFloat(await translate())).toBeCloseTo(60, 0);
  // From the release: the animation the gallery starts (read at once, so a loaded machine that draws
  // few frames cannot miss it), then the strip's shift sampled frame by frame for 0.8 s, back to none.
  await strip.evaluate((element) => {
    const shifts: number[] = [];
    const sample = (): void => void shifts.push(parseFloat(getComputedStyle(element).translate) || 0);
    (window as unknown as { springBack: Promise<{ shifts: number[]; keyframes: string[]; duration: number }> }).springBack = new Promise((resolve) => {
      element.addEventListener('pointerup', () => {
        const effect = element.getAnimations()[0]?.effect as KeyframeEffect | undefined;
        const keyframes = (effect?.getKeyframes() ?? []).map((keyframe) => String(keyframe.translate));
        const duration = Number(effect?.getTiming().duration ?? 0);
        const start = performance.now();
        const frame = (now: number): void => {
          sample();
          if (now - start < 800) requestAnimationFrame(frame);
          else resolve({ shifts, keyframes, duration });
        };
        sample();
        requestAnimationFrame(frame);
      });
    });
  });
  await page.mouse.up();
  const { shifts, keyframes, duration } = await page.evaluate(
    () => (window as unknown as { springBack: Promise<{ shifts: number[]; keyframes: string[]; duration: number }> }).springBack,
  );
  expect(parseFloat(keyframes[0] ?? '')).toBeCloseTo(60, 0);
  expect(keyframes.at(-1)).toBe('0px');
  // newSwipe's settle (GMM §9): 0.3 to 0.5 s, here the 1000 px viewport's.
  expect(duration).toBeGreaterThanOrEqual(300);
  expect(duration).toBeLessThanOrEqual(500);
  expect(shifts.at(-1)).toBe(0);
  expect(
    shifts.every((shift, index) => index === 0 || shift <= (shifts[index - 1] ?? 0)),
    JSON.stringify(shifts),
  ).toBe(true);
  await expect(gallery.locator('.gallery-live')).toHaveText('');
  expect(await scrollOf(gallery)).toBe(0);

  // A drag past half the width moves on; at the last slide a drag further does not move the strip at all.
  for (const slide of [2, 3, 4, 5]) {
    const settled = gallery.evaluate((element) => new Promise((resolve) => element.addEventListener('siteruntime:gallery:settle', resolve, { once: true })));
    await hold(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await page.mouse.up();
    await settled;
    await expect(gallery.locator('.gallery-live')).toHaveText(`${slide} de 5`);
  }
  const last = await scrollOf(gallery);
  await hold(box.x + box.width * 0.8, box.x + box.width * 0.5);
  expect([await translate(), await scrollOf(gallery)]).toEqual(['', last]);
  await page.mouse.up();
  await expect(gallery.locator('.gallery-live')).toHaveText('5 de 5');
});

test('kenBurns: the shown image zooms to 1.075 inside its box over 6 s, and not at all under reduced motion', async ({ page }) => {
  await open(page, '/fixtures/gallery-slideshow.html');
  const gallery = page.locator('#block-slideshow-kenburns');
  await gallery.scrollIntoViewIfNeeded();
  await gallery.locator('.gallery-control--next').click();
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 4');
  const current = gallery.locator('[data-gallery-current]');
  const zoom = await current.locator('img').evaluate((image) => {
    const transition = image.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === 'scale') as CSSTransition | undefined;
    const effect = transition?.effect as KeyframeEffect | undefined;
    return { to: effect?.getKeyframes().at(-1)?.['scale'], duration: effect?.getTiming().duration, clipped: getComputedStyle(image.parentElement!).overflow };
  });
  expect(zoom).toEqual({ to: '1.075', duration: 6000, clipped: 'hidden' });
  // Cropped by its box: the image grows past the link, which stays as wide as the slide (polled: on a busy
  // machine the first frames of the 6 s zoom may not have been drawn yet).
  const [slideBox, linkBox] = await Promise.all([current.boundingBox(), current.locator('a').boundingBox()]);
  expect(Math.round(linkBox!.width)).toBe(Math.round(slideBox!.width));
  await expect.poll(async () => (await current.locator('img').boundingBox())!.width).toBeGreaterThan(linkBox!.width);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await current.locator('img').evaluate((image) => [getComputedStyle(image).scale, image.getAnimations().length])).toEqual(['none', 0]);
});

test('swipe by touch (Pointer Events from a touch screen) changes the slide and reports the touch layer; a vertical drag scrolls the page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await open(page, '/fixtures/gallery-slideshow.html');
  const gallery = page.locator('#block-slideshow-scroll');
  await gallery.scrollIntoViewIfNeeded();
  await gallery.evaluate((element) => {
    const names: string[] = ((window as unknown as { galleryEvents: string[] }).galleryEvents = []);
    for (const name of ['touchStart', 'gestureStart', 'touchEnd', 'gestureEnd', 'swipeLeft', 'change'])
      element.addEventListener(`siteruntime:gallery:${name}`, () => names.push(name));
  });
  const box = (await gallery.locator('[data-gallery-slides]').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  const point = (x: number) => [{ x, y }];
  // From the middle leftwards, clear of the buttons at either side.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.x + 250) });
  for (let step = 1; step <= 8; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.x + 250 - step * 25) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 4');
  expect(await page.evaluate(() => (window as unknown as { galleryEvents: string[] }).galleryEvents)).toEqual(
    expect.arrayContaining(['touchStart', 'gestureStart', 'touchEnd', 'gestureEnd', 'change']),
  );
  const scrolled = await page.evaluate(() => scrollY);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.x + 150) });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 150, y: y - step * 20 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 50);
  await expect(gallery.locator('.gallery-live')).toHaveText('2 de 4');
  await context.close();
});

test('autoplay: a slide every 5000 ms, held while the mouse is over it, stopped by the pause button', async ({ page }) => {
  // Fake time over a 200-slide page: every timer and frame of the waits runs, which takes a busy machine a while.
  test.slow();
  await page.clock.install();
  await open(page, '/fixtures/gallery-autoplay.html');
  // pauseAt jumps (it does not wait): a margin wide enough for a busy machine costs no time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  const gallery = page.locator('#block-autoplay-200');
  const live = gallery.locator('.gallery-live');
  await expect(live).toHaveAttribute('aria-live', 'off');
  // Pause, then play: the timer counts a full 5000 ms from the moment the mouse leaves the gallery.
  await gallery.getByRole('button', { name: 'Pausar apresentação' }).click();
  await expect(live).toHaveAttribute('aria-live', 'polite');
  // The first slide change may be under way already (pauseAt's jump can reach it): paused, it ends, and none follows.
  // (6000 ms, more than the 5000 ms interval, is the longest wait: every fake frame in it runs.)
  await page.clock.runFor(6000);
  const [start, ...others] = await shown(gallery);
  expect(others).toEqual([]);
  await gallery.getByRole('button', { name: 'Retomar apresentação' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(4999);
  expect(await shown(gallery)).toEqual([start]);
  await page.clock.runFor(1 + 600);
  expect(await shown(gallery)).toEqual([start! + 1]);
  await expect(live).toHaveAttribute('aria-live', 'off');
  // Held while the mouse is over it.
  await gallery.hover();
  await page.clock.runFor(6000);
  expect(await shown(gallery)).toEqual([start! + 1]);
  await gallery.getByRole('button', { name: 'Pausar apresentação' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(6000);
  expect(await shown(gallery)).toEqual([start! + 1]);
  await expect(gallery.getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
});

test('autoplay stops when Tab lands on its pause button (APG), which then offers to start it again', async ({ page }) => {
  test.slow();
  await page.clock.install();
  await open(page, '/fixtures/gallery-autoplay.html');
  const gallery = page.locator('#block-autoplay-200');
  // The pause button is the block's first (APG): its name changes with what it offers.
  const pause = gallery.getByRole('button').first();
  await expect(pause).toHaveAccessibleName('Pausar apresentação');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 20 && !(await pause.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await expect(pause).toHaveAccessibleName('Retomar apresentação');
  const [start, ...others] = await shown(gallery);
  expect(others).toEqual([]);
  await page.clock.runFor(6000);
  expect(await shown(gallery)).toEqual([start]);
  await page.keyboard.press('Enter');
  await expect(pause).toHaveAccessibleName('Pausar apresentação');
  await expect(pause).toBeFocused();
});

/** The strips beside the slideshow: what their live region says once a move went one step on, on a 390 px phone. */
const STRIPS = [
  { design: 'slider', onPhone: '2 de 6' },
  // Groups of two under 480 px: the first slide of the next group.
  { design: 'carousel', onPhone: '3 de 6' },
] as const;

for (const { design, onPhone } of STRIPS) {
  test(`${design}: a tap on next, Left and Right, and a touch swipe each move it one step`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, '/fixtures/gallery-all-designs.html');
    const gallery = page.locator(`#block-todos-${design}`);
    const live = gallery.locator('.gallery-live');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: 'Próximo Item' }).tap();
    await expect(live).toHaveText(onPhone);
    await page.keyboard.press('ArrowLeft');
    await expect(live).toHaveText('1 de 6');
    await page.keyboard.press('ArrowRight');
    await expect(live).toHaveText(onPhone);
    await page.keyboard.press('ArrowLeft');
    await expect(live).toHaveText('1 de 6');
    const box = (await gallery.locator('[data-gallery-slides]').boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 250, y }] });
    for (let step = 1; step <= 8; step += 1)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 250 - step * 25, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(live).toHaveText(onPhone);
    await context.close();
  });

  test(`${design}: autoplay moves it one step every 5000 ms on the clock, held while the mouse is over it`, async ({ page }) => {
    test.slow();
    await page.clock.install();
    await open(page, '/fixtures/gallery-autoplay.html');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    const gallery = page.locator(`#block-autoplay-${design === 'slider' ? 'faixa' : 'carrossel'}`);
    const live = gallery.locator('.gallery-live');
    // The slide (from 1) the live region last named; it names none before the first move.
    const current = async (): Promise<number> => Number.parseInt((await live.textContent()) || '1', 10);
    // Stopped (a move pauseAt's jump reached ends), then started again away from the gallery: a full 5000 ms from then.
    await gallery.getByRole('button', { name: 'Pausar apresentação' }).click();
    await page.clock.runFor(6000);
    const from = await current();
    await gallery.getByRole('button', { name: 'Retomar apresentação' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(4999);
    expect(await current()).toBe(from);
    await page.clock.runFor(1 + 600);
    // One step: the next slide, or the next group of three at 1000 px (both wrap).
    const next = design === 'slider' ? (from % 6) + 1 : from === 1 ? 4 : 1;
    expect(await current()).toBe(next);
    await gallery.hover();
    await page.clock.runFor(6000);
    expect(await current()).toBe(next);
  });
}

test('autoplay is off with ?nomotion=true, and under reduced motion until the visitor presses play', async ({ page }) => {
  // Fake time over a 200-slide page: every timer and frame of the waits runs, which takes a busy machine a while.
  test.slow();
  await page.clock.install();
  // Every gallery of the page: two slideshows, a slider and a carousel. None moves: their live regions name no slide.
  const lives = page.locator('.gallery-live');
  await open(page, '/fixtures/gallery-autoplay.html?nomotion=true');
  await expect(page.locator('.gallery-control--pause')).toHaveCount(0);
  await page.clock.runFor(20_000);
  expect(await shown(page.locator('#block-autoplay-200'))).toEqual([0]);
  expect(await lives.allTextContents()).toEqual(['', '', '', '']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-autoplay.html');
  const gallery = page.locator('#block-autoplay-200');
  await page.clock.runFor(20_000);
  expect(await shown(gallery)).toEqual([0]);
  expect(await lives.allTextContents()).toEqual(['', '', '', '']);
  await expect(page.getByRole('button', { name: 'Retomar apresentação' })).toHaveCount(4);
  await gallery.getByRole('button', { name: 'Retomar apresentação' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(5000);
  expect(await shown(gallery)).toEqual([1]);
});

test('address: each move is recorded as /galeria/{slide}, Back returns to the slide before, and the address opens its slide', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-history.html');
  const gallery = page.locator('#block-galeria');
  await gallery.getByRole('button', { name: 'Próximo Item' }).click();
  await expect(page).toHaveURL(/\/galeria\/serra$/);
  await gallery.getByRole('button', { name: 'Próximo Item' }).click();
  await expect(page).toHaveURL(/\/galeria\/cachoeira$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/galeria\/serra$/);
  await expect.poll(() => shown(gallery)).toEqual([1]);
  await page.reload();
  await runtimeSettled(page);
  expect(await shown(page.locator('#block-galeria'))).toEqual([1]);
  // The gallery without historyHash leaves the address alone.
  await page.locator('#block-galeria-sem-endereco').getByRole('button', { name: 'Próximo Item' }).click();
  await expect(page).toHaveURL(/\/galeria\/serra$/);
});

test('lazy loading by index: of 200 slides only the current one and one either side load, and the next one on a move', async ({ page, qa }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/fixtures/gallery-200-slides.html');
  const slugs = async (): Promise<string[]> => [...new Set((await qa.requests()).flatMap((request) => (request.image ? [request.image.slug] : [])))];
  const gallery = page.locator('#block-galeria-200');
  const imageSlug = (index: number): Promise<string> =>
    slides(gallery)
      .nth(index)
      .locator('img')
      .evaluate((image) => /\/s\/(.+)-\d+w\./.exec((image as HTMLImageElement).getAttribute('src') ?? '')?.[1] ?? '');
  const window = await Promise.all([0, 1, 199].map(imageSlug));
  await expect.poll(slugs).toEqual(expect.arrayContaining(window));
  expect((await slugs()).length).toBe(3);
  await gallery.getByRole('button', { name: 'Próximo Item' }).click();
  const next = await imageSlug(2);
  await expect.poll(slugs).toContain(next);
  expect((await slugs()).length).toBe(4);
});

test('scroll transition: a loop’s wrap from the first slide to the last jumps, loading no slide on the way', async ({ page, qa }) => {
  // The 200-slide gallery with the scroll transition, as a renderer would write it.
  await page.route('**/fixtures/gallery-200-slides.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('&quot;newSwipe&quot;', '&quot;scroll&quot;') });
  });
  await open(page, '/fixtures/gallery-200-slides.html');
  const gallery = page.locator('#block-galeria-200');
  const images = async (): Promise<number> => new Set((await qa.requests()).flatMap((request) => (request.image ? [request.image.slug] : []))).size;
  await expect.poll(images).toBe(3);
  const last = await slides(gallery)
    .nth(199)
    .evaluate((slide: HTMLElement) => slide.offsetLeft - (slide.parentElement?.firstElementChild as HTMLElement).offsetLeft);
  await gallery.getByRole('button', { name: 'Item Anterior' }).click();
  // At the last slide in the next frame, not 0.5 s later after passing 198 slides.
  await expect.poll(() => scrollOf(gallery), { timeout: 200 }).toBe(last);
  await expect(gallery.locator('.gallery-live')).toHaveText('200 de 200');
  await page.waitForTimeout(700);
  // The slides around the last one, as lazyLoad "index" with preloadCount 1 says: one more, 198.
  expect(await images()).toBe(4);
  expect(await shown(gallery)).toEqual([199]);
});

for (const deviceScaleFactor of [1, 3]) {
  test(`a phone at ${deviceScaleFactor}x downloads no gallery image wider than twice its width in device pixels`, async ({
    browser,
    baseURL,
    qa,
  }, testInfo) => {
    // 340 px: the carousel's two slides a row are 145 px, where the CDN's next width after 100 (300) is over
    // twice at 1x. Every image counts: those the browser picked from the renderer's `sizes` before the
    // runtime ran (server/html/image-sizes.ts) and those the runtime sized.
    const context = await browser.newContext({ baseURL, viewport: { width: 340, height: 800 }, deviceScaleFactor, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'qa_session', value: qa.session, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await open(page, '/fixtures/gallery-all-designs.html');
    await page.mouse.wheel(0, 6000);
    await page.waitForTimeout(1000);
    const images = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLImageElement>('[data-slide] img')].map((image) => [
          image.currentSrc,
          // A stacked slide not shown has no box: it is as wide as its gallery.
          image.getBoundingClientRect().width || image.closest('[data-gallery-slides]')!.clientWidth,
        ]),
      ),
    );
    const served = (await qa.requests()).flatMap((request) => {
      const width = Object.entries(images).find(([src]) => src.endsWith(request.path))?.[1];
      return request.image && width ? [{ path: request.path, file: request.image.width, width }] : [];
    });
    expect(served.length).toBeGreaterThan(10);
    if (deviceScaleFactor === 1) expect(served.filter(({ width }) => width > 100 && width < 150).length).toBeGreaterThan(0);
    // The smallest file (100w) is the one exception: there is nothing smaller to send to an image under 50 device pixels.
    for (const { path, file, width } of served) expect(file, `${path} in ${width} px`).toBeLessThanOrEqual(Math.max(100, 2 * width * deviceScaleFactor));
    testInfo.annotations.push({ type: 'phone downloads', description: `${served.length} images at ${deviceScaleFactor}x` });
    await context.close();
  });
}

test('two galleries on a page keep their own index, buttons, live region and keys', async ({ page }) => {
  // Low enough that the carousel can be in view without the slideshow above it.
  await page.setViewportSize({ width: 800, height: 260 });
  await open(page, '/fixtures/gallery-two.html');
  const praias = page.locator('#block-praias');
  const serras = page.locator('#block-serras');
  await expect(page.getByRole('region', { name: 'Praias' })).toBeVisible();
  await praias.getByRole('button', { name: 'Próximo Item' }).click();
  await expect(praias.locator('.gallery-live')).toHaveText('2 de 4');
  await expect.poll(() => shown(praias)).toEqual([1]);
  expect(await shown(serras)).toEqual([0, 1, 2]);
  // The keys move only the gallery in the viewport: the carousel, to its second group.
  await serras.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // The galleries learn of the scroll from their IntersectionObservers, a frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await praias.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shown(serras)).toEqual([3, 4, 5]);
  expect(await shown(praias)).toEqual([1]);
  await expectAxeClean(page);
});

test('a broken gallery stays as its HTML and is reported; the gallery and the accordion beside it still work', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/\[site-runtime\] gallery block #block-mosaico was not enhanced: GalleryNotFoundError: Could not find gallery design named mosaic/);
  consoleErrors.expect(/\[site-runtime\] gallery block #block-ilegivel was not enhanced: .*Error decoding gallery block data\./);
  await open(page, '/fixtures/gallery-broken.html');
  for (const id of ['#block-mosaico', '#block-ilegivel']) {
    const broken = page.locator(id);
    await expect(broken).not.toHaveAttribute('data-gallery-ready');
    await expect(broken.locator('button')).toHaveCount(0);
    for (const image of await broken.locator('img').all()) await expect(image).toBeVisible();
  }
  await expect
    .poll(async () => (await qa.errorReports()).map((report) => report.data?.['message']).sort())
    .toEqual(['Could not find gallery design named mosaic', expect.stringMatching(/^Error decoding gallery block data\./)]);
  const praias = page.locator('#block-praias');
  await praias.getByRole('button', { name: 'Próximo Item' }).click();
  await expect(praias.locator('.gallery-live')).toHaveText('2 de 3');
  const heading = page.locator('[data-block-type="69"] button[aria-controls]').nth(1);
  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
});

test('when the navigation chunk fails, a slideshow stays a strip the visitor scrolls and a grid is still enhanced', async ({ page, qa, consoleErrors }) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  consoleErrors.expect(/\[site-runtime\] gallery-navigation .*ChunkLoadError/);
  consoleErrors.expect(/Failed to fetch dynamically imported module/);
  await qa.fault({ path: '/dist/chunks/gallery-navigation-*.js', status: 404 });
  const loads = countLoads(page);
  // Missing: the page is reloaded once (issue 16), then the galleries keep what they have.
  await page.goto('/fixtures/gallery-all-designs.html');
  await expect.poll(loads).toBe(2);
  await runtimeSettled(page);
  await expect(page.locator('[data-block-type="8"][data-gallery-design="grid"]')).toHaveAttribute('data-gallery-ready', '');
  const slideshow = page.locator('[data-block-type="8"][data-gallery-design="slideshow"]');
  await expect(slideshow).not.toHaveAttribute('data-gallery-ready');
  await expect(slideshow.locator('button')).toHaveCount(0);
  const strip = slideshow.locator('[data-gallery-slides]');
  await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
  await expect.poll(() => scrollOf(slideshow)).toBeGreaterThan(0);
  await expect.poll(async () => (await qa.errorReports()).some((report) => report.data?.['name'] === 'ChunkLoadError')).toBe(true);
});

test('thumbnails: a click or Enter shows its slide, and every move keeps the current thumbnail marked and in view', async ({ page }) => {
  await recordLayoutShifts(page);
  await open(page, '/fixtures/gallery-thumbnails.html');
  const gallery = page.locator('#block-miniaturas');
  const thumbnails = gallery.locator('[data-gallery-thumbnails] > a');
  const current = (): Promise<number[]> =>
    thumbnails.evaluateAll((links) => links.flatMap((link, index) => (link.getAttribute('aria-current') === 'true' ? [index] : [])));
  const inView = (index: number): Promise<boolean> =>
    thumbnails.nth(index).evaluate((link) => {
      const box = link.getBoundingClientRect();
      const strip = link.parentElement!.getBoundingClientRect();
      return box.left >= strip.left - 1 && box.right <= strip.right + 1;
    });
  expect(await current()).toEqual([0]);
  // thumbnail-strip-height 60; thumbnail-strip-margin 12 capped at 5 (GMM §9).
  expect(await gallery.locator('[data-gallery-thumbnails]').evaluate((strip) => [strip.clientHeight, getComputedStyle(strip).columnGap])).toEqual([60, '5px']);

  await thumbnails.nth(5).click();
  await expect(gallery.locator('.gallery-live')).toHaveText('6 de 12');
  expect(page.url()).toMatch(/gallery-thumbnails\.html$/);
  await expect.poll(current).toEqual([5]);
  await expect.poll(() => shown(gallery)).toEqual([5]);

  // Keyboard only: Enter on a focused thumbnail, then the buttons carry the thumbnails along, out of the strip's first view.
  await thumbnails.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(gallery.locator('.gallery-live')).toHaveText('3 de 12');
  await expect(thumbnails.nth(2)).toBeFocused();
  await expect.poll(() => shown(gallery)).toEqual([2]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(current).toEqual([1]);
  await expect.poll(() => shown(gallery)).toEqual([1]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shown(gallery)).toEqual([0]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(current).toEqual([11]);
  await expect.poll(() => inView(11)).toBe(true);
  expect(await layoutShift(page)).toBe(0);
  await expectAxeClean(page);
});
