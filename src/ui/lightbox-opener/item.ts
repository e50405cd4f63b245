/** One item of a lightbox set (site-runtime.md §3 "Lightbox set item: content element and meta"), as its opener read it. */
export interface LightboxItem {
  /** The item id: what `#itemId=` names (the slide's URL segment, else its id). */
  readonly id: string;
  /** The image: `src` and the CDN widths' `srcset`, so the lightbox asks for the width it shows. */
  readonly src: string;
  readonly srcset: string;
  readonly alt: string;
  /** The original's size (the image's width and height), null when unknown. */
  readonly width: number | null;
  readonly height: number | null;
  /** A file of the same image the page already loaded (the thumbnail's), shown under it at once. */
  readonly placeholder: string;
  /** The meta, as plain text. */
  readonly caption: string;
  /** A video item's own page: the lightbox shows the poster and links there. */
  readonly videoHref?: string | undefined;
}

/**
 * An item from an image of the page, read when the lightbox opens: its files and alt, its size (`size`
 * when the markup states it, else the image's width and height; both or none), and the file it already
 * shows as the placeholder.
 */
export function imageItem(
  image: HTMLImageElement | null,
  { id, caption, size }: { id: string; caption: string; size?: { width: number | null; height: number | null } },
): LightboxItem {
  const width = size?.width ?? (Number(image?.getAttribute('width')) || null);
  const height = size?.height ?? (Number(image?.getAttribute('height')) || null);
  return {
    id,
    src: image?.getAttribute('src') ?? '',
    srcset: image?.getAttribute('srcset') ?? '',
    alt: image?.alt ?? '',
    width: width && height ? width : null,
    height: width && height ? height : null,
    placeholder: image?.complete && image.naturalWidth > 0 ? image.currentSrc : '',
    caption,
  };
}

/** GMM §3.1 lightboxTheme "light or dark". */
export const LIGHTBOX_THEMES = ['light', 'dark'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];

/** What a block passes `start('lightbox', request)`. */
export interface LightboxRequest {
  readonly items: readonly LightboxItem[];
  /** The item shown first. */
  readonly index: number;
  readonly theme: LightboxTheme;
  /**
   * Opening adds a history entry (a click on an item): Back closes the lightbox, Forward opens it
   * again. False when the address already names the item (a shared link, Back or Forward).
   */
  readonly addHistoryEntry: boolean;
  /** Focus goes back here on close: the item's link that opened it, or the item's own link. */
  readonly opener?: HTMLElement | undefined;
  /** Once it has closed (not on teardown), with the index shown last. */
  onClosed?(index: number): void;
}
