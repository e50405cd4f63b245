import { requireElement } from '../../kit/block-kit/block-errors.ts';

export interface TourDateItem {
  readonly item: HTMLLIElement;
  readonly time: HTMLTimeElement;
  /** The ticket link; a date may have none (sold out, on sale later). */
  readonly ticket: HTMLAnchorElement | null;
  /** The item's text but the date's and the ticket link's: the venue and city. */
  readonly venue: string;
}

/** Separators a renderer puts between the parts of a line ("14 ago — Circo Voador, Rio · Ingressos"). */
const EDGE_SEPARATORS = /^[\s,;:·|–—-]+|[\s,;:·|–—-]+$/g;

function venueOf(item: HTMLLIElement, time: HTMLTimeElement, ticket: HTMLAnchorElement | null): string {
  const copy = item.cloneNode(true) as HTMLLIElement;
  const skip = [time, ticket].filter((node) => node !== null);
  // The copy's nodes at the same places as the time and the link: taken out, the rest is the venue.
  const all = [...item.querySelectorAll('*')];
  const copies = [...copy.querySelectorAll('*')];
  for (const node of skip) copies[all.indexOf(node)]?.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').replace(EDGE_SEPARATORS, '');
}

/**
 * The dates of `ul[data-tour-dates]` (docs/markup.md 6.16): each `li` with a `time[datetime]`, its venue
 * as text and a ticket `a[href]`. An item without a time is not a date and is left as it is.
 */
export function readTourDates(block: HTMLElement): TourDateItem[] {
  const list = requireElement<HTMLUListElement>(block, 'ul[data-tour-dates]', 'Tour dates list');
  return [...list.children].flatMap((item) => {
    if (!(item instanceof HTMLLIElement)) return [];
    const time = item.querySelector<HTMLTimeElement>('time[datetime]');
    if (!time) return [];
    const ticket = item.querySelector<HTMLAnchorElement>('a[href]');
    return [{ item, time, ticket, venue: venueOf(item, time, ticket) }];
  });
}
