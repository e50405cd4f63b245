import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { readTourDatesConfig } from './config.ts';
import { readTourDates } from './read-tour-dates.ts';
import { formatTourDate, parseTourDate } from './tour-date.ts';
import { TourDates, type TourDateShow } from './TourDates.tsx';

/**
 * Tour dates block (type 59, docs/markup.md 6.16; the spec names the module only). Each date is written
 * out in pt-BR from its `datetime` (weekday, day, month, year and the venue's time); its ticket link is
 * named with the date and venue ("Ingressos: qui., 14 de ago. de 2025, 21:00, Circo Voador, Rio de
 * Janeiro"), so a list of links all reading "Ingressos" can be told apart; a date that has passed (a
 * cached page) is marked, its ticket link hidden and 'Encerrado' shown in its place. Nothing moves:
 * dates stay where the renderer put them. A React component (TourDates.tsx) over the renderer's items,
 * judged once at mount (the visitor's clock then); the dates are read and parsed here, before React.
 */
export const mount = defineBlock({
  config: readTourDatesConfig,
  markup: readTourDates,
  mount({ element: block, markup: dates, report, signal }) {
    const now = Date.now();
    const shows = dates.flatMap((entry): TourDateShow[] => {
      const date = parseTourDate(entry.time.getAttribute('datetime') ?? '');
      if (date) return [{ ...entry, text: formatTourDate(date), past: date.end <= now }];
      console.warn(`[site-runtime] tour dates block #${block.id}: "${entry.time.getAttribute('datetime')}" is not a date; the item stays as it is`);
      return [];
    });
    return renderIntoBlock({ element: block, report, signal }, createElement(TourDates, { shows }));
  },
});
