import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (element) => [{ kind: 'present', selector: `${element} > span` }],
  text: 'the runtime wraps the text in its scaling span (6.22)',
};
