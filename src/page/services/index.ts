import { shouldShowCookieBanner } from '../../platform/consent/should-show-banner.ts';
import type { MountFn } from '../../core/contract.ts';
import { recordPageView } from '../../platform/census/page-view.ts';
import { censusDisabledFlag, shouldRecordPageView } from '../../platform/census/page-view-gate.ts';
import { getConsent } from '../../platform/consent/consent.ts';
import { ownerFlowsNeeded } from './owner-flows-needed.ts';
import { getPageContext } from '../../platform/page-context/read-page-context.ts';
import { sendLandingBeacon } from '../../platform/tracking/landing-beacon.ts';
import { recordVisit } from '../../platform/visits/record-visit.ts';
import { CONSENT_EVENT, COOKIE_BANNER_FORCE_EVENT } from '../../shared/page-events.ts';

/** The page event through which the cookie banner and site owners' consent tools answer (docs/markup.md). */

/**
 * Page-level services, mounted once per page on the site-context element: web fonts, the owner
 * flows, a signed-in account's previews and the cookie banner when needed, the consent engine, and
 * for a tracked visitor the visit cookies, the census page view and, on a new visit, the landing
 * beacon. Under a restrictive policy tracking waits for consent, then starts on the same page.
 */
export const mount: MountFn = async (_element, { signal, report, loadChunk }) => {
  const context = getPageContext();
  // The lazy parts started on load; the mount ends once they settled, so SiteRuntime.settled() covers them.
  const starting: Promise<unknown>[] = [];
  let removeFonts = (): void => undefined;
  // Most pages name no web fonts: their code loads only when the context asks for them.
  if (context.googleFonts.length > 0 || context.website.typekitId) {
    const fonts = loadChunk<typeof import('../fonts/load-fonts.ts')>('fonts')
      .then(({ loadFonts }) => {
        if (!signal.aborted) removeFonts = loadFonts(context, { report });
      })
      .catch(report);
    starting.push(fonts);
  }
  // Owners and editors: the editor redirect, the Escape keys and the logout dialog.
  if (ownerFlowsNeeded(context, location)) {
    const owner = loadChunk<typeof import('../owner/index.ts')>('owner')
      .then(({ startOwnerFlows }) => {
        if (!signal.aborted) startOwnerFlows({ signal, report, loadChunk });
      })
      .catch(report);
    starting.push(owner);
  }
  // A signed-in account: the announcement bar and overlay previews. A visitor's page never loads them.
  let removeAccountExtras = (): void => undefined;
  if (context.authenticatedAccount !== null) {
    const extras = loadChunk<typeof import('../account-extras/index.ts')>('account-extras')
      .then(({ startAccountExtras }) => {
        if (!signal.aborted) removeAccountExtras = startAccountExtras({ signal, report });
      })
      .catch(report);
    starting.push(extras);
  }
  const consent = getConsent();

  // The cookie banner's code loads only when it must show, or when a force event asks for it.
  let removeBanner = (): void => undefined;
  const startBanner = (forced: boolean): Promise<void> =>
    loadChunk<typeof import('../cookie-banner/index.ts')>('cookie-banner')
      .then(({ startCookieBanner }) => {
        if (!signal.aborted) removeBanner = startCookieBanner({ settings: context.cookieSettings, signal, report, forced });
      })
      .catch(report);
  if (shouldShowCookieBanner(context.cookieSettings, consent.choice())) starting.push(startBanner(false));
  else addEventListener(COOKIE_BANNER_FORCE_EVENT, () => void startBanner(true), { once: true, signal });

  let tracked = false;
  const trackPageView = (): void => {
    if (tracked || !consent.trackingAllowed()) return;
    if (!shouldRecordPageView({ context, pathname: location.pathname, censusDisabled: censusDisabledFlag(window) })) return;
    tracked = true;
    const visit = recordVisit();
    void recordPageView(context, visit.cvr);
    if (visit.newVisit) sendLandingBeacon({ location, document, navigator, screen });
  };

  trackPageView();
  const stopWaitingForConsent = consent.onChange(trackPageView);
  // A page restored from the back/forward cache is seen again: a new page view.
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      tracked = false;
      trackPageView();
    },
    { signal },
  );
  addEventListener(
    CONSENT_EVENT,
    (event) => {
      const allowed: unknown = (event as CustomEvent<{ allowed?: unknown }>).detail?.allowed;
      if (typeof allowed === 'boolean') consent.choose(allowed);
    },
    { signal },
  );

  await Promise.all(starting);
  return () => {
    stopWaitingForConsent();
    removeFonts();
    removeBanner();
    removeAccountExtras();
  };
};
