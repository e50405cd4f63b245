// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('runs every page five times by default', () => {
    expect(parseOptions([])).toEqual({ runs: DEFAULT_RUNS, help: false });
    expect(DEFAULT_RUNS).toBe(5);
  });

  it('reads --runs and --pages, spaced or with =', () => {
    expect(parseOptions(['--runs', '3', '--pages', 'accordion, form'])).toEqual({ runs: 3, pages: ['accordion', 'form'], help: false });
    expect(parseOptions(['--runs=1', '--pages=no-blocks'])).toEqual({ runs: 1, pages: ['no-blocks'], help: false });
  });

  it('reads --help', () => {
    expect(parseOptions(['--help']).help).toBe(true);
  });

  it('refuses a bad run count, an empty page list and unknown flags', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs must be a whole number from 1, not 0');
    expect(() => parseOptions(['--runs', '2.5'])).toThrow('--runs must be a whole number');
    expect(() => parseOptions(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseOptions(['--pages', ','])).toThrow('--pages needs at least one page name');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option --fast');
  });
});
