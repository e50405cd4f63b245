import { describe, expect, it } from 'vitest';
import { mergeCookieSettings } from './merge-settings.ts';

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
