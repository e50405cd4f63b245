import * as z from 'zod/mini';

const flag = () => z.optional(z.boolean());
const count = () => z.optional(z.number().check(z.refine(Number.isInteger)));
const size = () => z.optional(z.number());
const name = () => z.optional(z.string());

/**
 * data-block-json of a gallery block (docs/markup.md 6.5; GMM §3.1, option names as the spec writes
 * them, hyphens included). Absent options get their design's default where the gallery is built
 * (settings.ts), since several defaults depend on the design. `design`, `transition` and the other
 * names stay strings here: an unknown design or transition has an error of its own (GMM §5), not
 * 'Error evaluating gallery block data.'. `columnWidth` may be a string ("a string is parsed as an
 * integer"). Renderer fields beyond these are allowed and ignored.
 */
export const GalleryConfigSchema = z.looseObject({
  design: z.string(),
  transition: name(),
  imageAspectRatio: name(),
  slidesPerRow: count(),
  lightbox: flag(),
  lightboxTheme: name(),
  mixedContent: flag(),
  columnWidth: z.optional(z.unknown()),
  rowHeight: size(),
  gutter: size(),
  padding: size(),
  listImageSize: size(),
  'active-alignment': name(),
  autoplay: flag(),
  'autoplay-duration': size(),
  'autoplay-random': flag(),
  'square-thumbs': flag(),
  'auto-crop': flag(),
  thumbnails: flag(),
  'thumbnails-per-row': count(),
  'thumbnail-strip-height': size(),
  'thumbnail-strip-margin': size(),
  'meta-position': name(),
  vSize: size(),
  loop: flag(),
  lazyLoad: name(),
  preloadCount: count(),
  historyHash: flag(),
  /** newSwipe: what happens past the first and last slide, "start end" or one value for both (GMM §5). */
  boundaries: name(),
  /** newSwipe: where a released drag settles, "50%" or "none" (GMM §5). */
  snapPoints: name(),
});

export type GalleryConfig = z.output<typeof GalleryConfigSchema>;
