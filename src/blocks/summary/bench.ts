import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // One chunk for two block types: the selector lists both.
  signals: (blocks) => blocks.split(', ').map((block) => ({ kind: 'present', selector: `${block}[data-summary-ready]` }) as const),
  text: 'the runtime marks the block data-summary-ready (6.20)',
};
