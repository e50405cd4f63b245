import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { fittedSrcset } from '../../ui/media/image-width.ts';

/**
 * GMM §7's CDN widths for the block's image, as the gallery sizes its slides (docs/markup.md 6.19):
 * an image that is `loading="lazy"` and has not started downloading gets `sizes` set to its laid-out
 * width, so `srcset` picks the file for it, and (where the CDN's widths have a gap) a `srcset` without
 * the files over twice that width. An image already loading, or laid out 0 px wide, is left alone:
 * changing its `sizes` then would only fetch a second file. Returns what puts both attributes back.
 */
export function fitImageWidth(image: HTMLImageElement, pixelRatio: number = devicePixelRatio): () => void {
  const width = Math.ceil(image.getBoundingClientRect().width);
  const started = image.getAttribute('loading') !== 'lazy' || image.currentSrc !== '';
  if (started || width <= 0) return () => undefined;
  const restore = snapshotAttributes([image], ['sizes', 'srcset']);
  image.sizes = `${width}px`;
  const srcset = image.getAttribute('srcset');
  const fitted = srcset ? fittedSrcset(srcset, width * pixelRatio) : undefined;
  if (fitted !== undefined) image.srcset = fitted;
  return restore;
}
