import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: () => [{ kind: 'present', selector: 'head script[src*="/count.js?callback="]' }],
  text: 'the runtime adds the comment-count script (the stand-in) to <head> (6.18)',
};
