import { vi } from 'vitest';
import type { LightboxRequest } from '../ui/lightbox-opener/item.ts';
import { start as startNavigation } from '../blocks/gallery/navigable/index.ts';
import { coreContext } from './core-context.ts';
import { mountBlock } from './mount-block.ts';
import { pageOf } from './page-document.ts';
import { stubResizeObserver } from './resize-observer-stub.ts';

/** The CDN widths of a 1500 px original (GMM §7), as the renderer lists them. */
export const slideSrcset = (n: number, widths: readonly number[] = [100, 300, 500, 750, 1000, 1500]): string =>
  widths.map((width) => `/s/foto-${n}-${width}w.jpg ${width}w`).join(', ');

const slide = (n: number): string =>
  `<figure data-slide data-slide-type="image" data-slide-id="id${n}" data-slide-url="foto-${n}" data-image-dimensions="1500x1000">` +
  `<a href="/galeria/foto-${n}"><img src="/s/foto-${n}-1000w.jpg" srcset="${slideSrcset(n)}" sizes="100vw" width="1500" height="1000" ${n > 1 ? 'loading="lazy"' : ''} alt="Foto ${n}"></a></figure>`;

/** A gallery block of `count` slides as docs/markup.md 6.5 writes it. */
export function galleryHtml(config: { design: string } & Record<string, unknown>, count = 3): string {
  const slides = Array.from({ length: count }, (_, index) => slide(index + 1)).join('');
  return `<div class="sqs-block gallery-block" data-block-type="8" id="block-galeria" data-gallery-design="${config.design}" data-block-json='${JSON.stringify(config)}'><div data-gallery-slides>${slides}</div></div>`;
}

/**
 * Stubs the observers happy-dom lacks (vi.unstubAllGlobals undoes it): `visible` reports the last
 * IntersectionObserver's element in or out of the viewport, `disconnected` counts its disconnections.
 */
export function stubGalleryObservers(): { visible(isIntersecting: boolean): void; disconnected(): number } {
  let report: (isIntersecting: boolean) => void = () => undefined;
  let disconnections = 0;
  stubResizeObserver();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        disconnections++;
      }
    },
  );
  return { visible: (isIntersecting) => report(isIntersecting), disconnected: () => disconnections };
}

/** Lets `context.start('gallery-navigation', …)` start the real feature, as the core would. */
function startingNavigation(context: ReturnType<typeof coreContext>): ReturnType<typeof coreContext> {
  context.start.mockImplementation(async (name, input) => (name === 'gallery-navigation' && (await startNavigation(context, input))) || undefined);
  return context;
}

/** A CoreContext on a visitor's page for the gallery `block`, whose `start('gallery-navigation', …)` starts the real feature, as the core would. */
export function galleryContext(block: HTMLElement) {
  return startingNavigation(coreContext({ page: pageOf({}), events: { feature: 'gallery', target: block } }));
}

/** Mounts a gallery of `count` slides in a <main>, on a page with these context fields, with what a test reads of it. */
export async function mountGallery(config: { design: string } & Record<string, unknown>, count = 3, context: Record<string, unknown> = {}) {
  let html = '';
  const mounted = await mountBlock(
    { feature: 'gallery', markup: `<main>${galleryHtml(config, count)}</main>`, context },
    {
      prepare(block, core) {
        html = block.parentElement!.innerHTML;
        startingNavigation(core);
      },
    },
  );
  const { block } = mounted;
  const events: string[] = [];
  for (const name of ['change', 'settle', 'reachedEnd', 'reachedBeginning']) block.addEventListener(`siteruntime:gallery:${name}`, () => events.push(name));
  return {
    html,
    block,
    context: mounted.context,
    destroy: mounted.teardown,
    events,
    current: () => [...block.querySelectorAll('[data-slide]')].findIndex((element) => element.hasAttribute('data-gallery-current')),
    button: (name: 'previous' | 'next' | 'pause') => block.querySelector<HTMLButtonElement>(`.gallery-control--${name}`)!,
    live: () => block.querySelector('.gallery-live')!.textContent,
  };
}

/**
 * Mounts every gallery of `html` on a page with these context fields, as the core would; `started` lists
 * the lightbox requests (the lightbox itself is not started).
 */
export async function mountGalleries(html: string, context: Record<string, unknown> = {}, { lightboxMissing = false } = {}) {
  const started: LightboxRequest[] = [];
  await mountBlock(
    { feature: 'gallery', markup: `<main>${html}</main>`, context },
    {
      prepare(_, core) {
        const navigation = startingNavigation(core).start.getMockImplementation()!;
        core.start.mockImplementation(async (name, input) => {
          if (name !== 'lightbox') return navigation(name, input);
          started.push(input as LightboxRequest);
          // A chunk that failed: the core's start resolves with nothing to stop.
          return lightboxMissing ? undefined : () => undefined;
        });
      },
    },
  );
  return { started };
}
