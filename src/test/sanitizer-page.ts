import { publicCorpora } from 'virtual:sanitizer-corpora';
import { runCorpus, type CorpusRun } from './corpus-run.ts';
import { RENDERINGS, RICH_TEXT, XSS_PAYLOADS } from './owner-html-corpus.ts';
import { BLOCK_RENDERINGS, compareWithOracle, liveProblems, SHORT_TEXTS, type Comparison, type Profile } from './sanitizer-differential.ts';

/**
 * Tests only: bundled by e2e/sanitizer.spec.ts (Chromium) and cross/sanitizer.cross.ts (Firefox,
 * WebKit), with scripts/sanitizer-corpora.ts's plugin, and run in a page with no CSP, where the
 * browser's HTML parser is the one mutation XSS depends on (happy-dom's is not). Compares every corpus
 * entry with the oracle, then inserts the runtime's output into the page, as the runtime does, so that
 * anything live in it would run; `recordExecutions` makes a run of anything visible.
 */
export interface Differential {
  readonly rich: Comparison[];
  readonly attacks: Comparison[];
}

function runDifferential(profile: Profile, rich: readonly string[], into: HTMLElement): Differential {
  const comparisons = { rich: rich.map((html) => compareWithOracle(html, profile)), attacks: XSS_PAYLOADS.map((html) => compareWithOracle(html, profile)) };
  for (const html of [...rich, ...XSS_PAYLOADS]) into.append(profile.sanitize(html));
  return comparisons;
}

/** The owner's short texts' list. */
export function runOwnerHtmlDifferential(into: HTMLElement): Differential {
  return runDifferential(SHORT_TEXTS, RICH_TEXT, into);
}

/** The block renderings' list, equal to the oracle on the short texts' rich text too. */
export function runBlockRenderingDifferential(into: HTMLElement): Differential {
  return runDifferential(BLOCK_RENDERINGS, [...RICH_TEXT, ...RENDERINGS], into);
}

/**
 * From now on, a payload that runs is recorded instead of acting: the corpora's payloads call
 * alert(N) (html5sec's numbered `alert(ID)`), confirm, prompt, print or document.write.
 */
export function recordExecutions(): void {
  const ran: string[] = [];
  (window as { ran?: string[] }).ran = ran;
  const record =
    (name: string) =>
    (...args: unknown[]): undefined => {
      ran.push(`${name}(${args.map(String).join()})`);
      return undefined;
    };
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) Object.defineProperty(window, name, { configurable: true, value: record(name) });
  for (const name of ['write', 'writeln'] as const) Object.defineProperty(document, name, { configurable: true, value: record(`document.${name}`) });
}

/**
 * The recorder's own check: unsanitized markup whose image fails at once and calls alert('control')
 * from its error handler, in `into` (never the outputs' element). A page whose recorder works shows it.
 */
export function insertControl(into: HTMLElement): void {
  into.append(document.createRange().createContextualFragment('<img src="data:," alt="" onerror="alert(\'control\')">'));
}

export const LISTS = { "the owner's short texts": SHORT_TEXTS, 'the block renderings': BLOCK_RENDERINGS } as const;
export type List = keyof typeof LISTS;
export type Corpus = keyof ReturnType<typeof publicCorpora>;

export interface PublicCorpusRun extends CorpusRun {
  readonly list: List;
  readonly corpus: Corpus;
}

/** Both lists on both public corpora, every output appended to `into`. */
export function runPublicCorpora(into: HTMLElement): PublicCorpusRun[] {
  const corpora = publicCorpora();
  return (Object.keys(LISTS) as List[]).flatMap((list) =>
    (Object.keys(corpora) as Corpus[]).map((corpus) => ({ list, corpus, ...runCorpus(LISTS[list], corpora[corpus], into) })),
  );
}

/** What could run in `root` (src/test/sanitizer-differential.ts liveProblems), for the live page's element. */
export function liveProblemsIn(root: Node): string[] {
  return liveProblems(root);
}
