import { defineBlock, type Destroy, type PageContext } from '../../kit/define.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { readGalleryConfig } from './config.ts';
import './gallery.css';
import { createImageLoader } from './images/image-loader.ts';
import { LIGHTBOX_UNAVAILABLE } from '../../ui/lightbox/opener.ts';
import { openLightboxOnSlides, type GalleryLightboxOptions } from './lightbox-opener.ts';
import type { NavigationInput } from './navigable/index.ts';
import { readGallery } from './read-gallery.ts';
import { resolveSettings, type GallerySettings } from './settings.ts';

/** What the block sets on its own element and container; destroy puts each back as the HTML had it. */
const BLOCK_ATTRIBUTES = ['data-gallery-design', 'data-gallery-ready', 'data-gallery-transition', 'style'];

/** The lightbox on the slides when the config asks for it and the site's tier has it (GMM §8 warns otherwise). */
function lightboxOn(settings: GallerySettings, page: PageContext, options: GalleryLightboxOptions): Destroy | undefined {
  if (!settings.lightbox) return undefined;
  if (page.website.lightboxAvailable) return openLightboxOnSlides(options);
  console.warn(LIGHTBOX_UNAVAILABLE);
  return undefined;
}

/**
 * Gallery block (type 8, docs/markup.md 6.5). The template's stylesheet lays every design out at first
 * paint; the runtime adds what needs script: images at the right width, and for slideshow, slider and
 * carousel the navigation, a lazy feature of its own (navigable/index.ts): the React carousel the summary
 * shares (src/ui/carousel/Carousel.tsx), which adopts the slides and renders only its controls, so no
 * slide node (an iframe, a playing video) is ever replaced. This chunk stays plain: a grid, list or
 * autolayout page loads no React.
 */
export const mount = defineBlock({
  config: readGalleryConfig,
  markup: readGallery,
  mount: async ({ element: block, config, markup, page, signal, start }) => {
    const settings = resolveSettings(config);
    for (const warning of settings.warnings) console.warn(warning);
    const restore = snapshotAttributes([block, markup.container], BLOCK_ATTRIBUTES);
    const scrolled = markup.container.scrollLeft;
    // Reads every image's laid-out width before anything below changes the layout.
    const images = createImageLoader({ images: markup.slides.map((slide) => slide.image), ...settings, signal });

    block.dataset['galleryDesign'] = settings.design;
    for (const [name, value] of Object.entries(settings.layout)) block.style.setProperty(name, value);
    const emit = (name: string, detail?: unknown): void => {
      block.dispatchEvent(new CustomEvent(`gallery:${name}`, { bubbles: true, detail }));
    };
    let stop: (() => void) | undefined;
    const destroy = (): void => {
      stopLightbox?.();
      stop?.();
      restore();
      markup.container.scrollLeft = scrolled;
    };
    const stopLightbox = lightboxOn(settings, page, { container: markup.container, slides: markup.slides, theme: settings.lightboxTheme, start, signal });
    const ready = (): void => {
      block.dataset['galleryReady'] = '';
    };
    if (settings.navigable) {
      block.dataset['galleryTransition'] = settings.transition;
      // Ready with the navigation's first commit; started once every slide is adopted, after the first paint.
      stop = await start('gallery-navigation', { block, markup, settings, images, emit, shown: ready } satisfies NavigationInput);
      // Its chunk failed and was reported: the strip stays as the HTML has it, scrolled by hand.
      if (!stop) return destroy();
    } else {
      images.show(0);
      ready();
    }
    // Every image has its width (a slice per task): settled() waits for this mount.
    await images.fitted;
    return destroy;
  },
});
