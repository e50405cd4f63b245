import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchFacts, Click, Signal } from '../../src/kit/bench-facts.ts';
import { DOCUMENTED_FEATURES, type MountedFeature } from '../../src/registry.ts';

/**
 * The pages the bench loads: the exact pages the e2e suite uses (fixtures and the block examples the
 * fixture server builds from each documented feature's examples.html), plus the alternatives built at
 * run time (alternatives.ts). A block added to src/registry.ts with a docs section gets a page here by
 * itself; its signal, text and click are in the bench.ts beside its source (src/kit/bench-facts.ts).
 */

export interface BenchPage {
  readonly name: string;
  readonly path: string;
  /** Whether the page loads the runtime (its settled() is watched). */
  readonly runtime: boolean;
  /** The first-block-interactive signal: the earliest of these. */
  readonly signals: readonly Signal[];
  /** The signal in words, printed under the tables. */
  readonly signalText: string;
  readonly click?: Click;
  /** Measured whenever this page is (its variant): `--pages accordion` measures `accordion-no-hints` too. */
  readonly companionOf?: string;
}

const ROOT = join(import.meta.dirname, '..', '..');

/** Where a feature's bench facts are: bench.ts beside its source, from the repository root. */
function benchFactsFile(feature: Pick<MountedFeature, 'source'>): string {
  return join(dirname(feature.source), 'bench.ts');
}

/** A documented feature's bench facts, for its selector. */
export interface FeatureFacts {
  readonly feature: MountedFeature;
  readonly signals: readonly Signal[];
  readonly text: string;
  readonly click?: Click;
}

/** A feature's bench facts (`BENCH` in its folder's bench.ts); a feature without them is an error that names it. */
export async function benchFacts(feature: MountedFeature): Promise<FeatureFacts> {
  const file = benchFactsFile(feature);
  const missing = `${feature.name} has no bench facts: ${file} must export BENCH (a BenchFacts, src/kit/bench-facts.ts)`;
  if (!existsSync(join(ROOT, file))) throw new Error(missing);
  const { BENCH: facts } = (await import(pathToFileURL(join(ROOT, file)).href)) as { BENCH?: BenchFacts };
  if (!facts) throw new Error(missing);
  const click = facts.click?.(feature.selector);
  return { feature, signals: facts.signals(feature.selector), text: facts.text, ...(click && { click }) };
}

/** The accordion's click (its second heading), which the alternatives' accordions get too. */
export async function accordionClick(): Promise<Click> {
  const accordion = DOCUMENTED_FEATURES.find((feature) => feature.name === 'accordion');
  const click = accordion && (await benchFacts(accordion)).click;
  if (!click) throw new Error('The accordion has no click in its bench facts (src/blocks/accordion/bench.ts)');
  return click;
}

/**
 * The accordion's page as a renderer without preload hints writes it (docs/markup.md "Preload hints";
 * the fixture server's ?preload=0): the entry must run before the chunk is asked for, one round trip more.
 */
function withoutHints(page: BenchPage): BenchPage {
  return {
    name: `${page.name}-no-hints`,
    path: `${page.path}?preload=0`,
    runtime: true,
    signals: page.signals,
    signalText: `${page.signalText}; the page without preload hints (?preload=0)`,
    companionOf: page.name,
  };
}
const WITHOUT_HINTS_TOO = ['accordion'];

/** The kitchen sink's blocks, whose signals race: the first block interactive wins. */
const KITCHEN_SINK_BLOCKS = ['accordion', 'menu', 'button', 'form', 'newsletter'];

export async function runtimePages(): Promise<BenchPage[]> {
  const documentedFacts = await Promise.all(DOCUMENTED_FEATURES.map(benchFacts));
  const blockPages = documentedFacts.flatMap(({ feature, signals, text, click }): BenchPage[] => {
    const page: BenchPage = { name: feature.name, path: `/examples/${feature.name}/1.html`, runtime: true, signals, signalText: text, ...(click && { click }) };
    return WITHOUT_HINTS_TOO.includes(feature.name) ? [page, withoutHints(page)] : [page];
  });
  const byName = new Map(documentedFacts.map((facts) => [facts.feature.name, facts]));
  return [
    { name: 'no-blocks', path: '/fixtures/no-blocks.html', runtime: true, signals: [], signalText: 'no block: settled() only' },
    {
      name: 'kitchen-sink',
      path: '/fixtures/kitchen-sink.html',
      runtime: true,
      signals: KITCHEN_SINK_BLOCKS.flatMap((name) => byName.get(name)?.signals ?? []),
      signalText: `the first of its blocks' signals (${KITCHEN_SINK_BLOCKS.join(', ')})`,
    },
    ...blockPages,
    {
      name: 'cookie-banner',
      path: '/fixtures/cookie-banner.html',
      runtime: true,
      signals: [{ kind: 'present', selector: 'button', text: 'Aceitar' }],
      signalText: 'first visit, restrictive policy: the banner\'s "Aceitar" button is in the page',
    },
  ];
}
