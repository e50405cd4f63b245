import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'attribute', selector: `${block} [data-pricing-option]`, attribute: 'aria-checked' }],
  text: "the runtime sets a pricing option's aria-checked (6.11)",
  // A React block a visitor presses (issue 36: a click on any ported block paints within 100 ms at 4x CPU).
  click: (block) => ({ selector: `${block} [data-pricing-option]`, nth: 1, what: 'choose the other plan' }),
};
