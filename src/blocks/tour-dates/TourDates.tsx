import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOUR_DATES_MESSAGES } from '../../texts/tour-dates.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import type { TourDateItem } from './read-tour-dates.ts';

/** Marks a date that has passed (chosen name), for the template's stylesheet. */
const PAST_ATTRIBUTE = 'data-tour-past';

/** A date of the renderer's list, read: its item's nodes, the date written out and whether it has passed. */
export interface TourDateShow extends TourDateItem {
  /** The date in pt-BR (formatTourDate). */
  readonly text: string;
  /** Over by the visitor's clock at mount. */
  readonly past: boolean;
}

/**
 * One date on the renderer's `li` (docs/markup.md 6.16): its `time` reads the date written out, its
 * ticket link is named with the date and venue, or, past, the item is marked, the link hidden and
 * 'Encerrado' (React's) takes the link's place. What changed on the server's nodes comes back exactly
 * on unmount.
 */
function TourDate({ show: { item, time, ticket, venue, text, past } }: { show: TourDateShow }) {
  // Where 'Encerrado' is rendered: the mark itself, put right after the ticket link (a portal would end the item).
  const [mark] = useState(() => {
    if (!past) return null;
    const span = item.ownerDocument.createElement('span');
    span.className = 'tour-dates-past';
    return span;
  });

  useLayoutEffect(() => {
    const written = [...time.childNodes];
    const restoreItem = snapshotAttributes([item], [PAST_ATTRIBUTE]);
    const restoreTicket = snapshotAttributes(ticket ? [ticket] : [], ['aria-label', 'hidden']);
    time.textContent = text;
    if (!mark) ticket?.setAttribute('aria-label', TOUR_DATES_MESSAGES.ticketLabel(ticket.textContent?.trim() ?? '', text, venue));
    else {
      item.setAttribute(PAST_ATTRIBUTE, '');
      if (ticket) {
        ticket.hidden = true;
        ticket.after(mark);
      } else item.append(mark);
    }
    return () => {
      mark?.remove();
      restoreTicket();
      restoreItem();
      time.replaceChildren(...written);
    };
  }, [item, time, ticket, venue, text, mark]);

  return mark && createPortal(TOUR_DATES_MESSAGES.past, mark);
}

/** The tour dates on the renderer's list: each date adopted where it is, nothing drawn around them. */
export function TourDates({ shows }: { shows: readonly TourDateShow[] }) {
  return shows.map((show, index) => <TourDate key={index} show={show} />);
}
