import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (host) => [{ kind: 'attribute', selector: host, attribute: 'data-social-follow-state' }],
  text: 'the runtime marks the follow widget host data-social-follow-state (6.24)',
};
