import type { BenchFacts } from '../../kit/bench-facts.ts';

/** What `npm run bench` watches for on its example page (src/kit/bench-facts.ts). */
export const BENCH: BenchFacts = {
  // The example's map is in view at load, so the maps script (the fixture site's stand-in) loads at once.
  signals: (block) => [{ kind: 'present', selector: `${block} .map-view` }],
  text: 'the map is drawn in div.map-view, the maps script (the stand-in) loaded (6.8)',
};
