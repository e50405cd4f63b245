import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  signals: (element) => [{ kind: 'present', selector: `${element} button.video-play-button` }],
  text: 'the runtime adds the Reproduzir button (6.7)',
  // A React block a visitor presses (issue 36: a click on any ported block paints within 100 ms at 4x CPU).
  click: () => ({ selector: 'button.video-play-button', nth: 0, what: 'press play' }),
};
