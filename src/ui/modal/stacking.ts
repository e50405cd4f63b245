import { DIALOG } from '../block-kit/limits.ts';
import { LIGHTBOX_OPEN_ATTRIBUTE } from '../../shared/markers.ts';

/**
 * The attribute an open lightbox carries (the name is chosen here; the lightbox sets it while it is
 * open). Dialogs count these to stack above every open lightbox.
 */
const LIGHTBOX_OPEN_SELECTOR = `[${LIGHTBOX_OPEN_ATTRIBUTE}]`;

/** site-runtime.md §9: base z-index 30000, plus 10 for each open lightbox. */
export function dialogZIndex(doc: Document = document): number {
  return DIALOG.baseZIndex + DIALOG.zIndexPerLightbox * doc.querySelectorAll(LIGHTBOX_OPEN_SELECTOR).length;
}
