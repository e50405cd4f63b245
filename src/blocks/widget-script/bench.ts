import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (blocks) =>
    blocks.split(', ').map((block) => ({ kind: 'attribute', selector: `${block} [data-widget-script]`, attribute: 'data-widget-state' }) as const),
  text: "the runtime sets the widget host's data-widget-state (loading, then loaded) (6.12)",
};
