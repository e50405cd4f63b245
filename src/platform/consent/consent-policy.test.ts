import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, parseConsentCookie } from '../../shared/consent-cookie.ts';
import { mustClearTrackingCookies, startingChoice, TRACKING_COOKIES, trackingAllowed } from './consent-policy.ts';

describe('cookie names', () => {
  it('lists exactly the tracking cookies of site-runtime.md §9', () => {
    expect(TRACKING_COOKIES).toEqual(['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });

  it('stores consent in ss_cookieAllowed', () => {
    expect(CONSENT_COOKIE).toBe('ss_cookieAllowed');
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
  afterEach(() => vi.unstubAllGlobals());
  const sendingGpc = (value: unknown): void => void vi.stubGlobal('navigator', { globalPrivacyControl: value });

  it('is the stored choice, whatever the signal and the policy', () => {
    for (const signal of [true, false]) {
      sendingGpc(signal);
      for (const restrictive of [true, false]) expect([startingChoice(true, restrictive), startingChoice(false, restrictive)]).toEqual([true, false]);
    }
  });

  it('without one, Global Privacy Control is the refusal (Recusar) where the policy is not restrictive, and nothing where it is', () => {
    sendingGpc(true);
    expect([startingChoice(undefined, false), startingChoice(undefined, true)]).toEqual([false, undefined]);
  });

  it('without one and without the exact signal true, no choice yet', () => {
    for (const value of [false, 'true', 1, undefined]) {
      sendingGpc(value);
      expect([startingChoice(undefined, false), startingChoice(undefined, true)]).toEqual([undefined, undefined]);
    }
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
