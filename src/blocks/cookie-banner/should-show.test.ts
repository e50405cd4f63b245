import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeCookieSettings } from './merge-settings';
import { COOKIE_BANNER_EVENTS, shouldShowCookieBanner } from './should-show';

describe('shouldShowCookieBanner', () => {
  it.each([
    [true, undefined, true],
    [true, true, false],
    [true, false, false],
    [false, undefined, false],
    [false, true, false],
    [undefined, undefined, false],
  ])('enabled %s, choice %s → %s', (enabled, choice, expected) => {
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: enabled }, choice)).toBe(expected);
  });

  it('counts only a real true as enabled', () => {
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: 'true' as unknown as boolean }, undefined)).toBe(false);
  });

  it('imports nothing at run time (no React, no cookie-settings), so the services chunk stays small', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'should-show.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*(import|export)\s.*\sfrom\s/.test(line));
    expect(imports).toEqual(["import type { CookieSettings } from './cookie-settings';"]);
  });
});

describe('COOKIE_BANNER_EVENTS', () => {
  it('names the force, unforce and update events', () => {
    expect(COOKIE_BANNER_EVENTS).toEqual({
      force: 'siteruntime:cookie-banner:force',
      unforce: 'siteruntime:cookie-banner:unforce',
      update: 'siteruntime:cookie-banner:update',
    });
  });
});

describe('mergeCookieSettings', () => {
  const settings = { cookieBannerTheme: 'DARK', cookieBannerText: '<p>Olá</p>', isCookieBannerEnabled: true };

  it('merges the known fields of the detail over the settings, without changing them', () => {
    const merged = mergeCookieSettings(settings, { cookieBannerTheme: 'LIGHT', isCookieBannerEnabled: false });
    expect(merged).toEqual({ cookieBannerTheme: 'LIGHT', cookieBannerText: '<p>Olá</p>', isCookieBannerEnabled: false });
    expect(settings.cookieBannerTheme).toBe('DARK');
  });

  it('ignores fields of the wrong type and unknown fields', () => {
    const merged = mergeCookieSettings(settings, { cookieBannerTheme: 1, isCookieBannerEnabled: 'false', cookieBannerText: null, other: 'x' });
    expect(merged).toEqual(settings);
  });

  it.each([undefined, null, 'LIGHT', 42, ['LIGHT']])('ignores a detail that is not an object: %j', (detail) => {
    expect(mergeCookieSettings(settings, detail)).toBe(settings);
  });

  it('takes every text field and every flag', () => {
    const detail = {
      cookieBannerCtaText: 'Ok',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>Novo</p>',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerOptOutCtaText: 'Não',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isCookieBannerEnabled: false,
      isRestrictiveCookiePolicyEnabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
      isVisitorDataRestricted: true,
    };
    expect(mergeCookieSettings({}, detail)).toEqual(detail);
  });
});
