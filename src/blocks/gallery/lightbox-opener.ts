import type { CoreContext, Destroy } from '../../kit/define.ts';
import type { LightboxItem, LightboxRequest, LightboxTheme } from '../../ui/lightbox/item.ts';
import { decodeComponent, itemIdInHash } from '../../ui/item-hash.ts';
import { slideIndexForItem } from './engine/address.ts';
import type { SlideMarkup } from './read-gallery.ts';

/** GMM §8 "Lightbox feature unavailable in the tier". */
export const LIGHTBOX_UNAVAILABLE = 'lightboxify is not available in this tier!';

export interface LightboxOpenerOptions {
  readonly container: HTMLElement;
  readonly slides: readonly SlideMarkup[];
  readonly theme: LightboxTheme;
  readonly start: CoreContext['start'];
  readonly signal: AbortSignal;
}

/** The last path segment of a link (site-runtime.md §2 "the last path segment of a gallery link"), URL-decoded. */
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
  const image = slide.image;
  const width = slide.width ?? (Number(image?.getAttribute('width')) || null);
  const height = slide.height ?? (Number(image?.getAttribute('height')) || null);
  return {
    id: slide.url || slide.id,
    src: image?.getAttribute('src') ?? '',
    srcset: image?.getAttribute('srcset') ?? '',
    alt: image?.alt ?? '',
    width: width && height ? width : null,
    height: width && height ? height : null,
    placeholder: image?.complete && image.naturalWidth > 0 ? image.currentSrc : '',
    caption: slide.meta?.textContent?.trim() ?? '',
    videoHref: slide.type === 'video' ? (slide.video?.querySelector('a[href]')?.getAttribute('href') ?? undefined) : undefined,
  };
}

const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey;

/**
 * A gallery with `lightbox` on (docs/markup.md §6.6): a plain click on a slide's link opens the
 * lightbox on the item its last path segment names (matched against the slide URLs, then the ids),
 * instead of following it; `#itemId=` in the address opens it when the page loads, and again when Back
 * or Forward comes to an address that names an item. A slide with a click-through URL, and a video's
 * own link, are followed as usual. The lightbox's code loads on the first opening.
 */
/**
 * The lightbox open on the page, whichever gallery opened it: one at a time, so an address whose item
 * id two galleries share opens the first gallery's (in page order), not both.
 */
let open: { readonly container: HTMLElement; readonly started: Promise<Destroy | undefined> } | undefined;

export function openLightboxOnSlides({ container, slides, theme, start, signal }: LightboxOpenerOptions): Destroy {
  const ours = (): Promise<Destroy | undefined> | undefined => (open?.container === container ? open.started : undefined);
  const letGo = (): void => {
    const started = ours();
    open = undefined;
    void started?.then((stop) => stop?.());
  };

  const openAt = (index: number, addHistoryEntry: boolean, opener: HTMLElement | undefined): void => {
    if (open || signal.aborted) return;
    const request: LightboxRequest = {
      items: slides.map(itemOf),
      index,
      theme,
      addHistoryEntry,
      opener: opener ?? slides[index]?.link ?? undefined,
      // The feature ended itself: its starter lets it go.
      onClosed: letGo,
    };
    const started = start('lightbox', request);
    open = { container, started };
    // The chunk failed (reported): the next click tries again.
    void started.then((stop) => {
      if (!stop && open?.started === started) open = undefined;
    });
  };
  const openFromAddress = (): void => {
    const id = itemIdInHash(location.hash);
    const index = id === undefined ? undefined : slideIndexForItem(slides, id);
    if (index !== undefined) openAt(index, false, undefined);
  };

  container.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      const slide = link ? slides.find((candidate) => candidate.element.contains(link)) : undefined;
      if (!link || !slide || slide.clickThroughUrl !== undefined || slide.video?.contains(link)) return;
      event.preventDefault();
      openAt(slideIndexForItem(slides, lastPathSegment(link.href)) ?? slides.indexOf(slide), true, link);
    },
    { signal },
  );
  window.addEventListener('popstate', openFromAddress, { signal });
  openFromAddress();
  return () => {
    if (ours()) letGo();
  };
}
