import { createElement } from 'react';
import { defineFeature } from '../../../kit/define.ts';
import { renderIntoBlock } from '../../../ui/react-root.ts';
import { GalleryNavigation, type NavigationInput } from './GalleryNavigation.tsx';

export type { NavigationInput } from './GalleryNavigation.tsx';

/**
 * The navigation of slideshow, slider and carousel as a lazy feature (registry LAZY_FEATURES): a page
 * whose galleries are grids, lists or autolayouts never downloads it, nor React. Started by the gallery
 * block, it renders GalleryNavigation (the shared React carousel) into the block, and stops with it. It
 * has started once every slide is adopted, after the first paint (Carousel.tsx), so settled() still
 * means fully enhanced; an error React reports, or a stop, ends that wait too.
 */
export const start = defineFeature<NavigationInput>(async ({ input, page, report, signal }) => {
  let adopted = (): void => undefined;
  const adoption = new Promise<void>((resolve) => {
    adopted = resolve;
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
  const failed = (error: unknown): void => {
    report(error);
    adopted();
  };
  const stop = await renderIntoBlock(
    { element: input.block, report: failed, signal },
    createElement(GalleryNavigation, { ...input, page, onAdopted: adopted }),
  );
  await adoption;
  return stop;
});
