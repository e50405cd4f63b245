import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // Set on mount even when the HTML has the same address (a mutation record all the same).
  signals: (block) => [{ kind: 'attribute', selector: `${block} a[data-donate-page-id]`, attribute: 'href' }],
  text: "the runtime sets the donation button's href from its data-donate-page-id (6.10)",
};
