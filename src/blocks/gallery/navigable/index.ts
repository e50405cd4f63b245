import { createElement } from 'react';
import { defineFeature } from '../../../kit/define.ts';
import { GalleryNavigation, type NavigationInput } from './GalleryNavigation.tsx';

export type { NavigationInput } from './GalleryNavigation.tsx';

/**
 * The navigation of slideshow, slider and carousel as a lazy feature (registry LAZY_FEATURES): a page
 * whose galleries are grids, lists or autolayouts never downloads it. Started by the gallery block
 * (Gallery.tsx) through the core, so its chunk has the core's recovery and error reports, it hands the
 * block GalleryNavigation (the shared React carousel) to render in the gallery's own root, and takes it
 * away when stopped.
 */
export const start = defineFeature<NavigationInput>(({ input: { show, ...input }, page }) => show(createElement(GalleryNavigation, { ...input, page })));
