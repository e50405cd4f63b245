import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'present', selector: `${block}[data-gallery-ready]` }],
  text: 'the runtime marks the block data-gallery-ready (6.5)',
};
