import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (block) => [{ kind: 'present', selector: `${block} [data-chart-canvas] > svg` }],
  text: 'the chart is drawn: an svg in [data-chart-canvas] (6.15)',
};
