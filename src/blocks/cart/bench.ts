import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (root) => [{ kind: 'attribute', selector: root, attribute: 'data-cart-bundle' }],
  text: "the fixture's cart bundle marks the root data-cart-bundle (6.21)",
};
