/** `npm run bench -- --runs 3 --pages accordion,form`: the options, read without a library. */

export interface BenchOptions {
  /** Loads per page, variant and network profile; the bench prints their medians. */
  readonly runs: number;
  /** Page names to measure (all when undefined). */
  readonly pages?: readonly string[];
  readonly help: boolean;
}

export const DEFAULT_RUNS = 5;

export const USAGE = `npm run bench [-- --runs N] [-- --pages a,b,...]
  --runs N       loads per page, variant and profile (default ${DEFAULT_RUNS}); the figures are their medians
  --pages a,b    only these pages (names as printed: no-blocks, kitchen-sink, accordion, ..., alt-govuk, alt-react, alt-island, alt-stimulus,
                 gallery-motion: the gallery's transitions, layout shift and phone downloads);
                 accordion brings accordion-no-hints (the same page without preload hints)
  --help         this text`;

/** The options in `argv` (without node and the script); throws on an unknown flag or a bad value. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  let runs = DEFAULT_RUNS;
  let pages: string[] | undefined;
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    const value = (): string => {
      const next = inline ?? argv[(index += 1)];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--runs') {
      const text = value();
      runs = Number(text);
      if (!/^\d+$/.test(text) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${text}`);
    } else if (flag === '--pages') {
      pages = value()
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      if (pages.length === 0) throw new Error('--pages needs at least one page name');
    } else if (flag === '--help' || flag === '-h') {
      help = true;
    } else {
      throw new Error(`Unknown option ${arg}`);
    }
  }
  return { runs, ...(pages && { pages }), help };
}
