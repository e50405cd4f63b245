import { CONSENT_COOKIE_MAX_AGE_MS } from '../../shared/limits.ts';
import { cookieNames, readCookie } from '../cookies/read-cookie.ts';
import { cookieDomains, deleteCookie, writeCookie } from '../cookies/write-cookie.ts';
import { CONSENT_COOKIE, parseConsentCookie } from '../../shared/consent-cookie.ts';
import { sendConsentProof } from './consent-proof.ts';
import type { Page, PageContext } from '../page-context/read-page-context.ts';
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

/** The fields of the page consent depends on. */
export type ConsentPage = Pick<Page, 'cookieSettings' | 'website' | 'editMode'>;

/** What a tracker is handed (a block's or feature's context fits): the page context, and the page's consent engine. */
export interface PageTracking {
  readonly page: PageContext;
  readonly consent: Pick<Consent, 'trackingAllowed'>;
}

/**
 * The consent engine of a page, as the core puts it on every chunk's context (CoreContext.consent): one per
 * page, built from `page` and document.cookie on the first call of any of its methods, so a page that never asks
 * pays no cookie read. On creation, under a restrictive policy without accepted consent, it clears every
 * TRACKING_COOKIES cookie (path / and the current path; host-only, on the host and on each parent domain).
 */
export function pageConsent(page: ConsentPage): Consent {
  let engine: Consent | undefined;
  const get = (): Consent => (engine ??= createConsent(page));
  return {
    trackingAllowed: () => get().trackingAllowed(),
    choice: () => get().choice(),
    refusedBySignal: () => get().refusedBySignal(),
    choose: (allowed) => get().choose(allowed),
    onChange: (listener) => get().onChange(listener),
  };
}

function createConsent({ cookieSettings, website, editMode }: ConsentPage): Consent {
  const restrictive = isRestrictivePolicy(cookieSettings, website.cloneable);
  const visitorDataRestricted = cookieSettings.isVisitorDataRestricted;
  const stored = parseConsentCookie(readCookie(CONSENT_COOKIE));
  // A choice the visitor made wins over the browser's signal; the signal's refusal writes no cookie and shows no banner.
  let choice = startingChoice(stored, restrictive);
  let bySignal = choice !== stored;
  const listeners = new Set<(allowed: boolean) => void>();
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
