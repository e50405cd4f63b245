import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { readGalleryConfig } from './config.ts';
import { Gallery } from './Gallery.tsx';
import './gallery.css';
import { readGallery } from './read-gallery.ts';
import { resolveSettings } from './settings.ts';

/**
 * Gallery block (type 8, docs/markup.md 6.5): every design a React component (Gallery.tsx) over the
 * server's nodes, rendered through the one root helper. The template's stylesheet lays every design out
 * at first paint; the component adds what needs script: images at the right width, the lightbox's
 * opener, and for slideshow, slider and carousel the navigation, a lazy chunk of its own
 * (navigable/index.ts: a grid, list or autolayout page never downloads it) rendered in the same root, the
 * React carousel the summary shares (src/ui/carousel/Carousel.tsx), which adopts the slides and renders
 * only its controls, so no slide node (an iframe, a playing video) is ever replaced. The mount resolves
 * once the gallery is fully enhanced, which goes on after its first paint (every image's width, every
 * slide's names, a slice per task); with nothing when the navigation's chunk failed (the HTML as it was).
 */
export const mount = defineBlock({
  config: readGalleryConfig,
  markup: readGallery,
  mount: async ({ element: block, config, markup, page, report, signal, start, dispatch }) => {
    const settings = resolveSettings(config);
    for (const warning of settings.warnings) console.warn(warning);
    let settle: (enhanced: boolean) => void = () => undefined;
    const settled = new Promise<boolean>((resolve) => (settle = resolve));
    // An error React reports settles it too: a tree that failed never would.
    const failed = (error: unknown): void => {
      report(error);
      settle(false);
    };
    const destroy = await renderIntoBlock(
      { element: block, report: failed, signal },
      createElement(Gallery, { block, markup, settings, page, start, dispatch, settle }),
    );
    if (signal.aborted || (await settled)) return destroy;
    destroy();
    return undefined;
  },
});
