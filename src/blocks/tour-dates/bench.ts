import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // The example's first date has passed: its item is marked at once.
  signals: (block) => [{ kind: 'attribute', selector: `${block} li`, attribute: 'data-tour-past' }],
  text: 'the runtime marks a past date data-tour-past (6.16)',
};
