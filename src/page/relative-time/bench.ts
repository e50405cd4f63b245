import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // The example's time is long past by the bench's clock: the runtime leaves the text as written.
  signals: () => [],
  text: 'no change on a time a minute old or more: settled() only (6.22)',
};
