// Types only: a feature's bench.ts imports them, and nothing the runtime ships does.

/**
 * What `npm run bench` needs of a documented feature (README "Benchmark"), in `bench.ts` beside its
 * source: `export const BENCH: BenchFacts`. scripts/bench/pages.ts reads it for the feature's example
 * page, and its test fails for a documented feature without one.
 */
export interface BenchFacts {
  /**
   * The DOM change (or, with none, the listener) its enhancement makes first, given its selector in
   * src/registry.ts: the earliest of these is the page's "interactive". None: settled() only.
   */
  readonly signals: (selector: string) => readonly Signal[];
  /** The signal in words, with its docs/markup.md section: printed under the bench's tables. */
  readonly text: string;
  /** What a visitor presses on its page, for the click-to-next-paint figure. */
  readonly click?: (selector: string) => Click;
}

/** How a page shows that its first block is interactive (scripts/bench/probe.ts watches for it). */
export type Signal =
  /** The enhancer sets this attribute on a matching element (a record even when the value does not change). */
  | { readonly kind: 'attribute'; readonly selector: string; readonly attribute: string }
  /** A matching element (with this text, if given) is in the document. */
  | { readonly kind: 'present'; readonly selector: string; readonly text?: string }
  /** A listener of this type ('*': any) is added to a matching element: for blocks whose enhancement changes no markup. */
  | { readonly kind: 'listener'; readonly selector: string; readonly type: string };

export interface Click {
  /** A Playwright selector; `nth` picks among its matches. */
  readonly selector: string;
  readonly nth: number;
  readonly what: string;
}
