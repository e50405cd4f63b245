import type { MountFn } from '../core/types';
import { recordPageView } from './census/page-view';
import { censusDisabledFlag, shouldRecordPageView } from './census/page-view-gate';
import { getConsent } from './consent/consent';
import { getPageContext } from './page-context/read-page-context';
import { sendLandingBeacon } from './tracking/landing-beacon';
import { recordVisit } from './visits/record-visit';

/** The page event through which the cookie banner and site owners' consent tools answer (docs/markup.md). */
export const CONSENT_EVENT = 'siteruntime:consent';

/**
 * Page-level services, mounted once per page on the site-context element: web fonts, the consent
 * engine, and for a tracked visitor the visit cookies, the census page view and, on a new visit,
 * the landing beacon. Under a restrictive policy tracking waits for consent, then starts on the
 * same page.
 */
export const mount: MountFn = (_element, { signal, report, loadChunk }) => {
  const context = getPageContext();
  let removeFonts = (): void => undefined;
  // Most pages name no web fonts: their code loads only when the context asks for them.
  if (context.googleFonts.length > 0 || context.website.typekitId) {
    loadChunk<typeof import('./fonts/load-fonts')>('fonts')
      .then(({ loadFonts }) => {
        if (!signal.aborted) removeFonts = loadFonts(context, { report });
      })
      .catch(report);
  }
  const consent = getConsent();

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

  return () => {
    stopWaitingForConsent();
    removeFonts();
  };
};
