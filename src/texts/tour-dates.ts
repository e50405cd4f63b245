/** The tour dates block's texts (docs/markup.md 6.16, chosen here; the spec words none); see messages.ts on why apart. */
export const TOUR_DATES_MESSAGES = {
  // Shown in place of the ticket link of a date that has passed.
  past: 'Encerrado',
  // A ticket link's accessible name: its own text first (what a speech user says), then the date and the venue.
  ticketLabel: (link: string, date: string, venue: string): string => [link, [date, venue].filter(Boolean).join(', ')].filter(Boolean).join(': '),
} as const;
