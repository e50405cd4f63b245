import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (link) => [{ kind: 'listener', selector: link, type: 'click' }],
  text: 'no markup changes: a click listener is added to the link (6.23)',
};
