import { hashWithItemId, itemIdInHash } from '../lightbox-opener/item-hash.ts';

/** Marks the history entry the lightbox added, so closing it goes back there instead of leaving it behind. */
const STATE_KEY = 'siteLightbox';

const stateOf = (): Record<string, unknown> => (typeof history.state === 'object' && history.state !== null ? (history.state as Record<string, unknown>) : {});
const addressWith = (id: string | undefined): string => location.pathname + location.search + hashWithItemId(location.hash, id);

/**
 * The lightbox in the address (docs/markup.md §6.6): `#itemId={id}` names the item shown. Opened by a
 * click, it adds a history entry (marked in its state), so Back closes it and Forward opens it again;
 * moving between items replaces that entry, so one Back is enough whatever was seen.
 */
export const lightboxAddress = {
  /** The item id the address names now. */
  itemId: (): string | undefined => itemIdInHash(location.hash),
  open(id: string, addEntry: boolean): void {
    if (addEntry) history.pushState({ ...stateOf(), [STATE_KEY]: true }, '', addressWith(id));
    else history.replaceState(stateOf(), '', addressWith(id));
  },
  show(id: string): void {
    history.replaceState(stateOf(), '', addressWith(id));
  },
  /** Closed by the visitor: back off the entry the lightbox added, or take the item id out of this one. */
  close(): void {
    if (stateOf()[STATE_KEY] === true) history.back();
    else lightboxAddress.forget();
  },
  /** Takes the item id out of the address, in place (a teardown must not navigate). */
  forget(): void {
    history.replaceState(stateOf(), '', addressWith(undefined));
  },
};
