import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (bar) => [{ kind: 'present', selector: `${bar}:not([hidden])` }],
  text: 'the bar loses its hidden attribute (6.22; the viewport is 800 px wide)',
};
