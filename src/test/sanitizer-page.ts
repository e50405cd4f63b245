import { RICH_TEXT, XSS_PAYLOADS } from './owner-html-corpus.ts';
import { compareWithOracle, type Comparison } from './sanitizer-differential.ts';
import { sanitizeOwnerHtmlToFragment } from '../ui/sanitize-owner-html.ts';

/**
 * Tests only: bundled by e2e/sanitizer.spec.ts and run in Chromium, whose HTML parser is the one
 * mutation XSS depends on (happy-dom's is not). Compares every corpus entry with the oracle, then
 * inserts the runtime's output into the page, as the runtime does, so that anything live in it would run.
 */
export function runOwnerHtmlDifferential(into: HTMLElement): { readonly rich: Comparison[]; readonly attacks: Comparison[] } {
  const rich = RICH_TEXT.map((html) => compareWithOracle(html));
  const attacks = XSS_PAYLOADS.map((html) => compareWithOracle(html));
  for (const html of [...RICH_TEXT, ...XSS_PAYLOADS]) into.append(sanitizeOwnerHtmlToFragment(html));
  return { rich, attacks };
}
