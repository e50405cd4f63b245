import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { median } from './stats.ts';
import { CPU_SLOWDOWN, VIEWPORT } from './load.ts';
import { motionFigures, requestedImageWidth, type MotionFigures, type MotionRecord } from './motion-figures.ts';
import { NAME_HELPER } from './probe.ts';
import { measureDist, pathBytes } from '../file-sizes.ts';
import { EVERY_PAGE_CHUNK } from '../../src/registry.ts';

/**
 * The gallery's own bench (issue 13), after the page loads: a swipe and an autoplay transition on the
 * 200-slide galleries at 4x CPU (frames counted with requestAnimationFrame, long tasks from the
 * Long Tasks API), the layout shift of every gallery fixture until its images have loaded, and the
 * widths a phone downloads. Figures only: nothing here fails on a timing.
 */

/** Its name for `--pages`. */
export const GALLERY_MOTION = 'gallery-motion';

const SWIPE = { path: '/fixtures/gallery-200-slides.html', gallery: '#block-galeria-200' } as const;
const AUTOPLAY = { path: '/fixtures/gallery-autoplay.html' } as const;
const PHONE = { width: 390, height: 844 } as const;
const LIGHTBOX = { path: '/fixtures/gallery-lightbox.html', link: '#block-lightbox-grade [data-slide] a' } as const;
/** How long a transition may take the bench to see it end, and the network to go idle after a load. */
const MOTION_TIMEOUT_MS = 15_000;
const IDLE_MS = 500;
const IDLE_CAP_MS = 10_000;

declare global {
  interface Window {
    __motion?: {
      frames: number[];
      longTasks: { startTime: number; duration: number }[];
      shift: number;
      shifted: string[];
      changes: number[];
      settles: number[];
      clicks: number[];
      /** After each click, the time to the first frame with the lightbox's image loaded and decoded. */
      lightboxPaints: number[];
    };
  }
}

/** A layout shift's source (Layout Instability API; not in TypeScript's DOM types). */
interface ShiftSource {
  readonly node: Node | null;
  readonly previousRect: DOMRectReadOnly;
  readonly currentRect: DOMRectReadOnly;
}

/** Runs in the page before its scripts: every frame, long task, layout shift and gallery change. */
function recordMotion(): void {
  const record = {
    frames: [] as number[],
    longTasks: [] as { startTime: number; duration: number }[],
    shift: 0,
    shifted: [] as string[],
    changes: [] as number[],
    settles: [] as number[],
    clicks: [] as number[],
    lightboxPaints: [] as number[],
  };
  window.__motion = record;
  // From a click, every frame until the lightbox's image is there and decoded: that frame shows it.
  // (Element Timing would not do: Chromium reports an image already painted once with its first paint time.)
  addEventListener(
    'click',
    (event) => {
      const clicked = event.timeStamp;
      record.clicks.push(clicked);
      const check = (time: number): void => {
        const image = document.querySelector<HTMLImageElement>('.site-lightbox__image');
        if (image?.complete && image.naturalWidth > 0 && !image.hasAttribute('data-loading')) record.lightboxPaints.push(time - clicked);
        else if (time - clicked < 10_000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
  const frame = (time: number): void => {
    record.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: ShiftSource[] })[]) {
      if (entry.hadRecentInput) continue;
      record.shift += entry.value;
      // The evidence: what moved, and from where to where.
      for (const { node, previousRect: from, currentRect: to } of entry.sources) {
        const name =
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.closest('[id]') ? ` in #${node.closest('[id]')!.id}` : ''}`
            : String(node?.nodeName);
        record.shifted.push(
          `${name} ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height} at ${Math.round(entry.startTime)} ms`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('siteruntime:gallery:change', () => record.changes.push(performance.now()), true);
  addEventListener('siteruntime:gallery:settle', () => record.settles.push(performance.now()), true);
}

export interface GalleryMotionFigures {
  readonly swipe: MotionFigures[];
  readonly autoplay: MotionFigures[];
  /** Frames per second of the same page at rest: what this machine's headless Chromium gives at best. */
  readonly idleFps: number[];
  readonly cls: { readonly path: string; readonly cls: number; readonly images: number; readonly shifted: readonly string[] }[];
  readonly phone: { readonly dpr: number; readonly images: number; readonly widestRatio: number; readonly widest: string }[];
  /** From the click on a grid item to the first frame showing the lightbox's image: the first opening, and again with the image cached. */
  readonly lightbox: { readonly firstMs: number; readonly cachedMs: number; readonly longTasks: number; readonly longestTaskMs: number }[];
  /**
   * What the lightbox's files add to a grid gallery page beyond React's chunk, gzip -9 (issue 14: under 20 KB;
   * PhotoSwipe v5's lightbox and core 20.9 KB), and what its first opening brings of React's chunk: none since
   * issue 36 made the grid gallery a React component (React comes with it), all of it before.
   */
  readonly lightboxGzipBytes: number;
  readonly reactGzipBytes: number;
}

/** The lightbox's files beyond those of a grid gallery page, in gzip bytes, from this build's dist/: its own, and React's. */
function lightboxGzipBytes(): { lightboxGzipBytes: number; reactGzipBytes: number } {
  const build = measureDist(join(import.meta.dirname, '..', '..', 'dist'));
  const beyondGrid = (without: readonly string[]): number =>
    pathBytes(build, [EVERY_PAGE_CHUNK, 'gallery', 'lightbox'], 'gzip', without) - pathBytes(build, [EVERY_PAGE_CHUNK, 'gallery'], 'gzip', without);
  const lightboxGzipBytes = beyondGrid(build.react);
  return { lightboxGzipBytes, reactGzipBytes: beyondGrid([]) - lightboxGzipBytes };
}

export async function benchGalleryMotion(browser: Browser, origin: string, runs: number, log: (line: string) => void): Promise<GalleryMotionFigures> {
  const figures: GalleryMotionFigures = { swipe: [], autoplay: [], idleFps: [], cls: [], phone: [], lightbox: [], ...lightboxGzipBytes() };
  for (let run = 1; run <= runs; run += 1) {
    await withPage(browser, origin + SWIPE.path, { viewport: VIEWPORT, hasTouch: true }, async (page, cdp) => {
      figures.idleFps.push(motionFigures(await restingFrames(page)).fps);
      figures.swipe.push(motionFigures(await swipe(page, cdp)));
    });
    await withPage(browser, origin + AUTOPLAY.path, { viewport: VIEWPORT }, async (page) => {
      figures.autoplay.push(motionFigures(await autoplayTransition(page)));
    });
    await withPage(browser, origin + LIGHTBOX.path, { viewport: VIEWPORT }, async (page) => {
      figures.lightbox.push(await lightboxOpenings(page));
    });
    log(`run ${run}/${runs} gallery motion`);
  }
  for (const path of galleryFixtures()) {
    await withPage(browser, origin + path, { viewport: VIEWPORT }, async (page) => {
      figures.cls.push({ path, ...(await shiftWhileImagesLoad(page)) });
    });
  }
  for (const dpr of [1, 3]) {
    await withPage(browser, `${origin}/fixtures/gallery-all-designs.html`, { viewport: PHONE, deviceScaleFactor: dpr, hasTouch: true }, async (page) => {
      figures.phone.push({ dpr, ...(await phoneDownloads(page)) });
    });
  }
  log('gallery layout shift and phone downloads');
  return figures;
}

export function formatGalleryMotion(figures: GalleryMotionFigures, runs: number): string {
  const row = (name: string, list: readonly MotionFigures[]): string => {
    const worst = (key: keyof MotionFigures, pick: (values: number[]) => number): number => pick(list.map((figure) => figure[key]));
    return [
      name.padEnd(10),
      `${median(list.map((figure) => figure.fps))} fps (lowest ${worst('fps', (values) => Math.min(...values))})`.padEnd(24),
      `longest frame ${worst('longestFrameMs', (values) => Math.max(...values))} ms`.padEnd(22),
      `long tasks ${worst('longTasks', (values) => Math.max(...values))} (longest ${worst('longestTaskMs', (values) => Math.max(...values))} ms)`.padEnd(28),
      `${median(list.map((figure) => figure.durationMs))} ms`,
    ].join('  ');
  };
  return [
    `\nGallery motion at ${CPU_SLOWDOWN}x CPU, ${runs} runs: medians, and the worst run (target: at least 55 fps, no long task)`,
    row('swipe', figures.swipe),
    row('autoplay', figures.autoplay),
    `the same page at rest: ${median(figures.idleFps)} fps (the most this headless Chromium draws)`,
    `\nThe lightbox at ${CPU_SLOWDOWN}x CPU, from the click to the first frame with its image (target: under 100 ms with the image cached)`,
    `  first opening ${median(figures.lightbox.map((figure) => figure.firstMs))} ms (worst ${Math.max(...figures.lightbox.map((figure) => figure.firstMs))}), ` +
      `again ${median(figures.lightbox.map((figure) => figure.cachedMs))} ms (worst ${Math.max(...figures.lightbox.map((figure) => figure.cachedMs))}); ` +
      `long tasks ${Math.max(...figures.lightbox.map((figure) => figure.longTasks))} (longest ${Math.max(...figures.lightbox.map((figure) => figure.longestTaskMs))} ms)`,
    `  its files beyond a grid gallery page's and React's: ${(figures.lightboxGzipBytes / 1000).toFixed(1)} KB gzip (target: under 20 KB; PhotoSwipe v5's lightbox and core: 20.9 KB); ` +
      `what its first opening brings of React's chunk: ${(figures.reactGzipBytes / 1000).toFixed(1)} KB gzip`,
    `\nLayout shift until every image has loaded (target: 0), at ${VIEWPORT.width} px`,
    ...figures.cls.flatMap(({ path, cls, images, shifted }) => [
      `  ${path.padEnd(40)} CLS ${cls.toFixed(4)}  ${images} images`,
      ...shifted.map((line) => `      ${line}`),
    ]),
    `\nA phone (${PHONE.width} px wide) on gallery-all-designs: the widest file against its image's CSS width (target: 2 at most)`,
    ...figures.phone.map(
      ({ dpr, images, widestRatio, widest }) =>
        `  device pixel ratio ${dpr}: ${images} images, widest ${widestRatio.toFixed(2)}× the CSS width (${(widestRatio / dpr).toFixed(2)}× in device pixels) ${widest}`,
    ),
  ].join('\n');
}

function galleryFixtures(): string[] {
  const dir = join(import.meta.dirname, '..', '..', 'fixtures');
  return readdirSync(dir)
    .filter((name) => /^gallery-.*\.html$/.test(name))
    .sort()
    .map((name) => `/fixtures/${name}`);
}

async function withPage(
  browser: Browser,
  url: string,
  options: Parameters<Browser['newContext']>[0],
  use: (page: Page, cdp: CDPSession) => Promise<void>,
): Promise<void> {
  const context: BrowserContext = await browser.newContext({ ...options, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: NAME_HELPER });
    await page.addInitScript(recordMotion);
    await page.goto(url, { timeout: 60_000 });
    await page.evaluate(() => window.SiteRuntime?.settled());
    await use(page, cdp);
  } finally {
    await context.close();
  }
}

const record = (page: Page, start: number, end: number): Promise<MotionRecord> =>
  page.evaluate(([from, to]) => ({ frames: [...window.__motion!.frames], longTasks: [...window.__motion!.longTasks], start: from!, end: to! }), [start, end]);

/** One second of the loaded page doing nothing. */
async function restingFrames(page: Page): Promise<MotionRecord> {
  const start = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  return record(page, start, await page.evaluate(() => performance.now()));
}

/** When the gallery's first change has settled (`siteruntime:gallery:settle`, docs/markup.md 6.5). */
async function firstSettle(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__motion!.settles.length > 0, undefined, { timeout: MOTION_TIMEOUT_MS });
  return page.evaluate(() => window.__motion!.settles[0]!);
}

/** A finger drags two thirds of the slide to the left over ten moves of a frame each, then lifts: the next slide. */
async function swipe(page: Page, cdp: CDPSession): Promise<MotionRecord> {
  const gallery = page.locator(SWIPE.gallery);
  await gallery.scrollIntoViewIfNeeded();
  const box = (await gallery.locator('[data-gallery-slides]').boundingBox())!;
  const y = box.y + box.height / 2;
  // Clear of the previous and next buttons at the sides.
  const x = box.x + box.width - 100;
  const step = (box.width * 2) / 3 / 10;
  const start = await page.evaluate(() => performance.now());
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let move = 1; move <= 10; move += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - move * step, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return record(page, start, await firstSettle(page));
}

/** The first autoplay change (5 s after the gallery mounts), from the change to its end. */
async function autoplayTransition(page: Page): Promise<MotionRecord> {
  const end = await firstSettle(page);
  const start = await page.evaluate(() => window.__motion!.changes[0]!);
  return record(page, start, end);
}

/**
 * A click on the second grid item opens the lightbox (its chunk and React's, never hinted, are fetched then);
 * Esc closes it once its image has painted, and the same click opens it again, the image now cached.
 * Each time: from the click's timestamp to the first animation frame in which the lightbox's image has
 * loaded and decoded (so that frame paints it; the dialog's 0.6 s fade-in has just begun).
 */
async function lightboxOpenings(page: Page): Promise<{ firstMs: number; cachedMs: number; longTasks: number; longestTaskMs: number }> {
  await idle(page);
  const link = page.locator(LIGHTBOX.link).nth(1);
  const tasksBefore = await page.evaluate(() => window.__motion!.longTasks.length);
  // The frame that first shows the lightbox's image after a click.
  const opening = async (): Promise<number> => {
    const before = await page.evaluate(() => window.__motion!.lightboxPaints.length);
    await link.click();
    await page.waitForFunction((count) => window.__motion!.lightboxPaints.length > count, before, { timeout: MOTION_TIMEOUT_MS });
    return page.evaluate(() => Math.round(window.__motion!.lightboxPaints.at(-1)!));
  };
  const firstMs = await opening();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.site-lightbox'), undefined, { timeout: MOTION_TIMEOUT_MS });
  const cachedMs = await opening();
  const tasks = await page.evaluate((from) => window.__motion!.longTasks.slice(from).map((task) => task.duration), tasksBefore);
  return { firstMs, cachedMs, longTasks: tasks.length, longestTaskMs: Math.round(Math.max(0, ...tasks)) };
}

/** Until the network is idle, scrolled to the bottom, and idle again: every image loaded. */
async function shiftWhileImagesLoad(page: Page): Promise<{ cls: number; images: number; shifted: string[] }> {
  await idle(page);
  await page.mouse.wheel(0, 20_000);
  await idle(page);
  return page.evaluate(() => ({
    cls: window.__motion!.shift,
    shifted: window.__motion!.shifted.slice(0, 5),
    images: [...document.querySelectorAll<HTMLImageElement>('[data-slide] img')].filter((image) => image.complete && image.naturalWidth > 0).length,
  }));
}

async function idle(page: Page): Promise<void> {
  const until = Date.now() + IDLE_CAP_MS;
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count || Date.now() > until) return;
    count = now;
    await page.waitForTimeout(IDLE_MS);
  }
}

/** Every gallery image the phone fetched, scrolled through the page: the widest file against its box. */
async function phoneDownloads(page: Page): Promise<{ images: number; widestRatio: number; widest: string }> {
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await idle(page);
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-slide] img')]
      .filter((image) => image.currentSrc !== '')
      // A stacked slide not shown has no box: it is as wide as its gallery.
      .map((image) => ({ url: image.currentSrc, width: image.getBoundingClientRect().width || image.closest('[data-gallery-slides]')!.clientWidth })),
  );
  let widest = { ratio: 0, url: '' };
  for (const { url, width } of boxes) {
    const file = requestedImageWidth(url);
    if (file === undefined || width === 0) continue;
    if (file / width > widest.ratio) widest = { ratio: file / width, url: `${new URL(url).pathname} in ${Math.round(width)} px` };
  }
  return { images: boxes.length, widestRatio: widest.ratio, widest: widest.url };
}
