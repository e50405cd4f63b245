import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'listener', selector: `${block} audio`, type: 'play' }],
  text: "no markup changes without a title: a play listener is added to the block's audio (6.17)",
};
