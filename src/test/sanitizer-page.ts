import { RENDERINGS, RICH_TEXT, XSS_PAYLOADS } from './owner-html-corpus.ts';
import { BLOCK_RENDERINGS, compareWithOracle, SHORT_TEXTS, type Comparison, type Profile } from './sanitizer-differential.ts';

/**
 * Tests only: bundled by e2e/sanitizer.spec.ts and run in Chromium, whose HTML parser is the one
 * mutation XSS depends on (happy-dom's is not). Compares every corpus entry with the oracle, then
 * inserts the runtime's output into the page, as the runtime does, so that anything live in it would run.
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
