import path from 'node:path';
import { build } from 'vite';
import { sanitizerCorpora } from './sanitizer-corpora.ts';

/**
 * Tests only: src/test/sanitizer-page.ts as a page script, for e2e/sanitizer.spec.ts (Chromium) and
 * cross/sanitizer.cross.ts (Firefox, WebKit), and what it gives the page (`window.OwnerHtmlDifferential`),
 * typed here for both specs (the shapes of src/test/sanitizer-page.ts's results, which they cannot import).
 */

export interface Comparison {
  readonly html: string;
  readonly ours: string;
  readonly oracle: string;
  readonly problems: readonly string[];
}

export type Run = (into: HTMLElement) => { rich: Comparison[]; attacks: Comparison[] };

/** One list on one public corpus (src/test/corpus-run.ts). */
export interface CorpusRun {
  readonly list: string;
  readonly corpus: string;
  readonly entries: number;
  readonly stricter: number;
  readonly failures: readonly (Comparison & { readonly id: string })[];
}

/** One form of the setHTML candidate on one list and one set of payloads (src/test/sanitizer-page.ts measureSetHtml). */
export interface SetHtmlFigures {
  readonly list: string;
  /** 'setHTML alone' or 'setHTML and the list’s rules'. */
  readonly form: string;
  /** A public corpus, or 'ordinary markup' (our rich text and renderings). */
  readonly set: string;
  readonly entries: number;
  /** Outputs that break the list's rules, pass the oracle or keep something live (what our tests fail on). */
  readonly failing: number;
  /** Outputs that differ from the hand-written sanitizer's. */
  readonly unlikeOurs: number;
  /** Outputs that differ from the oracle's (DOMPurify with the same list). */
  readonly unlikeOracle: number;
  /** Failing payloads by kind of problem (a payload counts once per kind). */
  readonly kinds: Readonly<Record<string, number>>;
  /** The first failing payload of each kind with what is wrong, for reading. */
  readonly examples: readonly string[];
}

export interface SanitizerPage {
  runOwnerHtmlDifferential: Run;
  runBlockRenderingDifferential: Run;
  recordExecutions(): void;
  insertControl(into: HTMLElement): void;
  runPublicCorpora(into: HTMLElement): CorpusRun[];
  liveProblemsIn(root: Node): string[];
  measureSetHtml(): SetHtmlFigures[] | undefined;
}

declare global {
  interface Window {
    OwnerHtmlDifferential: SanitizerPage;
    /** What ran since recordExecutions: alert, confirm, prompt, print, document.write and writeln calls. */
    ran?: string[];
  }
}

/**
 * The page script (the sanitizers, the oracle, the corpora and the setHTML candidate) as one classic
 * script setting `window.OwnerHtmlDifferential`, bundled in memory (nothing is written).
 */
export async function bundleSanitizerPage(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [sanitizerCorpora()],
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      lib: { entry: path.resolve(import.meta.dirname, '..', 'src', 'test', 'sanitizer-page.ts'), formats: ['iife'], name: 'OwnerHtmlDifferential' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (!output || !('output' in output)) throw new Error('the sanitizer page script was not bundled');
  return output.output[0].code;
}
