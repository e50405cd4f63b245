import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'present', selector: `${block} .search-hint[role="status"]` }],
  text: 'the runtime adds the empty span.search-hint[role="status"] to the form (6.13)',
};
