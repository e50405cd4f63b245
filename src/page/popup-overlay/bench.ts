import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // A native <dialog> has its role without the attribute: showModal() sets `open`.
  signals: () => [{ kind: 'present', selector: 'dialog[open]' }],
  text: "the popup's <dialog> is open (6.22)",
};
