import { compareWithOracle, liveProblems, type Profile } from './sanitizer-differential.ts';

/**
 * Tests only: a whole corpus (src/test/sanitizer-corpora.d.ts: DOMPurify's fixtures, the html5sec
 * vectors) through one list's sanitizer, in the unit tests (happy-dom) and, bundled by
 * src/test/sanitizer-page.ts, in every browser. An entry fails when the output breaks the list, is more
 * permissive than the oracle (src/test/sanitizer-differential.ts), or holds anything live (liveProblems).
 */

export interface CorpusPayload {
  readonly id: string;
  readonly html: string;
}

interface CorpusFailure {
  readonly id: string;
  readonly html: string;
  readonly ours: string;
  readonly oracle: string;
  readonly problems: readonly string[];
}

export interface CorpusRun {
  readonly entries: number;
  /** Entries where the output is not the oracle's markup (ours stricter: a failure otherwise). */
  readonly stricter: number;
  readonly failures: readonly CorpusFailure[];
}

/** Every payload compared with the oracle; each output also appended to `into` when given (a live page's element). */
export function runCorpus(profile: Profile, payloads: readonly CorpusPayload[], into?: ParentNode): CorpusRun {
  let stricter = 0;
  const failures: CorpusFailure[] = [];
  for (const { id, html } of payloads) {
    const { ours, oracle, problems } = compareWithOracle(html, profile);
    const output = profile.sanitize(html);
    const all = [...problems, ...liveProblems(output)];
    if (all.length) failures.push({ id, html, ours, oracle, problems: all });
    else if (ours !== oracle) stricter += 1;
    into?.append(output);
  }
  return { entries: payloads.length, stricter, failures };
}
