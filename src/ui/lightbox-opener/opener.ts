import type { CoreContext, Destroy } from '../../kit/define.ts';
import { itemIdInHash } from './item-hash.ts';
import type { LightboxItem, LightboxRequest, LightboxTheme } from './item.ts';

/** GMM §8 "Lightbox feature unavailable in the tier". */
export const LIGHTBOX_UNAVAILABLE = 'lightboxify is not available in this tier!';

/** A click that opens the lightbox: the main button, no Ctrl, Shift, Alt or Meta (those keep the link's own behaviour). */
export const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey;

export interface LightboxOpenerOptions {
  /** The set's items, read when it opens (its images may have loaded files since the page came). */
  items(): readonly LightboxItem[];
  readonly theme: LightboxTheme;
  readonly start: CoreContext['start'];
  readonly signal: AbortSignal;
}

export interface LightboxOpener {
  /** Opens the set on `index` unless a lightbox is open; `opener` gets focus back (else the item's own link). */
  openAt(index: number, addHistoryEntry: boolean, opener?: HTMLElement): void;
  /** Takes this set's lightbox away, if it is the one open. */
  stop(): void;
}

/**
 * The lightbox open on the page, whichever block opened it: one at a time, so an address whose item id
 * two sets share opens the first set's (in page order), not both.
 */
let open: { readonly owner: object; readonly started: Promise<Destroy | undefined> } | undefined;

/**
 * What every lightbox set does (docs/markup.md 6.6): opens through the lazy `lightbox` feature (its code
 * loads on the first opening), one lightbox at a time, and from the address: `#itemId=` naming one of its
 * items when the page loads, and when Back or Forward comes to such an address.
 */
export function lightboxOpener({ items, theme, start, signal }: LightboxOpenerOptions, ownLink: (index: number) => HTMLElement | undefined): LightboxOpener {
  const owner = {};
  const ours = (): Promise<Destroy | undefined> | undefined => (open?.owner === owner ? open.started : undefined);
  const letGo = (): void => {
    const started = ours();
    if (started) open = undefined;
    void started?.then((stop) => stop?.());
  };
  const openAt = (index: number, addHistoryEntry: boolean, opener?: HTMLElement): void => {
    if (open || signal.aborted) return;
    // The feature ends itself when the visitor closes it: its starter lets it go.
    const request: LightboxRequest = { items: items(), index, theme, addHistoryEntry, opener: opener ?? ownLink(index), onClosed: letGo };
    const started = start('lightbox', request);
    open = { owner, started };
    // The chunk failed (reported): the next try loads it again, and a link the visitor clicked goes where it
    // points, as it would without the runtime (the reload that recovers a chunk has been spent by then).
    void started.then((stop) => {
      if (stop || open?.started !== started) return;
      open = undefined;
      // Only an http(s) address: the anchor's own, resolved by the browser.
      if (addHistoryEntry && opener instanceof HTMLAnchorElement && /^https?:$/.test(opener.protocol) && !signal.aborted) location.assign(opener.href);
    });
  };
  const openFromAddress = (): void => {
    const id = itemIdInHash(location.hash);
    const index = id === undefined ? -1 : items().findIndex((item) => item.id === id);
    if (index !== -1) openAt(index, false);
  };
  window.addEventListener('popstate', openFromAddress, { signal });
  openFromAddress();
  return { openAt, stop: letGo };
}
