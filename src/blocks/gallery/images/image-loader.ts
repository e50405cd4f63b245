import { yieldToMain } from '../../../platform/idle/after-load.ts';
import { snapshotAttributes } from '../../../ui/block-kit/attribute-snapshot.ts';
import { fittedSrcset } from '../../../ui/media/image-width.ts';
import { indexesToLoad } from '../engine/lazy-window.ts';
import { createLoadQueue } from '../engine/load-queue.ts';
import { LAZY_LOAD_MARGIN_PX } from '../../../ui/block-kit/limits.ts';
import { IMAGE_LOAD_QUEUE, IMAGE_LOAD_QUEUE_MOBILE, MOBILE_MAX_WIDTH_PX, type LazyLoadMode } from '../engine/limits.ts';

export interface ImageLoaderOptions {
  readonly images: readonly (HTMLImageElement | null)[];
  readonly lazyLoad: LazyLoadMode;
  readonly preloadCount: number;
  readonly loop: boolean;
  readonly signal: AbortSignal;
}

export interface ImageLoader {
  /** `index` mode: the current slide (or the first slide of the current group) changed; loads its window. */
  show(currentIndex: number): void;
  /** The slides were laid out again (a resize): images not yet loaded ask for their new width. */
  resized(): void;
  /** Resolves once every image not yet loading has its laid-out width (a slice at once, the rest a slice per task); at once on abort. */
  readonly fitted: Promise<void>;
}

/**
 * How long one task gives images their laid-out width (chosen here, React's scheduler's slice): writing
 * `sizes` and `srcset` has Chromium choose the image's file again, and a 200-slide gallery's 200 in one
 * go took 40 to 50 ms of its mount at 4x CPU.
 */
const FIT_SLICE_MS = 5;

/** What the loader writes on an image; each is put back as the HTML had it. */
const IMAGE_ATTRIBUTES = ['sizes', 'srcset', 'loading'];

/** GMM §9 "1 on mobile": a viewport up to 767 px wide. */
const isMobile = (): boolean => matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches;

/** An image that has not started downloading: its `sizes` may change without a second request. */
const notStarted = (image: HTMLImageElement): boolean => image.getAttribute('loading') === 'lazy' && !image.currentSrc;

/**
 * GMM §4.6 on the pre-rendered images (docs/markup.md 6.5 "Images"): every image but the first is
 * `loading="lazy"`; the ones the mode asks for are made eager, at most 16 loading at a time (1 on a
 * phone), each after its `sizes` is set to its laid-out width so `srcset` picks the CDN width for it
 * (and, where the CDN's widths have a gap, after its `srcset` loses the files over twice that width).
 * The rest stay lazy: the browser still loads them if they come into view some other way.
 */
export function createImageLoader({ images, lazyLoad, preloadCount, loop, signal }: ImageLoaderOptions): ImageLoader {
  const queue = createLoadQueue(isMobile() ? IMAGE_LOAD_QUEUE_MOBILE : IMAGE_LOAD_QUEUE);
  // Each image's attributes recorded before its first write, not all 200 of them in the mount's task.
  const restores = new Map<HTMLImageElement, () => void>();
  const record = (image: HTMLImageElement): void => {
    if (!restores.has(image)) restores.set(image, snapshotAttributes([image], IMAGE_ATTRIBUTES));
  };
  signal.addEventListener(
    'abort',
    () => {
      queue.cancel();
      for (const restore of restores.values()) restore();
    },
    { once: true },
  );
  const requested = new Set<number>();

  // One layout read for every image, before any write (the design's box widths: a stacked slide hidden later still has its width now).
  let widths = images.map((image) => image?.getBoundingClientRect().width ?? 0);
  const srcsets = images.map((image) => image?.getAttribute('srcset') ?? null);
  const fit = (index: number): void => {
    const image = images[index];
    const width = Math.ceil(widths[index] ?? 0);
    const srcset = srcsets[index];
    if (!image || width <= 0 || !notStarted(image)) return;
    record(image);
    // Written only when it changes: a write, even of the same value, has the file chosen again.
    if (image.getAttribute('sizes') !== `${width}px`) image.sizes = `${width}px`;
    const fitted = srcset ? (fittedSrcset(srcset, width * devicePixelRatio) ?? srcset) : undefined;
    if (fitted && image.getAttribute('srcset') !== fitted) image.srcset = fitted;
  };
  // In slices, from the first image (the ones the page shows first); an image made eager before its
  // slice is fitted then (load). A resize starts over with the new widths.
  let fitting = 0;
  const fitAll = async (): Promise<void> => {
    const run = ++fitting;
    for (let index = 0; index < images.length;) {
      for (const until = performance.now() + FIT_SLICE_MS; index < images.length && performance.now() < until; index += 1) fit(index);
      if (index < images.length) await yieldToMain();
      if (signal.aborted || run !== fitting) return;
    }
  };
  const fitted = fitAll();

  const load = (index: number, priority: number): void => {
    const image = images[index];
    if (!image || requested.has(index)) return;
    requested.add(index);
    fit(index);
    queue.enqueue(
      () =>
        new Promise<void>((resolve) => {
          record(image);
          image.setAttribute('loading', 'eager');
          // Loaded and decoded (a failed image rejects): a slide shown later paints without decoding in its transition's frames.
          image.decode().then(resolve, resolve);
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
      priority,
    );
  };

  if (lazyLoad === 'off') images.forEach((_, index) => load(index, index));
  if (lazyLoad === 'viewport') observeViewport(images, signal, (index) => load(index, 0));

  return {
    show(currentIndex) {
      if (lazyLoad !== 'index') return;
      const count = images.length;
      for (const index of indexesToLoad({ currentIndex, count, preloadCount, loop })) {
        const distance = Math.abs(index - currentIndex);
        load(index, loop ? Math.min(distance, count - distance) : distance);
      }
    },
    resized() {
      widths = images.map((image) => image?.getBoundingClientRect().width ?? 0);
      void fitAll();
    },
    fitted,
  };
}

/**
 * GMM §4.6 "by viewport": images within 200 px of the visible area of the nearest scrollable ancestor
 * (or the window). An IntersectionObserver re-evaluates it on every scroll of either without a scroll
 * listener or a layout read. Any overlap counts, so an image taller than the area, with neither edge
 * in it, loads too: the visitor is looking at its middle.
 */
function observeViewport(images: readonly (HTMLImageElement | null)[], signal: AbortSignal, load: (index: number) => void): void {
  const present = images.filter((image): image is HTMLImageElement => image !== null);
  const first = present[0];
  if (!first) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(images.indexOf(entry.target as HTMLImageElement));
      }
    },
    { root: scrollableAncestor(first), rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
  );
  for (const image of present) observer.observe(image);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/** The nearest ancestor that scrolls vertically, or null for the window (the observer's default root). */
function scrollableAncestor(element: Element): Element | null {
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}
