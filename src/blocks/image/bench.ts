import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // Set on mount even when the HTML has the same value (a mutation record all the same).
  signals: (block) => [{ kind: 'attribute', selector: block, attribute: 'data-image-design' }],
  text: 'the runtime sets data-image-design on the block (6.19)',
};
