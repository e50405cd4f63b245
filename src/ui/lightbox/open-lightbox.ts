import { createElement } from 'react';
import { renderIntoBlock, type BlockRoot } from '../react/react-root.ts';
import type { LightboxRequest } from '../lightbox-opener/item.ts';
import { Lightbox } from './Lightbox.tsx';

/**
 * Opens the lightbox (docs/markup.md §6.6): the Lightbox component rendered into the document's body,
 * where its dialog is appended, as a block renders into its element. Resolves once it is shown (its
 * first render committed), with what takes it away at once (its starter's teardown); it closes itself
 * when the visitor closes it, and then calls `request.onClosed`.
 */
export function openLightbox(request: LightboxRequest, { report, signal }: Omit<BlockRoot, 'element'>): Promise<() => void> {
  return renderIntoBlock({ element: document.body, report, signal }, createElement(Lightbox, { request }));
}
