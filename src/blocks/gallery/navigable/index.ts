import { createElement } from 'react';
import { defineFeature } from '../../../kit/define.ts';
import { renderIntoBlock } from '../../../ui/react-root.ts';
import { GalleryNavigation, type NavigationInput } from './GalleryNavigation.tsx';

export type { NavigationInput } from './GalleryNavigation.tsx';

/**
 * The navigation of slideshow, slider and carousel as a lazy feature (registry LAZY_FEATURES): a page
 * whose galleries are grids, lists or autolayouts never downloads it, nor React. Started by the gallery
 * block, it renders GalleryNavigation (the shared React carousel) into the block, and stops with it.
 */
export const start = defineFeature<NavigationInput>(({ input, page, report, signal }) =>
  renderIntoBlock({ element: input.block, report, signal }, createElement(GalleryNavigation, { ...input, page })),
);
