import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { cookieBannerLikely, shouldShowCookieBanner } from './should-show-banner.ts';

describe('shouldShowCookieBanner', () => {
  it.each([
    [true, undefined, true],
    [true, true, false],
    [true, false, false],
    [false, undefined, false],
    [false, true, false],
    [undefined, undefined, false],
  ])('enabled %s, choice %s → %s', (enabled, choice, expected) => {
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: enabled }, choice, false)).toBe(expected);
  });

  it('never shows in edit mode', () => {
    for (const choice of [undefined, true, false]) expect(shouldShowCookieBanner({ isCookieBannerEnabled: true }, choice, true)).toBe(false);
  });

  it('counts only a real true as enabled', () => {
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: 'true' as unknown as boolean }, undefined, false)).toBe(false);
  });

  it('imports nothing at run time (no React, no banner settings), so the services chunk stays small', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'should-show-banner.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*(import|export)\s.*\sfrom\s/.test(line));
    expect(imports).toEqual([]);
  });
});

describe('cookieBannerLikely (the entry loads the banner beside the page services)', () => {
  const enabled = JSON.stringify({ cookieSettings: { isCookieBannerEnabled: true } });

  it('reads the raw page context: enabled, no choice yet, not in the editor', () => {
    expect(cookieBannerLikely(enabled, () => undefined, false)).toBe(true);
    expect(cookieBannerLikely(enabled, () => true, false)).toBe(false);
    expect(cookieBannerLikely(enabled, () => false, false)).toBe(false);
    expect(cookieBannerLikely(enabled, () => undefined, true)).toBe(false);
    expect(cookieBannerLikely(JSON.stringify({ cookieSettings: { isCookieBannerEnabled: 'true' } }), () => undefined, false)).toBe(false);
  });

  it('asks for the stored choice (a cookie read) only when the context enables the banner', () => {
    const choice = vi.fn(() => undefined);
    cookieBannerLikely(JSON.stringify({ cookieSettings: { isCookieBannerEnabled: false } }), choice, false);
    cookieBannerLikely('{}', choice, false);
    expect(choice).not.toHaveBeenCalled();
    cookieBannerLikely(enabled, choice, false);
    expect(choice).toHaveBeenCalledOnce();
  });

  it('guesses no banner for a missing, malformed or odd context, never throwing', () => {
    for (const text of [undefined, null, '', '{', 'null', '[]', '"x"', '{"cookieSettings": null}', '{}']) {
      expect(cookieBannerLikely(text, () => undefined, false)).toBe(false);
    }
  });
});
