import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'attribute', selector: `${block} [role="tab"]`, attribute: 'aria-selected' }],
  text: "the runtime sets a tab's aria-selected (6.2)",
};
