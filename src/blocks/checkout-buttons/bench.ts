import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (link) => [{ kind: 'attribute', selector: link, attribute: 'href' }],
  text: "the runtime sets a checkout button's href from its ids (6.10)",
};
