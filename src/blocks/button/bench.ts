import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'listener', selector: `${block} a[href]`, type: 'click' }],
  text: 'no markup changes: a click listener is added to its link (6.9)',
};
