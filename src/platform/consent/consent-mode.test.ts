import { describe, expect, it, vi } from 'vitest';
import { CONSENT_MODE_SIGNALS, consentModeState, updateConsentMode } from './consent-mode.ts';

describe('Google Consent Mode v2', () => {
  it('maps an allowed visit to every one of the seven signals granted, any other to every one denied', () => {
    expect(CONSENT_MODE_SIGNALS).toHaveLength(7);
    expect(consentModeState(true)).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
    expect(Object.values(consentModeState(false))).toEqual(Array(7).fill('denied'));
  });

  it("sends the update through the page's gtag, else queues it in dataLayer as gtag would (an arguments object)", () => {
    const gtag = vi.fn();
    expect(updateConsentMode(false, { gtag, dataLayer: [] })).toBe(true);
    expect(gtag).toHaveBeenCalledExactlyOnceWith('consent', 'update', consentModeState(false));
    const dataLayer: unknown[] = [];
    expect(updateConsentMode(true, { dataLayer })).toBe(true);
    expect(Object.prototype.toString.call(dataLayer[0])).toBe('[object Arguments]');
    expect([...(dataLayer[0] as IArguments)]).toEqual(['consent', 'update', consentModeState(true)]);
  });

  it('sends nothing on a page without Google tags', () => {
    const page = {};
    expect(updateConsentMode(true, page)).toBe(false);
    expect(page).toEqual({});
  });
});
