import { POSITIONS } from '../../shared/lists/enums.ts';

/**
 * The image helper warnings (galleries-maps-measurement.md §8: "invalid image element; invalid or
 * missing image source; missing alignment for a fit-mode image; no parent node; no image"): the spec
 * names them, the wording around them is chosen here (docs/markup.md 6.19). Logged only: a block with
 * a warning is still enhanced (its narrow layout), and its image is left as the HTML has it.
 */
const IMAGE_WARNING = {
  invalidElement: 'invalid image element',
  invalidSource: 'invalid or missing image source',
  missingAlignment: 'missing alignment for a fit-mode image',
  noParent: 'no parent node',
  noImage: 'no image',
} as const;

/** The element that names the block's image when there are several (chosen here); else the block's first `img`. */
const IMAGE_SELECTOR = '[data-image]';
/** `fit`: the whole image inside its box, placed by `data-image-alignment`; `fill`: the box covered (chosen here). */
const FIT_ATTRIBUTE = 'data-image-fit';
/** One of the positions of GMM §3.6 (POSITIONS: 'top-left' … 'bottom-right'). */
const ALIGNMENT_ATTRIBUTE = 'data-image-alignment';

/** One warning as it is logged: `[site-runtime] image block #block-imagem: no image`. */
function imageWarning(block: Element, warning: string): string {
  return `[site-runtime] image block #${block.id}: ${warning}`;
}

export interface ImageMarkup {
  /** The image the runtime may size, or null when there is none it can use. */
  readonly image: HTMLImageElement | null;
  /** The helper warnings, worded (imageWarning). */
  readonly warnings: readonly string[];
}

/** Whether an `img` has a source: a non-blank `src`, or a `srcset` with at least one candidate. */
function hasSource(image: HTMLImageElement): boolean {
  return (image.getAttribute('src') ?? '').trim() !== '' || (image.getAttribute('srcset') ?? '').split(',').some((candidate) => candidate.trim() !== '');
}

/**
 * The image helper on `image`, the block's image element: the warnings GMM §8 lists, in its order.
 * An image without a source or outside any parent is not one the runtime can size (null).
 * @internal Exported for its test, which hands it a detached image (readImage never finds one): the 'no parent node' warning.
 */
export function checkImage(block: Element, image: Element): ImageMarkup {
  const warn = (warning: string): string => imageWarning(block, warning);
  if (!(image instanceof HTMLImageElement)) return { image: null, warnings: [warn(`${IMAGE_WARNING.invalidElement} (${image.localName})`)] };
  const warnings: string[] = [];
  const sourced = hasSource(image);
  if (!sourced) warnings.push(warn(IMAGE_WARNING.invalidSource));
  if (image.getAttribute(FIT_ATTRIBUTE) === 'fit' && !(POSITIONS as readonly string[]).includes(image.getAttribute(ALIGNMENT_ATTRIBUTE) ?? '')) {
    warnings.push(warn(IMAGE_WARNING.missingAlignment));
  }
  const placed = image.parentNode !== null;
  if (!placed) warnings.push(warn(IMAGE_WARNING.noParent));
  return { image: sourced && placed ? image : null, warnings };
}

/** The block's markup reader (docs/markup.md 6.19): never throws, whatever the HTML. */
export function readImage(block: HTMLElement): ImageMarkup {
  const image = block.querySelector(IMAGE_SELECTOR) ?? block.querySelector('img');
  return image ? checkImage(block, image) : { image: null, warnings: [imageWarning(block, IMAGE_WARNING.noImage)] };
}
