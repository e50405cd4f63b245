import { publicCorpora } from 'virtual:sanitizer-corpora';
import { runCorpus, type CorpusRun } from './corpus-run.ts';
import { RENDERINGS, RICH_TEXT, XSS_PAYLOADS } from './owner-html-corpus.ts';
import { BLOCK_RENDERINGS, compareWithOracle, liveProblems, serialize, SHORT_TEXTS, type Comparison, type Profile } from './sanitizer-differential.ts';
import { nativeSetHtml, setHtmlAlone, setHtmlWithRules } from './set-html-candidate.ts';

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

/** A problem's kind: the comparison's two oracle checks as they are, the others by their first word (attribute, element, address, handler). */
function kindOf(problem: string): string {
  return problem.endsWith(' the oracle removed') ? problem : problem.split(' ')[0]!;
}

/**
 * Where the browser has the HTML Sanitizer API (`Element.setHTML`), the candidate setHTML path
 * (src/test/set-html-candidate.ts) in both its forms on ordinary markup and both public corpora,
 * judged by the same comparison as the hand-written sanitizer (scripts/sanitizer-page-bundle.ts's
 * SetHtmlFigures, as the specs read them); undefined where it has none.
 */
export function measureSetHtml() {
  if (!nativeSetHtml()) return undefined;
  const sets = { 'ordinary markup': [...RICH_TEXT, ...RENDERINGS], ...publicCorpora() };
  return (Object.keys(LISTS) as List[]).flatMap((list) => {
    const profile = LISTS[list];
    const forms = { 'setHTML alone': setHtmlAlone(profile.allowed), 'setHTML and the list’s rules': setHtmlWithRules(profile.allowed) } as const;
    return (Object.keys(forms) as (keyof typeof forms)[]).flatMap((form) =>
      (Object.keys(sets) as (keyof typeof sets)[]).map((set) => {
        const payloads = sets[set].map((entry) => (typeof entry === 'string' ? entry : entry.html));
        let failing = 0;
        let unlikeOurs = 0;
        let unlikeOracle = 0;
        const kinds: Record<string, number> = {};
        const examples: string[] = [];
        for (const html of payloads) {
          const { ours: output, oracle, problems } = compareWithOracle(html, { ...profile, sanitize: forms[form] });
          const all = [...problems, ...liveProblems(forms[form](html))];
          for (const kind of new Set(all.map(kindOf))) {
            // The first payload of each kind, for reading.
            if (!kinds[kind]) examples.push(`${JSON.stringify(html.slice(0, 120))} → ${all.join(', ')}`);
            kinds[kind] = (kinds[kind] ?? 0) + 1;
          }
          if (all.length) failing += 1;
          if (output !== serialize(profile.sanitize(html))) unlikeOurs += 1;
          if (output !== oracle) unlikeOracle += 1;
        }
        return { list, form, set, entries: payloads.length, failing, unlikeOurs, unlikeOracle, kinds, examples };
      }),
    );
  });
}
