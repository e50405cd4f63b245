import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../cookies/read-cookie.ts';
import { deleteCookie } from '../cookies/write-cookie.ts';
import { parsePageContext, type Page } from '../page-context/read-page-context.ts';
import { pageConsent, type Consent } from './consent.ts';

const TRACKING = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];
const PAGE_PATH = '/blog/ola-mundo';
const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

interface Settings {
  /** Shown inside the editor. */
  editMode?: boolean;
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
  isVisitorDataRestricted?: boolean;
  isConsentProofEnabled?: boolean;
  cloneable?: boolean;
}

let page: Page;
let consent: Consent;

/** The page consent is built from, a visitor on PAGE_PATH with these settings, and its engine, as the core builds them once. */
function givenPage({ cloneable = false, editMode = false, ...cookieSettings }: Settings = {}): void {
  page = { ...parsePageContext(JSON.stringify({ website: { cloneable }, cookieSettings })).context, editMode };
  consent = pageConsent(page);
}

const getConsent = () => consent;

const RESTRICTIVE: Settings = { isRestrictiveCookiePolicyEnabled: true };
/** Each way a policy is restrictive (cloneable sites always are, SR §4). */
const RESTRICTIVE_POLICIES: [string, Settings][] = [
  ['isRestrictiveCookiePolicyEnabled', { isRestrictiveCookiePolicyEnabled: true }],
  ['isRestrictiveCookiePolicyAbsolute', { isRestrictiveCookiePolicyAbsolute: true }],
  ['a cloneable (template) site', { cloneable: true }],
];

/** Tracking cookies as trackers leave them: on the site root and on this page's path. */
function givenTrackingCookies(): void {
  for (const name of TRACKING) {
    document.cookie = `${name}=root; path=/`;
    document.cookie = `${name}=page; path=${PAGE_PATH}`;
  }
}

const trackingCookiesLeft = (): string[] => TRACKING.filter((name) => readCookie(name) !== undefined);

/** The strings assigned to document.cookie (the assignment still goes through). */
function spyOnCookieWrites(): () => string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([written]) => written);
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    deleteCookie(name, '/');
    deleteCookie(name, PAGE_PATH);
  }
}

beforeEach(() => {
  history.replaceState(null, '', PAGE_PATH);
  givenPage();
  // A choice sends its proof with a beacon (consent-proof.ts, tested there): happy-dom's would post for real.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});

afterEach(() => {
  clearCookies();
  history.replaceState(null, '', '/');
});

describe('pageConsent', () => {
  it('reads no cookie and clears none until one of its methods is called', () => {
    givenPage(RESTRICTIVE);
    givenTrackingCookies();
    const reads = vi.spyOn(document, 'cookie', 'get');
    const consent = pageConsent(page);
    expect(reads).not.toHaveBeenCalled();
    expect(trackingCookiesLeft()).toEqual(TRACKING);
    expect(consent.trackingAllowed()).toBe(false);
    expect(trackingCookiesLeft()).toEqual([]);
  });

  it('is one engine once built: a choice made through it is what it answers after', () => {
    const consent = pageConsent(page);
    const listener = vi.fn();
    consent.onChange(listener);
    consent.choose(false);
    expect([consent.choice(), consent.trackingAllowed()]).toEqual([false, false]);
    expect(listener).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('reads the stored choice when it is created', () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect(getConsent().choice()).toBe(true);
    givenPage();
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(getConsent().choice()).toBe(false);
    givenPage();
    document.cookie = 'ss_cookieAllowed=yes; path=/';
    expect(getConsent().choice()).toBeUndefined();
  });

  it('allows tracking without a choice when the policy is not restrictive, and keeps the tracking cookies', () => {
    givenTrackingCookies();
    const consent = getConsent();
    expect(consent.choice()).toBeUndefined();
    expect(consent.trackingAllowed()).toBe(true);
    expect(trackingCookiesLeft()).toEqual(TRACKING);
  });

  it.each(RESTRICTIVE_POLICIES)('under %s without a choice: no tracking, and every tracking cookie cleared on path / and the current path', (_, page) => {
    givenPage(page);
    givenTrackingCookies();
    document.cookie = 'crumb=keep; path=/';
    const writes = spyOnCookieWrites();

    const consent = getConsent();

    expect(consent.trackingAllowed()).toBe(false);
    expect(writes()).toEqual(TRACKING.flatMap((name) => [`${name}=; path=/; ${EXPIRED}`, `${name}=; path=${PAGE_PATH}; ${EXPIRED}`]));
    expect(trackingCookiesLeft()).toEqual([]);
    expect(readCookie('crumb')).toBe('keep');
  });

  it('clears the tracking cookies under a restrictive policy when the stored choice is a denial', () => {
    givenPage(RESTRICTIVE);
    givenTrackingCookies();
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(getConsent().trackingAllowed()).toBe(false);
    expect(trackingCookiesLeft()).toEqual([]);
    expect(readCookie('ss_cookieAllowed')).toBe('false');
  });

  it('keeps the tracking cookies and tracks under a restrictive policy once the visitor accepted', () => {
    givenPage(RESTRICTIVE);
    givenTrackingCookies();
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect(getConsent().trackingAllowed()).toBe(true);
    expect(trackingCookiesLeft()).toEqual(TRACKING);
  });

  it('writes no cookie when none of the tracking cookies is present (a first visit)', () => {
    givenPage(RESTRICTIVE);
    document.cookie = 'crumb=keep; path=/';
    const writes = spyOnCookieWrites();
    expect(getConsent().trackingAllowed()).toBe(false);
    expect(writes()).toEqual([]);
  });

  it('clears only the tracking cookies present, every copy of each', () => {
    givenPage(RESTRICTIVE);
    document.cookie = 'ss_cvr=page; path=' + PAGE_PATH;
    document.cookie = 'SS_MID=root; path=/';
    const writes = spyOnCookieWrites();
    getConsent().choice(); // the engine is built, and clears, on its first call
    expect(writes()).toEqual(['SS_MID', 'ss_cvr'].flatMap((name) => [`${name}=; path=/; ${EXPIRED}`, `${name}=; path=${PAGE_PATH}; ${EXPIRED}`]));
    expect(trackingCookiesLeft()).toEqual([]);
  });

  it('clears the cookies on path / only once when the page is the site root', () => {
    history.replaceState(null, '', '/');
    givenPage(RESTRICTIVE);
    for (const name of TRACKING) document.cookie = `${name}=root; path=/`;
    const writes = spyOnCookieWrites();
    getConsent().choice(); // the engine is built, and clears, on its first call
    expect(writes()).toEqual(TRACKING.map((name) => `${name}=; path=/; ${EXPIRED}`));
  });

  it('clears them host-only and on the host and each parent domain, on / and the page path, on a multi-label host', () => {
    givenTrackingCookies();
    vi.stubGlobal('location', { hostname: 'www.runtime-test.example', pathname: PAGE_PATH, protocol: 'http:' });
    try {
      givenPage(RESTRICTIVE);
      const writes = spyOnCookieWrites();
      getConsent().choice(); // the engine is built, and clears, on its first call
      const copies = (name: string): string[] =>
        ['/', PAGE_PATH].flatMap((path) => [
          `${name}=; path=${path}; ${EXPIRED}`,
          `${name}=; path=${path}; domain=www.runtime-test.example; ${EXPIRED}`,
          `${name}=; path=${path}; domain=runtime-test.example; ${EXPIRED}`,
        ]);
      expect(writes()).toEqual(TRACKING.flatMap(copies));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([undefined, 'true', 'false'])('never tracks when isVisitorDataRestricted (stored choice %s)', (stored) => {
    givenPage({ isVisitorDataRestricted: true });
    if (stored) document.cookie = `ss_cookieAllowed=${stored}; path=/`;
    expect(getConsent().trackingAllowed()).toBe(false);
  });
});

describe('Global Privacy Control (navigator.globalPrivacyControl === true)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const sendingGpc = (value: unknown): void => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: value });
  };

  it('where the policy is not restrictive, is the refusal itself: no tracking, the tracking cookies cleared, no cookie written', () => {
    sendingGpc(true);
    givenTrackingCookies();
    const writes = spyOnCookieWrites();
    const consent = getConsent();
    expect([consent.choice(), consent.refusedBySignal(), consent.trackingAllowed()]).toEqual([false, true, false]);
    expect(trackingCookiesLeft()).toEqual([]);
    expect(writes().filter((written) => !written.includes(EXPIRED))).toEqual([]);
  });

  it.each(RESTRICTIVE_POLICIES)('under %s, changes nothing: no choice yet (the banner shows), no tracking until the visitor accepts', (_, restrictive) => {
    sendingGpc(true);
    givenPage(restrictive);
    const consent = getConsent();
    expect([consent.choice(), consent.refusedBySignal(), consent.trackingAllowed()]).toEqual([undefined, false, false]);
    const listener = vi.fn();
    consent.onChange(listener);
    consent.choose(true);
    expect([consent.choice(), consent.trackingAllowed(), readCookie('ss_cookieAllowed')]).toEqual([true, true, 'true']);
    expect(listener).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('yields to a choice the visitor made, stored or made now, which is then stored as usual', () => {
    sendingGpc(true);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect([getConsent().choice(), getConsent().refusedBySignal(), getConsent().trackingAllowed()]).toEqual([true, false, true]);
    deleteCookie('ss_cookieAllowed');
    givenPage();
    const consent = getConsent();
    const listener = vi.fn();
    consent.onChange(listener);
    consent.choose(true);
    expect([consent.choice(), consent.refusedBySignal(), consent.trackingAllowed(), readCookie('ss_cookieAllowed')]).toEqual([true, false, true, 'true']);
    expect(listener).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is only the exact value true', () => {
    for (const value of [false, 'true', 1, undefined]) {
      sendingGpc(value);
      givenPage();
      expect([getConsent().choice(), getConsent().refusedBySignal()]).toEqual([undefined, false]);
    }
  });
});

describe('the proof of a choice (consent-proof.ts)', () => {
  it('is sent for each choice where cookieSettings.isConsentProofEnabled', () => {
    givenPage({ isConsentProofEnabled: true });
    const consent = getConsent();
    consent.choose(true);
    consent.choose(false);
    expect(vi.mocked(navigator.sendBeacon).mock.calls.map(([url]) => url)).toEqual(['/api/consent/RecordConsent', '/api/consent/RecordConsent']);
  });

  it('is never sent without it (the default)', () => {
    const consent = getConsent();
    consent.choose(true);
    consent.choose(false);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('edit mode (page.editMode)', () => {
  it('allows no tracking whatever the policy and the choice, and accepting notifies nobody', () => {
    givenPage({ editMode: true });
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const consent = getConsent();
    expect(consent.trackingAllowed()).toBe(false);
    const listener = vi.fn();
    consent.onChange(listener);
    consent.choose(false);
    consent.choose(true);
    expect(consent.trackingAllowed()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is the page’s: the same page and choice outside the editor is tracked', () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect(getConsent().trackingAllowed()).toBe(true);
  });
});

describe('choose', () => {
  it('stores the choice in ss_cookieAllowed for 30 days (2592000 s) on path /', () => {
    const writes = spyOnCookieWrites();
    const consent = getConsent();
    consent.choose(true);
    consent.choose(false);
    expect(writes().filter((write) => write.startsWith('ss_cookieAllowed='))).toEqual([
      'ss_cookieAllowed=true; path=/; max-age=2592000; SameSite=Lax',
      'ss_cookieAllowed=false; path=/; max-age=2592000; SameSite=Lax',
    ]);
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(consent.choice()).toBe(false);
  });

  it('accepting later under a restrictive policy starts tracking and notifies the listeners once', () => {
    givenPage(RESTRICTIVE);
    const consent = getConsent();
    const listener = vi.fn();
    consent.onChange(listener);

    consent.choose(true);

    expect(consent.trackingAllowed()).toBe(true);
    expect(consent.choice()).toBe(true);
    expect(listener).toHaveBeenCalledExactlyOnceWith(true);
    expect(readCookie('ss_cookieAllowed')).toBe('true');
  });

  it('denying after accepting under a restrictive policy stops tracking, notifies and clears the tracking cookies', () => {
    givenPage(RESTRICTIVE);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const consent = getConsent();
    givenTrackingCookies();
    const listener = vi.fn();
    consent.onChange(listener);

    consent.choose(false);

    expect(consent.trackingAllowed()).toBe(false);
    expect(listener).toHaveBeenCalledExactlyOnceWith(false);
    expect(trackingCookiesLeft()).toEqual([]);
  });

  it('denying without a previous choice under a restrictive policy clears cookies written meanwhile, without a notification', () => {
    givenPage(RESTRICTIVE);
    const consent = getConsent();
    givenTrackingCookies();
    const listener = vi.fn();
    consent.onChange(listener);

    consent.choose(false);

    expect(trackingCookiesLeft()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('denying under a non-restrictive policy stores the choice, stops tracking, notifies and clears the tracking cookies', () => {
    const consent = getConsent();
    givenTrackingCookies();
    const listener = vi.fn();
    consent.onChange(listener);

    consent.choose(false);

    expect(consent.choice()).toBe(false);
    expect(consent.trackingAllowed()).toBe(false);
    expect(listener).toHaveBeenCalledExactlyOnceWith(false);
    expect(trackingCookiesLeft()).toEqual([]);
  });

  it('accepting when isVisitorDataRestricted stores the choice without notifying', () => {
    givenPage({ ...RESTRICTIVE, isVisitorDataRestricted: true });
    const consent = getConsent();
    const listener = vi.fn();
    consent.onChange(listener);

    consent.choose(true);

    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(consent.trackingAllowed()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('choosing the same again notifies nobody', () => {
    givenPage(RESTRICTIVE);
    const consent = getConsent();
    const listener = vi.fn();
    consent.choose(true);
    consent.onChange(listener);
    consent.choose(true);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('onChange', () => {
  it('stops notifying after unsubscribe', () => {
    givenPage(RESTRICTIVE);
    const consent = getConsent();
    const kept = vi.fn();
    const removed = vi.fn();
    consent.onChange(kept);
    const unsubscribe = consent.onChange(removed);
    unsubscribe();

    consent.choose(true);
    consent.choose(false);

    expect(kept.mock.calls).toEqual([[true], [false]]);
    expect(removed).not.toHaveBeenCalled();
  });

  it('notifies every listener even if one throws, then rethrows the error', () => {
    givenPage(RESTRICTIVE);
    const consent = getConsent();
    const failure = new Error('tracker failed');
    const after = vi.fn();
    consent.onChange(() => {
      throw failure;
    });
    consent.onChange(after);

    expect(() => consent.choose(true)).toThrow(failure);
    expect(after).toHaveBeenCalledExactlyOnceWith(true);
    expect(consent.trackingAllowed()).toBe(true);
    expect(readCookie('ss_cookieAllowed')).toBe('true');
  });
});
