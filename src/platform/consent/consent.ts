import { CONSENT_COOKIE_MAX_AGE_MS } from '../../shared/limits.ts';
import { cookieNames, readCookie } from '../cookies/read-cookie.ts';
import { cookieDomains, deleteCookie, writeCookie } from '../cookies/write-cookie.ts';
import { CONSENT_COOKIE, parseConsentCookie } from '../../shared/consent-cookie.ts';
import { sendConsentProof } from './consent-proof.ts';
import { isEditMode } from '../page-context/edit-mode.ts';
import type { PageContext } from '../page-context/read-page-context.ts';
import { isRestrictivePolicy } from '../../shared/restrictive-policy.ts';
import { mustClearTrackingCookies, startingChoice, TRACKING_COOKIES, trackingAllowed } from './consent-policy.ts';

export interface Consent {
  /** May trackers write cookies and send census/track requests now? Never in edit mode (docs/markup.md §5). */
  trackingAllowed(): boolean;
  /** The visitor's stored choice: true (accepted), false (denied, or refused by Global Privacy Control where the policy is not restrictive), undefined (none yet). */
  choice(): boolean | undefined;
  /** The refusal is the browser's Global Privacy Control signal, not a choice the visitor made (nothing stored). */
  refusedBySignal(): boolean;
  /** Stores the choice in ss_cookieAllowed for 30 days (2592000000 ms), path /, and sends its proof where the page context asks for proofs (consent-proof.ts). Denying clears the tracking cookies and stops tracking. Notifies listeners when trackingAllowed() changes, so accepting starts tracking on this page without a reload. */
  choose(allowed: boolean): void;
  /** Called after every change of trackingAllowed(); returns the unsubscribe function. */
  onChange(listener: (allowed: boolean) => void): () => void;
}

/** The fields of the page context consent depends on. */
export type ConsentPage = Pick<PageContext, 'cookieSettings' | 'website'>;

const consents = new WeakMap<ConsentPage, Consent>();

/**
 * The consent engine of a page: one per page context (every feature of a page is handed the same
 * context object), built from it and document.cookie on first use. On creation, under a restrictive
 * policy without accepted consent, it clears every TRACKING_COOKIES cookie (path / and the current
 * path; host-only, on the host and on each parent domain).
 */
export function consentFor(page: ConsentPage): Consent {
  let consent = consents.get(page);
  if (!consent) {
    consent = createConsent(page);
    consents.set(page, consent);
  }
  return consent;
}

function createConsent({ cookieSettings, website }: ConsentPage): Consent {
  const restrictive = isRestrictivePolicy(cookieSettings, website.cloneable);
  const visitorDataRestricted = cookieSettings.isVisitorDataRestricted;
  const stored = parseConsentCookie(readCookie(CONSENT_COOKIE));
  // A choice the visitor made wins over the browser's signal; the signal's refusal writes no cookie and shows no banner.
  let choice = startingChoice(stored, restrictive);
  let bySignal = choice !== stored;
  const listeners = new Set<(allowed: boolean) => void>();
  // Read once: the editor renders the class with the page, before the runtime runs.
  const editMode = isEditMode();
  const allowed = (): boolean => trackingAllowed({ restrictive, visitorDataRestricted, choice, editMode });
  const clearIfRequired = (): void => {
    if (mustClearTrackingCookies({ restrictive, choice })) clearTrackingCookies();
  };

  clearIfRequired();
  return {
    trackingAllowed: allowed,
    choice: () => choice,
    refusedBySignal: () => bySignal,
    choose(next) {
      const before = allowed();
      choice = next;
      bySignal = false;
      writeCookie(CONSENT_COOKIE, String(next), { maxAgeMs: CONSENT_COOKIE_MAX_AGE_MS });
      if (cookieSettings.isConsentProofEnabled) sendConsentProof(next, cookieSettings);
      clearIfRequired();
      if (allowed() !== before) notify([...listeners], allowed());
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Every listener hears the change even if one throws (one tracker must not stop another); the first error is then rethrown. */
function notify(listeners: readonly ((allowed: boolean) => void)[], allowed: boolean): void {
  let failure: { error: unknown } | undefined;
  for (const listener of listeners) {
    try {
      listener(allowed);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * Trackers may have written their cookies on the site root or on this page's path, host-only or on
 * the host or a parent domain (a tracker on www.loja.com.br often writes domain=loja.com.br): every
 * copy goes (cookieDomains says why no public-suffix list is needed). Every such copy is one this
 * page sees, so only the names present are written: each write is a synchronous trip to the
 * browser, and a first visit, which has none, would otherwise pay 18 or more of them (5–28 ms at 4x CPU).
 */
function clearTrackingCookies(): void {
  const present = cookieNames();
  const paths = new Set(['/', location.pathname]);
  const domains = [undefined, ...cookieDomains(location.hostname)];
  for (const name of TRACKING_COOKIES.filter((tracker) => present.has(tracker))) {
    for (const path of paths) for (const domain of domains) deleteCookie(name, path, domain);
  }
}
