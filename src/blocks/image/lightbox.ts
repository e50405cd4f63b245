import type { CoreContext, Destroy } from '../../kit/define.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { imageItem, type LightboxItem, type LightboxTheme } from '../../ui/lightbox-opener/item.ts';
import { isPlainClick, lightboxOpener } from '../../ui/lightbox-opener/opener.ts';

export interface ImageLightboxOptions {
  readonly block: HTMLElement;
  readonly image: HTMLImageElement;
  readonly theme: LightboxTheme;
  readonly start: CoreContext['start'];
  readonly signal: AbortSignal;
}

/** The block's image as a one-item lightbox set: its id is the block's (`#itemId=block-imagem`). */
const itemOf = (block: HTMLElement, image: HTMLImageElement): LightboxItem =>
  imageItem(image, { id: block.id, caption: image.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '' });

/**
 * An image block with `lightbox` on (docs/markup.md 6.19, 6.6): a plain click on the image opens it in
 * the lightbox. An image inside a link: the link's click opens it instead of following it. An image
 * on its own becomes a button for the keyboard (focusable, Enter and Space), as the lightbox is a
 * dialog it opens. `#itemId={block id}` opens it from the address. Returns what undoes it.
 */
export function openImageInLightbox({ block, image, theme, start, signal }: ImageLightboxOptions): Destroy {
  const link = image.closest<HTMLAnchorElement>('a[href]');
  const target: HTMLElement = link && block.contains(link) ? link : image;
  const lightbox = lightboxOpener({ items: () => [itemOf(block, image)], theme, start, signal }, () => target);
  const restore = snapshotAttributes([image], ['tabindex', 'role', 'aria-haspopup']);
  if (target === image) {
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
    image.setAttribute('aria-haspopup', 'dialog');
    image.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        lightbox.openAt(0, true, image);
      },
      { signal },
    );
  }
  target.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      lightbox.openAt(0, true, target);
    },
    { signal },
  );
  return () => {
    lightbox.stop();
    restore();
  };
}
