import { decodeComponent, itemIdInHash } from '../../../ui/lightbox-opener/item-hash.ts';

/**
 * The gallery's address (GMM §2 "Gallery address behaviour", docs/markup.md §6.5 "Address"). Pure: the
 * design passes location's parts and calls history itself.
 */

export interface SlideAddress {
  /** data-slide-id */
  readonly id: string;
  /** data-slide-url: the slide's own URL segment, when it has one. */
  readonly url?: string | undefined;
}

/** GMM §6 "Editing backend mode disables gallery history updates"; §2 "When history hash is enabled and the page is not in the editing backend". */
export function shouldRecordAddress({ historyHash, editMode }: { historyHash: boolean; editMode: boolean }): boolean {
  return historyHash && !editMode;
}

/**
 * GMM §2 "The recorded address is the collection's full URL with a trailing slash added, followed by the
 * slide's own URL or, failing that, the slide id." A full URL that already ends in slashes gets exactly one.
 */
export function recordedAddress(collectionFullUrl: string, slide: SlideAddress): string {
  const item = slide.url !== undefined && slide.url !== '' ? slide.url : slide.id;
  return `${collectionFullUrl.replace(/\/+$/, '')}/${item}`;
}

/** A full URL's path without trailing slashes; absolute URLs and paths alike ('https://site/galeria/' and '/galeria' give '/galeria'). */
function collectionPath(collectionFullUrl: string): string {
  return new URL(collectionFullUrl, 'http://path.invalid/').pathname.replace(/\/+$/, '');
}

/**
 * GMM §2 "On load a gallery reads the item id": from `#itemId={id}` in the hash (chosen form, URL-decoded,
 * among other `&`-separated hash parameters) first, else the path's last segment when the path lies below
 * the collection's URL. Undefined when neither gives one.
 */
export function itemIdFromLocation({ hash, pathname }: { hash: string; pathname: string }, collectionFullUrl: string): string | undefined {
  const inHash = itemIdInHash(hash);
  if (inHash !== undefined) return inHash;
  const base = collectionPath(collectionFullUrl);
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const segments = pathname
    .slice(base.length + 1)
    .split('/')
    .filter((segment) => segment !== '');
  const last = segments.at(-1);
  return last === undefined ? undefined : decodeComponent(last);
}

/** GMM §2 "jumps to the slide whose slide id or slide URL matches": its index, or undefined. */
export function slideIndexForItem(slides: readonly SlideAddress[], itemId: string): number | undefined {
  const index = slides.findIndex((slide) => slide.id === itemId || (slide.url !== undefined && slide.url !== '' && slide.url === itemId));
  return index === -1 ? undefined : index;
}
