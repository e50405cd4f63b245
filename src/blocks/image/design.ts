import { resolveDesign } from '../../kit/resolve-design.ts';

/** GMM §3.6 "Image: inline, poster, card, overlap, collage, stack" (docs/markup.md 6.19 `design`). */
export const IMAGE_DESIGNS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageDesign = (typeof IMAGE_DESIGNS)[number];

/** The default design (chosen here: the plain image with its caption under it). */
export const DEFAULT_IMAGE_DESIGN: ImageDesign = 'inline';

/** The config's design, or the default with a warning when it names no known design. */
export const resolveImageDesign = (value: string | undefined) => resolveDesign('image', IMAGE_DESIGNS, DEFAULT_IMAGE_DESIGN, value);
