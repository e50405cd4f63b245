import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'present', selector: `${block} .calendar-live` }],
  text: "the runtime adds the calendar's live region p.calendar-live (6.14)",
  // A React block a visitor presses (issue 36: a click on any ported block paints within 100 ms at 4x CPU).
  click: (block) => ({ selector: `${block} a[data-calendar-month]`, nth: 0, what: 'ask for another month' }),
};
