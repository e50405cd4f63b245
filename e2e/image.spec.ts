import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const BLOCKS = '[data-block-type="5"]';
const DESIGNS = ['card', 'inline', 'poster', 'overlap', 'collage', 'stack', 'inline', 'inline'];

declare global {
  interface Window {
    __warnings?: string[];
  }
}

/** Each image block's id, width, design and layout attribute, as the page has them now. */
async function blocks(page: import('@playwright/test').Page) {
  return page.locator(BLOCKS).evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.id,
      width: element.getBoundingClientRect().width,
      design: element.getAttribute('data-image-design'),
      layout: element.getAttribute('data-layout'),
    })),
  );
}

/**
 * A copy of the card 20,000 px down, added after the load, its image lazy as the renderer writes it (the
 * card's own image, on screen, is eager by now); `files` names its own files, which a lazy image there
 * does not fetch.
 */
async function farCopy(page: Page, files?: { sizes: string; srcset: string; src: string }): Promise<Locator> {
  await page.setViewportSize({ width: 416, height: 900 });
  await page.goto('/fixtures/image.html');
  await runtimeSettled(page);
  await page.evaluate((files) => {
    const copy = document.getElementById('block-imagem')!.cloneNode(true) as HTMLElement;
    copy.id = 'block-imagem-longe';
    copy.style.marginTop = '20000px';
    document.querySelector('main')!.append(copy);
    const image = copy.querySelector('img')!;
    image.loading = 'lazy';
    if (files) Object.assign(image, files);
  }, files);
  return page.locator('#block-imagem-longe img');
}

test.describe('image block (5)', () => {
  for (const [width, layout] of [
    [414, 'narrow'],
    [416, null],
  ] as const) {
    test(`at ${width} px every design is ${layout ?? 'not narrow'}, moves nothing when it mounts, and is axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordLayoutShifts(page);
      await page.addInitScript(() => {
        window.__warnings = [];
        const warn = console.warn.bind(console);
        console.warn = (...args: unknown[]) => {
          window.__warnings?.push(args.map(String).join(' '));
          warn(...args);
        };
      });
      await page.goto('/fixtures/image.html');
      await runtimeSettled(page);
      const found = await blocks(page);
      expect(found.map((block) => block.design)).toEqual(DESIGNS);
      // Each block is as wide as the window: the boundary is the spec's "under 415 px".
      for (const block of found) expect(block, block.id).toMatchObject({ width, layout });
      expect(await layoutShift(page)).toBe(0);
      await page.locator(BLOCKS).last().scrollIntoViewIfNeeded();
      expect(await layoutShift(page)).toBe(0);
      await expectAxeClean(page);
      expect(await page.evaluate(() => window.__warnings)).toEqual(['[site-runtime] image block #block-sem-imagem: no image']);
    });
  }

  test('follows the window across 415 px and gives the attributes back on teardown', async ({ page }) => {
    await page.setViewportSize({ width: 416, height: 900 });
    await page.goto('/fixtures/image.html');
    await runtimeSettled(page);
    const layouts = () => page.locator(BLOCKS).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-layout')));
    await expect.poll(layouts).toEqual(DESIGNS.map(() => null));
    await page.setViewportSize({ width: 414, height: 900 });
    await expect.poll(layouts).toEqual(DESIGNS.map(() => 'narrow'));
    await page.setViewportSize({ width: 415, height: 900 });
    await expect.poll(layouts).toEqual(DESIGNS.map(() => null));
    await page.setViewportSize({ width: 300, height: 900 });
    await expect.poll(layouts).toEqual(DESIGNS.map(() => 'narrow'));
    await page.evaluate(() => window.SiteRuntime?.teardown());
    expect(await layouts()).toEqual(DESIGNS.map(() => null));
  });

  test('a lazy image far below the fold asks for the CDN width of its laid-out size', async ({ page, qa }) => {
    // The runtime mounts the copy before the browser has any reason to fetch its image. The renderer's sizes is
    // too wide on purpose: by it the browser would take the 1000w file.
    const image = await farCopy(page, {
      sizes: '1000px',
      srcset: '/s/longe-100w.jpg 100w, /s/longe-500w.jpg 500w, /s/longe-1000w.jpg 1000w',
      src: '/s/longe-1000w.jpg',
    });
    // The card's image is 414 px wide in a 416 px block (its 1 px border each side).
    expect(await image.evaluate((element) => element.getBoundingClientRect().width)).toBe(414);
    await expect(image).toHaveAttribute('sizes', '414px');
    // Not fetched yet: the runtime changed its sizes before any file was asked for.
    expect(await qa.requests({ path: '/s/longe-*' })).toEqual([]);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/s\/longe-500w\.jpg$/);
    await expect.poll(async () => (await qa.requests({ path: '/s/longe-*' })).map((request) => request.path)).toEqual(['/s/longe-500w.jpg']);
  });

  test('a lazy image far below the fold turns eager 200 px before it reaches the viewport (GMM’s margin), not before', async ({ page }) => {
    const image = await farCopy(page);
    await runtimeSettled(page);
    /** Scrolls so the image's top is `gap` px below the viewport's bottom, and waits two frames for the observer. */
    const scrollToGap = (gap: number) =>
      image.evaluate(async (element, gap) => {
        scrollBy(0, element.getBoundingClientRect().top - innerHeight - gap);
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }, gap);
    await scrollToGap(400);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await scrollToGap(150);
    await expect(image).toHaveAttribute('loading', 'eager');

    await page.evaluate(() => window.SiteRuntime?.teardown());
    await expect(image).toHaveAttribute('loading', 'lazy');
  });
});
