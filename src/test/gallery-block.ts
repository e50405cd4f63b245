import { vi } from 'vitest';
import type { LightboxRequest } from '../ui/lightbox/item.ts';
import { mount } from '../blocks/gallery/index.ts';
import { start as startNavigation } from '../blocks/gallery/navigable/index.ts';
import { coreContext } from './core-context.ts';
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

/** A CoreContext whose `start('gallery-navigation', …)` starts the real feature, as the core would. */
export function galleryContext(block: HTMLElement) {
  const context = coreContext({ events: { feature: 'gallery', target: block } });
  context.start.mockImplementation(async (name, input) => (name === 'gallery-navigation' && (await startNavigation(context, input))) || undefined);
  return context;
}

/** Mounts a gallery of `count` slides in a fresh <main>, with what a test reads of it. */
export async function mountGallery(config: { design: string } & Record<string, unknown>, count = 3) {
  document.body.innerHTML = `<main>${galleryHtml(config, count)}</main>`;
  const html = document.querySelector('main')!.innerHTML;
  const block = document.querySelector<HTMLElement>('#block-galeria')!;
  const context = galleryContext(block);
  const destroy = (await mount(block, context)) as () => void;
  const events: string[] = [];
  for (const name of ['change', 'settle', 'reachedEnd', 'reachedBeginning']) block.addEventListener(`siteruntime:gallery:${name}`, () => events.push(name));
  return {
    html,
    block,
    context,
    destroy,
    events,
    current: () => [...block.querySelectorAll('[data-slide]')].findIndex((element) => element.hasAttribute('data-gallery-current')),
    button: (name: 'previous' | 'next' | 'pause') => block.querySelector<HTMLButtonElement>(`.gallery-control--${name}`)!,
    live: () => block.querySelector('.gallery-live')!.textContent,
  };
}

const mounted: (() => void)[] = [];

/**
 * Mounts every gallery of `html` in page order under a page context, as the core would; `started` lists
 * the lightbox requests (the lightbox itself is not started). destroyGalleries() undoes them all.
 */
export async function mountGalleries(html: string, context: unknown = { website: {} }, { lightboxMissing = false } = {}) {
  document.body.innerHTML = `<script type="application/json" id="site-context">${JSON.stringify(context)}</script><main>${html}</main>`;
  const started: LightboxRequest[] = [];
  for (const block of document.querySelectorAll<HTMLElement>('[data-block-type="8"]')) {
    const core = galleryContext(block);
    const navigation = core.start.getMockImplementation()!;
    core.start.mockImplementation(async (name, input) => {
      if (name !== 'lightbox') return navigation(name, input);
      started.push(input as LightboxRequest);
      // A chunk that failed: the core's start resolves with nothing to stop.
      return lightboxMissing ? undefined : () => undefined;
    });
    const destroy = (await mount(block, core)) as () => void;
    // As the core does: the destroy, then the signal.
    mounted.push(() => {
      destroy();
      core.controller.abort();
    });
  }
  return { started };
}

export function destroyGalleries(): void {
  for (const destroy of mounted.splice(0)) destroy();
}
