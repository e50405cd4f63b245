import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'attribute', selector: `${block} button[aria-controls]`, attribute: 'aria-expanded' }],
  text: 'the runtime sets aria-expanded on a heading button (docs/markup.md 6.1)',
  click: (block) => ({ selector: `${block} button[aria-controls]`, nth: 1, what: 'click the second heading' }),
};
