import type { CoreContext, Destroy } from '../../kit/define.ts';
import { imageItem, type LightboxItem, type LightboxTheme } from '../../ui/lightbox-opener/item.ts';
import { decodeComponent } from '../../ui/lightbox-opener/item-hash.ts';
import { isPlainClick, lightboxOpener } from '../../ui/lightbox-opener/opener.ts';
import { slideIndexForItem } from './engine/address.ts';
import type { SlideMarkup } from './read-gallery.ts';

export interface GalleryLightboxOptions {
  readonly container: HTMLElement;
  readonly slides: readonly SlideMarkup[];
  readonly theme: LightboxTheme;
  readonly start: CoreContext['start'];
  readonly signal: AbortSignal;
}

/**
 * The last path segment of a link (site-runtime.md §2 "the last path segment of a gallery link"), URL-decoded.
 * @internal Exported for the tests: a pure rule, tested directly.
 */
export function lastPathSegment(href: string): string {
  let path: string;
  try {
    path = new URL(href, document.baseURI).pathname;
  } catch {
    return '';
  }
  return decodeComponent(
    path
      .split('/')
      .filter((segment) => segment !== '')
      .at(-1) ?? '',
  );
}

/** A slide as a lightbox item, read when the lightbox opens (its image may have loaded a file since the page came). */
function itemOf(slide: SlideMarkup): LightboxItem {
  return {
    ...imageItem(slide.image, { id: slide.url || slide.id, caption: slide.meta?.textContent?.trim() ?? '', size: slide }),
    videoHref: slide.type === 'video' ? (slide.video?.querySelector('a[href]')?.getAttribute('href') ?? undefined) : undefined,
  };
}

/**
 * A gallery with `lightbox` on (docs/markup.md §6.6): a plain click on a slide's link opens the
 * lightbox on the item its last path segment names (matched against the slide URLs, then the ids),
 * instead of following it; the address opens it too (src/ui/lightbox-opener/opener.ts). A slide with a
 * click-through URL, and a video's own link, are followed as usual.
 */
export function openLightboxOnSlides({ container, slides, theme, start, signal }: GalleryLightboxOptions): Destroy {
  const lightbox = lightboxOpener({ items: () => slides.map(itemOf), theme, start, signal }, (index) => slides[index]?.link ?? undefined);
  container.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      const slide = link ? slides.find((candidate) => candidate.element.contains(link)) : undefined;
      if (!link || !slide || slide.clickThroughUrl !== undefined || slide.video?.contains(link)) return;
      event.preventDefault();
      lightbox.openAt(slideIndexForItem(slides, lastPathSegment(link.href)) ?? slides.indexOf(slide), true, link);
    },
    { signal },
  );
  return lightbox.stop;
}
