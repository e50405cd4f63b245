import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { createReactRoot } from '../react-root.ts';
import type { LightboxRequest } from './item.ts';
import { Lightbox } from './Lightbox.tsx';

/**
 * Opens the lightbox (docs/markup.md §6.6): the Lightbox component through the one root helper, as
 * renderIntoBlock renders a block. The root lives on a detached fragment and the dialog is a portal
 * into the document's body, where it is appended. Resolves once it is shown (its first render
 * committed), with what takes it away at once (its starter's teardown); it closes itself when the
 * visitor closes it, and then calls `request.onClosed`.
 */
export async function openLightbox(request: LightboxRequest, report: (error: unknown) => void): Promise<() => void> {
  const root = createReactRoot(document.createDocumentFragment(), report);
  await root.render(createPortal(createElement(Lightbox, { request }), document.body));
  return () => root.unmount();
}
