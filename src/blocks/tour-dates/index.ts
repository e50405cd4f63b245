import { defineBlock } from '../../kit/define.ts';
import { TOUR_DATES_MESSAGES } from '../../texts/tour-dates.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { readTourDatesConfig } from './config.ts';
import { readTourDates } from './read-tour-dates.ts';
import { formatTourDate, parseTourDate } from './tour-date.ts';

/** Marks a date that has passed (chosen name), for the template's stylesheet. */
const PAST_ATTRIBUTE = 'data-tour-past';

/**
 * Tour dates block (type 59, docs/markup.md 6.16; the spec names the module only). Each date is written
 * out in pt-BR from its `datetime` (weekday, day, month, year and the venue's time); its ticket link is
 * named with the date and venue ("Ingressos: qui., 14 de ago. de 2025, 21:00, Circo Voador, Rio de
 * Janeiro"), so a list of links all reading "Ingressos" can be told apart; a date that has passed (a
 * cached page) is marked, its ticket link hidden and 'Encerrado' shown in its place. Nothing moves:
 * dates stay where the renderer put them. Plain DOM, once at mount.
 */
export const mount = defineBlock({
  config: readTourDatesConfig,
  markup: readTourDates,
  mount({ element: block, markup: dates }) {
    const now = Date.now();
    const undo: (() => void)[] = [];
    for (const { item, time, ticket, venue } of dates) {
      const date = parseTourDate(time.getAttribute('datetime') ?? '');
      if (!date) {
        console.warn(`[site-runtime] tour dates block #${block.id}: "${time.getAttribute('datetime')}" is not a date; the item stays as it is`);
        continue;
      }
      const written = [...time.childNodes];
      undo.push(snapshotAttributes([item], [PAST_ATTRIBUTE]), ...(ticket ? [snapshotAttributes([ticket], ['aria-label', 'hidden'])] : []), () =>
        time.replaceChildren(...written),
      );
      const text = formatTourDate(date);
      time.textContent = text;
      if (date.end > now) {
        ticket?.setAttribute('aria-label', TOUR_DATES_MESSAGES.ticketLabel(ticket.textContent?.trim() ?? '', text, venue));
        continue;
      }
      item.setAttribute(PAST_ATTRIBUTE, '');
      const past = block.ownerDocument.createElement('span');
      past.className = 'tour-dates-past';
      past.textContent = TOUR_DATES_MESSAGES.past;
      if (ticket) {
        ticket.hidden = true;
        ticket.after(past);
      } else item.append(past);
      undo.push(() => past.remove());
    }
    return () => undo.reverse().forEach((step) => step());
  },
});
