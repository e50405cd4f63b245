import { resolveDesign } from '../../kit/block-kit/resolve-design.ts';
import { IMAGE_VARIANTS } from '../../shared/lists/enums.ts';

/** The block variants of GMM §3.6 (docs/markup.md 6.19 `design`). */
export type ImageDesign = (typeof IMAGE_VARIANTS)[number];

/** The default design (chosen here: the plain image with its caption under it). */
const DEFAULT_IMAGE_DESIGN: ImageDesign = 'inline';

/** The config's design, or the default with a warning when it names no known design. */
export const resolveImageDesign = (value: string | undefined) => resolveDesign('image', IMAGE_VARIANTS, DEFAULT_IMAGE_DESIGN, value);
