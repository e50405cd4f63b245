import { itemIdFromLocation, recordedAddress, slideIndexForItem, type SlideAddress } from '../engine/address.ts';

export interface AddressHistory {
  /** The slide the address names on load, or undefined. */
  readonly initial: number | undefined;
  /** Records slide `index`: a new history entry for a visitor's move, the same entry replaced for autoplay's. */
  record(index: number, replace: boolean): void;
}

/** The slide the page's address names (its path's last segment below the collection, or `#itemId=`), or undefined. */
export function addressedSlide(slides: readonly SlideAddress[], collectionFullUrl: string): number | undefined {
  const id = itemIdFromLocation(location, collectionFullUrl);
  return id === undefined ? undefined : slideIndexForItem(slides, id);
}

/**
 * GMM §2 "Gallery address behaviour" on `history` (docs/markup.md 6.5 "Address"): each change is the
 * collection's URL and the slide's own segment; Back and Forward (popstate) bring the recorded slide
 * back through `onItem`. Only a same-origin address is ever recorded: the segments come from the page.
 */
export function trackAddress(
  slides: readonly SlideAddress[],
  collectionFullUrl: string,
  signal: AbortSignal,
  onItem: (index: number | undefined) => void,
): AddressHistory {
  const indexHere = (): number | undefined => addressedSlide(slides, collectionFullUrl);
  addEventListener('popstate', () => onItem(indexHere()), { signal });
  return {
    initial: indexHere(),
    record(index, replace) {
      const slide = slides[index];
      if (!slide || indexHere() === index) return;
      const address = new URL(recordedAddress(collectionFullUrl, slide), location.href);
      if (address.origin !== location.origin) return;
      history[replace ? 'replaceState' : 'pushState'](history.state, '', address);
    },
  };
}
