import { expect, it } from 'vitest';
import { XSS_PAYLOADS } from './owner-html-corpus.ts';
import { compareWithOracle, type Profile } from './sanitizer-differential.ts';

/**
 * Unit tests only: the tests of one allow-list against its oracle, in the caller's describe. The same
 * markup on `ordinary` markup; never more permissive on an attack, and different only where `stricter`
 * says; and `stricter` lists only real differences. Install src/test/browser-like-dom.ts first.
 */
export function itMatchesTheOracle(profile: Profile, ordinary: readonly string[], stricter: ReadonlyMap<string, string>): void {
  it.each(ordinary)('gives the same markup on ordinary markup: %j', (html) => {
    const { ours, oracle, problems } = compareWithOracle(html, profile);
    expect(problems).toEqual([]);
    expect(ours).toBe(oracle);
  });

  it.each(XSS_PAYLOADS)('is never more permissive on an attack: %j', (html) => {
    const { ours, oracle, problems } = compareWithOracle(html, profile);
    expect(problems).toEqual([]);
    expect(ours).toBe(stricter.get(html) ?? oracle);
  });

  it('lists only real differences as stricter', () => {
    for (const [html, expected] of stricter) {
      expect(XSS_PAYLOADS).toContain(html);
      expect(profile.oracle(html)).not.toBe(expected);
    }
  });
}
