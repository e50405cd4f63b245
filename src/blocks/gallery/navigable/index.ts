import { defineFeature } from '../../../kit/define.ts';
import { mountNavigable, type NavigationInput } from './mount-navigable.ts';

export type { NavigationInput } from './mount-navigable.ts';

/**
 * The navigation of slideshow, slider and carousel as a lazy feature (registry LAZY_FEATURES): a page
 * whose galleries are grids, lists or autolayouts never downloads it. Started by the gallery block,
 * it stops with it.
 */
export const start = defineFeature<NavigationInput>(({ input, page, signal }) => mountNavigable({ ...input, page, signal }));
