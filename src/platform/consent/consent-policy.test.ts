import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, parseConsentCookie } from '../../shared/consent-cookie.ts';
import { isRestrictivePolicy, mustClearTrackingCookies, startingChoice, TRACKING_COOKIES, trackingAllowed } from './consent-policy.ts';

describe('cookie names', () => {
  it('lists exactly the tracking cookies of site-runtime.md §9', () => {
    expect(TRACKING_COOKIES).toEqual(['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });

  it('stores consent in ss_cookieAllowed', () => {
    expect(CONSENT_COOKIE).toBe('ss_cookieAllowed');
  });
});

describe('isRestrictivePolicy', () => {
  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    // Cloneable (template) sites always count as restrictive.
    [false, false, true, true],
    [true, true, true, true],
  ])('isRestrictiveCookiePolicyEnabled %s, isRestrictiveCookiePolicyAbsolute %s, cloneable %s: %s', (enabled, absolute, cloneable, expected) => {
    const settings = { isRestrictiveCookiePolicyEnabled: enabled, isRestrictiveCookiePolicyAbsolute: absolute };
    expect(isRestrictivePolicy(settings, cloneable)).toBe(expected);
  });
});

describe('parseConsentCookie', () => {
  it('reads exactly true and false', () => {
    expect(parseConsentCookie('true')).toBe(true);
    expect(parseConsentCookie('false')).toBe(false);
  });

  it.each([undefined, '', 'TRUE', 'False', ' true', 'true ', '1', '0', 'yes', 'null'])('treats %j as no choice yet', (value) => {
    expect(parseConsentCookie(value)).toBeUndefined();
  });

  it('treats every other string as no choice yet', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => value !== 'true' && value !== 'false'),
        (value) => parseConsentCookie(value) === undefined,
      ),
    );
  });
});

describe('startingChoice', () => {
  it('a stored choice wins over Global Privacy Control; without one the signal is a refusal, and no signal no choice yet', () => {
    expect([true, false].map((stored) => [startingChoice(stored, true), startingChoice(stored, false)])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect([startingChoice(undefined, true), startingChoice(undefined, false)]).toEqual([false, undefined]);
  });
});

describe('trackingAllowed', () => {
  it.each([
    // restrictive, visitorDataRestricted, choice → allowed
    [false, false, undefined, true],
    [false, false, true, true],
    // A refusal always stops tracking.
    [false, false, false, false],
    [true, false, undefined, false],
    [true, false, true, true],
    [true, false, false, false],
    // The activity log is off: no visitor data at all, whatever the visitor chose.
    [false, true, undefined, false],
    [false, true, true, false],
    [false, true, false, false],
    [true, true, undefined, false],
    [true, true, true, false],
    [true, true, false, false],
  ])('restrictive %s, isVisitorDataRestricted %s, choice %s: %s', (restrictive, visitorDataRestricted, choice, expected) => {
    expect(trackingAllowed({ restrictive, visitorDataRestricted, choice, editMode: false })).toBe(expected);
  });

  it('never allows tracking in edit mode, whatever the policy and the choice', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom(true, false, undefined), (restrictive, visitorDataRestricted, choice) => {
        return !trackingAllowed({ restrictive, visitorDataRestricted, choice, editMode: true });
      }),
    );
  });
});

describe('mustClearTrackingCookies', () => {
  it.each([
    [false, undefined, false],
    [false, true, false],
    [false, false, true],
    [true, undefined, true],
    [true, false, true],
    [true, true, false],
  ])('restrictive %s, choice %s: %s', (restrictive, choice, expected) => {
    expect(mustClearTrackingCookies({ restrictive, choice })).toBe(expected);
  });
});
