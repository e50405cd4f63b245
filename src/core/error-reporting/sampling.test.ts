import { afterEach, describe, expect, it } from 'vitest';
import { sessionSampled } from './sampling.ts';

/** Where the decision is kept (a chosen name, as docs/markup.md gives it). */
const SAMPLED_KEY = 'ss_runtimeErrorSampled';

afterEach(() => sessionStorage.clear());

describe('sessionSampled', () => {
  it('decides once a browser session, at the rate, and keeps to it whatever the next draw', () => {
    expect(sessionSampled(0.25, undefined, () => 0.2)).toBe(true);
    expect(sessionStorage.getItem(SAMPLED_KEY)).toBe('1');
    expect(sessionSampled(0.25, undefined, () => 0.9)).toBe(true);
    sessionStorage.clear();
    expect(sessionSampled(0.25, undefined, () => 0.25)).toBe(false);
    expect(sessionStorage.getItem(SAMPLED_KEY)).toBe('0');
    expect(sessionSampled(0.25, undefined, () => 0)).toBe(false);
  });

  it('reports every session at the default rate 1, none at 0', () => {
    expect(sessionSampled(1, undefined, () => 0.999_999)).toBe(true);
    sessionStorage.clear();
    expect(sessionSampled(0, undefined, () => 0)).toBe(false);
  });

  it('decides for the page alone when session storage is blocked', () => {
    const blocked = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(sessionSampled(0.5, blocked, () => 0.4)).toBe(true);
    expect(sessionSampled(0.5, blocked, () => 0.6)).toBe(false);
  });
});
