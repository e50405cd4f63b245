import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'present', selector: `${block} [role="alert"]` }],
  text: 'the form\'s live region [role="alert"] is rendered (6.4)',
};
