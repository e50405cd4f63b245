import { startTransition, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CoreContext, Destroy, PageContext } from '../../kit/define.ts';
import type { GalleryDispatch } from './events.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { LIGHTBOX_UNAVAILABLE } from '../../ui/lightbox-opener/opener.ts';
import { createImageLoader, type ImageLoader } from './images/image-loader.ts';
import { openLightboxOnSlides } from './lightbox-opener.ts';
import type { NavigationInput } from './navigable/GalleryNavigation.tsx';
import type { GalleryMarkup } from './read-gallery.ts';
import type { GallerySettings } from './settings.ts';

/** What the gallery sets on its own element and container; its cleanup puts each back as the HTML had it. */
const BLOCK_ATTRIBUTES = ['data-gallery-design', 'data-gallery-ready', 'data-gallery-transition', 'style'];

export interface GalleryProps {
  readonly block: HTMLElement;
  readonly markup: GalleryMarkup;
  readonly settings: GallerySettings;
  readonly page: PageContext;
  /** The block's: the navigation's and the lightbox's lazy chunks load through the core. */
  readonly start: CoreContext['start'];
  /** The block's, typed: its events for the page's scripts. */
  readonly dispatch: GalleryDispatch;
  /** Fully enhanced (true: every image fitted, every slide adopted), or not (false: its navigation's chunk failed). */
  readonly settle: (enhanced: boolean) => void;
}

/**
 * The design on the server's nodes, before the first paint: every image's laid-out width read before
 * anything changes the layout (the image loader), then the design's attributes and layout properties
 * the template's rules read, and the lightbox's opener on the slides when the config and the site's tier
 * have it (GMM §8 warns otherwise). Its cleanup puts every attribute and the strip's scroll back.
 */
function Design({
  block,
  markup: { container, slides },
  settings,
  page,
  start,
  images,
}: Omit<GalleryProps, 'settle'> & { readonly images: RefObject<ImageLoader | undefined> }) {
  useLayoutEffect(() => {
    const restore = snapshotAttributes([block, container], BLOCK_ATTRIBUTES);
    const scrolled = container.scrollLeft;
    const adopted = new AbortController();
    const signal = adopted.signal;
    const loader = (images.current = createImageLoader({ images: slides.map((slide) => slide.image), ...settings, signal }));
    block.dataset['galleryDesign'] = settings.design;
    for (const [name, value] of Object.entries(settings.layout)) block.style.setProperty(name, value);
    if (settings.navigable) block.dataset['galleryTransition'] = settings.transition;
    else loader.show(0);
    let stopLightbox: Destroy | undefined;
    if (settings.lightbox && page.website.lightboxAvailable) {
      stopLightbox = openLightboxOnSlides({ container, slides, theme: settings.lightboxTheme, start, signal });
    } else if (settings.lightbox) console.warn(LIGHTBOX_UNAVAILABLE);
    return () => {
      stopLightbox?.();
      // The loader gives its images' attributes back; the lightbox's listeners go.
      adopted.abort();
      restore();
      container.scrollLeft = scrolled;
    };
  }, [block, container, slides, settings, page, start, images]);
  return null;
}

/**
 * Gallery block (type 8, docs/markup.md 6.5) as a React component over the server's nodes. Every design:
 * its attributes, layout properties, images and lightbox (Design). Slideshow, slider and carousel: the
 * navigation, whose code is a lazy chunk of its own (`gallery-navigation`, so a grid page never downloads
 * it) started through the core, which renders it here, in this root (NavigationInput.show); ready
 * (`data-gallery-ready`) in the commit that shows its controls, fully enhanced once it has adopted every
 * slide. The navigation comes before Design, so unmounting undoes it first (React cleans up in tree
 * order) and Design then finds its attributes as it left them.
 */
export function Gallery({ settle, ...props }: GalleryProps) {
  const { block, markup, settings, start, dispatch } = props;
  const images = useRef<ImageLoader>(undefined);
  const [navigation, setNavigation] = useState<ReactNode>(null);

  // Design's layout effect ran first (a child's run before its parent's): the loader is there.
  useLayoutEffect(() => {
    const loader = images.current!;
    const enhanced = (): void => void loader.fitted.then(() => settle(true));
    if (!settings.navigable) return enhanced();
    let stop: Destroy | undefined;
    let gone = false;
    const input: NavigationInput = {
      block,
      markup,
      settings,
      images: loader,
      emit: dispatch,
      adopted: enhanced,
      show(ui) {
        // Built in slices like the first render; committed at once.
        startTransition(() => setNavigation(ui));
        return () => setNavigation(null);
      },
    };
    void start('gallery-navigation', input).then((started) => {
      // Its chunk failed and was reported: the strip stays as the HTML has it, scrolled by hand.
      if (!started) settle(false);
      else if (gone) started();
      else stop = started;
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [block, markup, settings, start, dispatch, settle]);

  useLayoutEffect(() => {
    if (settings.navigable && !navigation) return undefined;
    block.dataset['galleryReady'] = '';
    return () => {
      delete block.dataset['galleryReady'];
    };
  }, [block, settings, navigation]);

  return (
    <>
      {navigation}
      <Design {...props} images={images} />
    </>
  );
}
