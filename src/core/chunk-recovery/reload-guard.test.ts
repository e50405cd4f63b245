import { describe, expect, it } from 'vitest';
import { createReloadGuard } from './reload-guard.ts';

/** Where the guard keeps its reloads (a chosen name, as docs/markup.md gives it). */
const RELOADS_KEY = 'ss_runtimeReloads';

const URL_A = 'https://site.test/dist/chunks/Ab12Cd.js';
const URL_B = 'https://site.test/dist/chunks/Ef34Gh.js';

function guardAt(start: number) {
  const storage = new Map<string, string>();
  const fake = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as Storage;
  const clock = { now: start };
  return {
    guard: createReloadGuard(
      () => fake,
      () => clock.now,
    ),
    storage,
    clock,
  };
}

describe('the reload guard', () => {
  it('allows one reload per file within 20 s, another file its own, and the same file again after the window', () => {
    const { guard, clock } = guardAt(1_000_000);
    expect(guard.reloadFor(URL_A)).toBeUndefined();
    expect(guard.claim(URL_A, 'form', 'missing', 'b1')).toBe(true);
    expect(guard.reloadFor(URL_A)).toEqual({ url: URL_A, chunk: 'form', type: 'missing', build: 'b1', at: 1_000_000 });
    clock.now += 19_999;
    expect(guard.claim(URL_A, 'form', 'missing', 'b1')).toBe(false);
    expect(guard.claim(URL_B, 'menu', 'missing', 'b1')).toBe(true);
    clock.now += 1;
    // The next deploy: a once-per-session flag would block this.
    expect(guard.claim(URL_A, 'form', 'missing', 'b1')).toBe(true);
  });

  it('remembers the reloads of the window in session storage, with their chunk, type and the failing page’s build', () => {
    const { guard, storage, clock } = guardAt(5000);
    guard.claim(URL_A, 'form', 'missing', 'b1');
    expect(JSON.parse(storage.get(RELOADS_KEY) ?? '')).toEqual([{ url: URL_A, chunk: 'form', type: 'missing', build: 'b1', at: 5000 }]);
    expect(guard.recent()).toEqual([{ url: URL_A, chunk: 'form', type: 'missing', build: 'b1', at: 5000 }]);
    clock.now += 20_000;
    expect(guard.recent()).toEqual([]);
  });

  it('ignores what is not its records, and never reloads without storage to note it in', () => {
    const { guard, storage } = guardAt(0);
    storage.set(RELOADS_KEY, '{"not":"a list"}');
    expect(guard.recent()).toEqual([]);
    storage.set(RELOADS_KEY, '[{"url":1},null,{"url":"x","chunk":"form","type":"missing","at":0}]');
    expect(guard.recent()).toEqual([{ url: 'x', chunk: 'form', type: 'missing', at: 0 }]);
    const blocked = createReloadGuard(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(blocked.claim(URL_A, 'form', 'missing', 'b1')).toBe(false);
    expect(blocked.recent()).toEqual([]);
  });
});
