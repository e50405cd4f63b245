import { afterEach, beforeAll } from 'vitest';
import type { BlockChunk } from '../core/contract.ts';
import { pageConsent, type Consent } from '../platform/consent/consent.ts';
import type { Page } from '../platform/page-context/read-page-context.ts';
import { DOCUMENTED_FEATURES, examplesFile, MOUNTED_FEATURES, parseExamples, type BlockExample } from '../registry.ts';
import { coreContext } from './core-context.ts';
import { pageOf } from './page-document.ts';

/**
 * The one way a unit test mounts a block, as the core would: on a block's example (its examples.html, the markup
 * docs/markup.md shows and the fixture site serves) or on markup of the test's own, with the page and consent
 * the core would hand it through the context, never through a module mock.
 */

/** Markup a mounted feature (src/registry.ts, by name) is mounted on, with the page context it is served in. */
export interface BlockMarkup {
  readonly feature: string;
  readonly markup: string;
  /** Site-context fields over their defaults, as an example's header gives them. */
  readonly context?: Record<string, unknown>;
}

/** One example of a documented feature; spread it with other markup or context for a variant. */
export type Example = BlockExample & BlockMarkup;

/** Every examples.html beside a feature's source, as text (Vite's ?raw), by path from the repository root. */
const EXAMPLE_FILES = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../blocks/*/examples.html', '../page/*/examples.html'], { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.replace(/^\.\.\//, 'src/'), text],
  ),
);
/** Every block and page feature's chunk, imported only when a test mounts it. */
const CHUNKS = Object.fromEntries(
  Object.entries(import.meta.glob<Partial<BlockChunk>>(['../blocks/*/index.ts', '../page/*/index.ts'])).map(([path, load]) => [
    path.replace(/^\.\.\//, 'src/'),
    load,
  ]),
);

/**
 * The examples of the documented feature `name`, in the order of its examples.html. Its chunk is imported
 * before the tests that asked run, as a test file's own imports are: an import first made under fake timers
 * would never end.
 */
export function examples(name: string): Example[] {
  const feature = DOCUMENTED_FEATURES.find((candidate) => candidate.name === name);
  const text = feature && EXAMPLE_FILES[examplesFile(feature)];
  if (!feature || text === undefined) throw new Error(`${name} has no examples.html (src/registry.ts DOCUMENTED_FEATURES)`);
  const loading = CHUNKS[feature.source]?.();
  beforeAll(async () => void (await loading));
  return parseExamples(text).map((example) => ({ ...example, feature: name }));
}

type TestContext = ReturnType<typeof coreContext>;

export interface MountOptions {
  /** Fields over the example's page (its context's): `{ editMode: true }` for the editor. */
  readonly page?: Partial<Page>;
  /** The page's consent engine: by default the real one for the page; consentStub(false) for a visitor who refused. */
  readonly consent?: Consent;
  /** Where the markup goes (the test's document by default): a document of its own starts what a page keeps per document anew. */
  readonly doc?: Document;
  /** Runs on each block before its mount, with its context (a box to report, a feature to start). */
  readonly prepare?: (block: HTMLElement, context: TestContext) => void;
}

export interface MountedBlock {
  /** The first element the feature's selector found; `blocks` are all of them, each mounted as the core does. */
  readonly block: HTMLElement;
  readonly blocks: readonly HTMLElement[];
  /** The body's HTML as served, before any mount. */
  readonly served: string;
  /** The first block's context; `contexts` are each block's, sharing one page and one consent engine. */
  readonly context: TestContext;
  readonly contexts: readonly TestContext[];
  /** Stops every block as the core does (abort, then destroy); also done after each test. */
  teardown(): void;
}

/** A mount under way: awaited, every block's mount has finished; `started` resolves once each has been called. */
export type Mounting = Promise<MountedBlock> & { readonly started: Promise<MountedBlock> };

const running: MountedBlock[] = [];
afterEach(() => {
  for (const mounted of running.splice(0)) mounted.teardown();
  document.body.replaceChildren();
});

/**
 * Puts `example`'s markup in the document and mounts its feature's chunk (src/registry.ts) on every element its
 * selector finds, all started before any is awaited, as the core does. Each block gets its own context; the page
 * (the example's context, `options.page` over it) and its consent engine are the same for all. A chunk no
 * `examples` call imported first is imported at the mount: not under fake timers, which would hold it up.
 */
export function mountBlock(example: BlockMarkup, options: MountOptions = {}): Mounting {
  const starting = start(example, options);
  const settled = starting.then(async ({ mounted, finished }) => {
    await finished;
    return mounted;
  });
  const started = starting.then(({ mounted }) => mounted);
  // Either may be the one the test awaits: the other's failure is the same one, not a second.
  started.catch(() => undefined);
  return Object.assign(settled, { started });
}

async function start({ feature: name, markup, context = {} }: BlockMarkup, { page: over, consent, doc = document, prepare }: MountOptions) {
  const feature = MOUNTED_FEATURES.find((candidate) => candidate.name === name);
  const load = feature && CHUNKS[feature.source];
  if (!load) throw new Error(`${name} is no block or page feature of src/registry.ts`);
  const { mount } = await load();
  if (!mount) throw new Error(`${feature.source} exports no mount`);

  doc.body.innerHTML = markup;
  const served = doc.body.innerHTML;
  const page = { ...pageOf(context), ...over };
  const shared = { page, consent: consent ?? pageConsent(page) };
  const blocks = [...doc.querySelectorAll<HTMLElement>(feature.selector)];
  if (!blocks[0]) throw new Error(`No element of ${name} (${feature.selector}) in the markup`);
  // Each block's events under its feature's name, from its element, as the core dispatches them.
  const contexts = blocks.map((target) => coreContext({ ...shared, events: { feature: name, target } }));
  const destroys: (() => void)[] = [];
  const teardown = (): void => {
    for (const { controller } of contexts) controller.abort();
    for (const destroy of destroys.splice(0)) destroy();
  };
  const mounted: MountedBlock = { block: blocks[0], blocks, served, context: contexts[0]!, contexts, teardown };
  running.push(mounted);
  const finished = Promise.all(
    blocks.map(async (block, index) => {
      const blockContext = contexts[index]!;
      prepare?.(block, blockContext);
      const destroy = await mount(block, blockContext);
      // Stopped before it finished: undone at once, as the core does.
      if (blockContext.signal.aborted) destroy?.();
      else if (destroy) destroys.push(destroy);
    }),
  );
  return { mounted, finished };
}
