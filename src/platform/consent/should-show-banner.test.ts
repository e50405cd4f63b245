import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(shouldShowCookieBanner({ settings: { isCookieBannerEnabled: enabled }, choice: () => choice, editMode: false })).toBe(expected);
  });

  it('never shows in edit mode', () => {
    for (const choice of [undefined, true, false])
      expect(shouldShowCookieBanner({ settings: { isCookieBannerEnabled: true }, choice: () => choice, editMode: true })).toBe(false);
  });

  it('counts only a real true as enabled', () => {
    expect(shouldShowCookieBanner({ settings: { isCookieBannerEnabled: 'true' }, choice: () => undefined, editMode: false })).toBe(false);
  });

  it('asks for the choice last, only for an enabled banner outside edit mode', () => {
    const choice = vi.fn(() => undefined);
    shouldShowCookieBanner({ settings: { isCookieBannerEnabled: false }, choice, editMode: false });
    shouldShowCookieBanner({ settings: { isCookieBannerEnabled: true }, choice, editMode: true });
    expect(choice).not.toHaveBeenCalled();
  });

  it('imports at run time only the consent rules (no React, no banner settings), so the every-page chunk stays small', () => {
    const source = (file: string): string => readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), 'utf8');
    const imports = (file: string): string[] =>
      source(file)
        .split('\n')
        .filter((line) => /^\s*(import|export)\s(?!type\s).*\sfrom\s/.test(line));
    expect(imports('should-show-banner.ts')).toEqual([
      "import { isRestrictivePolicy } from '../../shared/restrictive-policy.ts';",
      "import { startingChoice } from './consent-policy.ts';",
    ]);
    expect(imports('consent-policy.ts')).toEqual([]);
    expect(imports('../../shared/restrictive-policy.ts')).toEqual([]);
  });
});

describe('cookieBannerLikely (the entry loads the banner beside the every-page chunk)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const context = (cookieSettings: object, cloneable?: boolean): string => JSON.stringify({ cookieSettings, website: { cloneable } });
  const enabled = context({ isCookieBannerEnabled: true });

  it('reads the raw page context: enabled, no choice stored, not in the editor', () => {
    expect(cookieBannerLikely(enabled, () => undefined, false)).toBe(true);
    expect(cookieBannerLikely(enabled, () => true, false)).toBe(false);
    expect(cookieBannerLikely(enabled, () => false, false)).toBe(false);
    expect(cookieBannerLikely(enabled, () => undefined, true)).toBe(false);
    expect(cookieBannerLikely(context({ isCookieBannerEnabled: 'true' }), () => undefined, false)).toBe(false);
  });

  it('under Global Privacy Control, by the services’ rule: no banner where the policy is not restrictive, the banner where it is', () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    expect(cookieBannerLikely(enabled, () => undefined, false)).toBe(false);
    expect(cookieBannerLikely(context({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: 'true' }), () => undefined, false)).toBe(false);
    const restrictive = [
      context({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true }),
      context({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyAbsolute: true }),
      context({ isCookieBannerEnabled: true }, true),
    ];
    for (const json of restrictive)
      expect([cookieBannerLikely(json, () => undefined, false), cookieBannerLikely(json, () => false, false)]).toEqual([true, false]);
  });

  it('asks for the stored choice (a cookie read) only when the context enables the banner outside the editor', () => {
    const stored = vi.fn(() => undefined);
    cookieBannerLikely(context({ isCookieBannerEnabled: false }), stored, false);
    cookieBannerLikely('{}', stored, false);
    cookieBannerLikely(enabled, stored, true);
    expect(stored).not.toHaveBeenCalled();
    cookieBannerLikely(enabled, stored, false);
    expect(stored).toHaveBeenCalledOnce();
  });

  it('guesses no banner for a missing, malformed or odd context, never throwing', () => {
    for (const text of [undefined, null, '', '{', 'null', '[]', '"x"', '{"cookieSettings": null}', '{}']) {
      expect(cookieBannerLikely(text, () => undefined, false)).toBe(false);
    }
  });
});
