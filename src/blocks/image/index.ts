import { defineBlock, type CoreContext, type Destroy, type PageContext } from '../../kit/define.ts';
import { LIGHTBOX_THEMES } from '../../ui/lightbox-opener/item.ts';
import { LIGHTBOX_UNAVAILABLE } from '../../ui/lightbox-opener/opener.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { IMAGE_NARROW_UNDER_PX } from '../../ui/block-kit/limits.ts';
import { observeWidthLayout } from '../../ui/width-layout.ts';
import type { ImageConfig } from './config-schema.ts';
import { readImageConfig } from './config.ts';
import { openImageInLightbox } from './lightbox.ts';
import { resolveImageDesign } from './design.ts';
import { fitImageWidth } from './fit-image.ts';
import { loadNearViewport } from './load-near.ts';
import { readImage } from './read-image.ts';

/** The design attribute the template's CSS lays each variant out by (chosen name, docs/markup.md 6.19). */
export const DESIGN_ATTRIBUTE = 'data-image-design';

/** The lightbox on the image when the config asks for it and the site's tier has it (GMM §8 warns otherwise). */
function lightboxOn(
  block: HTMLElement,
  image: HTMLImageElement | null,
  config: ImageConfig,
  page: PageContext,
  start: CoreContext['start'],
  signal: AbortSignal,
): Destroy | undefined {
  if (!config.lightbox || !image) return undefined;
  if (!page.website.lightboxAvailable) return void console.warn(LIGHTBOX_UNAVAILABLE);
  const theme = LIGHTBOX_THEMES.find((name) => name === config.lightboxTheme) ?? 'dark';
  return openImageInLightbox({ block, image, theme, start, signal });
}

/**
 * Image block (type 5, docs/markup.md 6.19). Plain DOM, no React: the template's stylesheet lays every
 * design out at first paint (from `data-image-design` in the HTML), so the runtime only keeps the
 * narrow layout attribute in step with the block's width (site-runtime.md §9), sizes a lazy image for
 * the CDN's widths, loads it within GMM's 200 px lazy-load margin and logs the image helper warnings (GMM §8). Nothing it does moves a box.
 */
export const mount = defineBlock({
  config: readImageConfig,
  markup: readImage,
  mount({ element: block, config, markup, page, start, signal }) {
    const { design, warning } = resolveImageDesign(config.design);
    for (const message of warning === undefined ? markup.warnings : [warning, ...markup.warnings]) console.warn(message);
    // Layout reads first (the image's width, then the block's), writes after.
    const restoreImage = markup.image ? fitImageWidth(markup.image) : () => undefined;
    const stopLoading = markup.image ? loadNearViewport(markup.image) : () => undefined;
    const restoreDesign = snapshotAttributes([block], [DESIGN_ATTRIBUTE]);
    const stopLayout = observeWidthLayout(block, 'narrow', IMAGE_NARROW_UNDER_PX);
    block.setAttribute(DESIGN_ATTRIBUTE, design);
    const stopLightbox = lightboxOn(block, markup.image, config, page, start, signal);
    return () => {
      stopLightbox?.();
      stopLayout();
      stopLoading();
      restoreImage();
      restoreDesign();
    };
  },
});
