import { defineBlock } from '../../kit/define.ts';
import { recordCensusHit } from '../../platform/census/census-hit.ts';
import { startHeartbeat } from '../../platform/census/heartbeat.ts';
import { recordPageView } from '../../platform/census/page-view.ts';
import { censusDisabledFlag, shouldRecordPageView } from '../../platform/census/page-view-gate.ts';
import { updateConsentMode } from '../../platform/consent/consent-mode.ts';
import { afterLoad, yieldToMain } from '../../platform/idle/after-load.ts';
import { shouldShowCookieBanner } from '../../platform/consent/should-show-banner.ts';
import { isProductPage } from '../../platform/page-context/product-page.ts';
import { sendLandingBeacon } from '../../platform/tracking/landing-beacon.ts';
import { recordVisit } from '../../platform/visits/record-visit.ts';
import { COOKIE_SETTINGS_SELECTOR, RUM_SETTINGS_ID } from '../../shared/markers.ts';
import { CONSENT_EVENT, COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_OPEN_EVENT } from '../../shared/page-events.ts';
import type { CookieBannerInput } from '../cookie-banner/index.ts';
import type { OwnerInput } from '../owner/index.ts';
import { ownerFlowsNeeded } from './owner-flows-needed.ts';

/**
 * The page start, mounted once per page on the site-context element: it starts web fonts, the
 * owner flows, a signed-in account's previews and the cookie banner when needed (lazy features,
 * stopped with it), listens for the consent events, and for a tracked visitor writes the visit
 * cookies, then, once the page has loaded and the main thread is idle (or when it is hidden first),
 * sends the census page view (with a product page's productPageView) and, on a new visit, the landing
 * beacon, and starts the performance collector where the page has rum-settings; the census heartbeat
 * beats while the view is tracked. Under a restrictive policy tracking waits for consent (the context's
 * engine), then starts on the same page. In edit mode (page.editMode) the consent engine allows no
 * tracking and the banner shows only when forced.
 */
export const mount = defineBlock({
  async mount({ page, consent, signal, start }) {
    // The lazy features started on load; the mount ends once they settled, so SiteRuntime.settled() covers them.
    const starting: Promise<unknown>[] = [];
    // Most pages name no web fonts: their code loads only when the context asks for them.
    if (page.googleFonts.length > 0 || page.website.typekitId) starting.push(start('fonts'));
    // Owners and editors: the editor redirect, the Escape keys and the logout dialog.
    if (ownerFlowsNeeded(page, location)) starting.push(start('owner'));
    // A visitor's Escape login (SR §2, §6) costs this listener, not a chunk: the owner flows load on
    // the first Escape press and act on it.
    else if (page.websiteSettings.escapeKeyLoginEnabled) {
      let pressed = false;
      document.addEventListener(
        'keydown',
        (event) => {
          if (pressed || event.key !== 'Escape') return;
          pressed = true;
          void start('owner', { escape: event } satisfies OwnerInput);
        },
        { signal },
      );
    }
    // The performance collector only where the renderer turned it on: elsewhere no request, no listener, no chunk.
    if (document.getElementById(RUM_SETTINGS_ID)) afterLoad(() => void start('rum'), signal);
    // A signed-in account: the announcement bar and overlay previews. A visitor's page never loads them.
    if (page.authenticatedAccount !== null) starting.push(start('account-extras'));

    // The consent engine reads the cookies on its first call, a synchronous trip to the browser: in a task after
    // the page context's parse and the starts above, so on a slow phone neither half is a long task.
    await yieldToMain();
    if (signal.aborted) return;
    // The cookie banner's code loads only when it must show, or when a force or open event asks for it;
    // once started, the banner's own listeners take those events (one met while its chunk loads is lost).
    let banner: Promise<unknown> | undefined;
    const startBanner = (input: CookieBannerInput): Promise<unknown> => (banner ??= start('cookie-banner', input));
    if (shouldShowCookieBanner({ settings: page.cookieSettings, editMode: page.editMode, choice: consent.choice }))
      starting.push(startBanner({ forced: false }));
    // The force event's settings travel with it: the banner's own listener does not exist yet.
    addEventListener(COOKIE_BANNER_FORCE_EVENT, (event) => void startBanner({ forced: true, detail: (event as CustomEvent).detail }), { signal });
    addEventListener(COOKIE_BANNER_OPEN_EVENT, () => void startBanner({ forced: false, opened: true }), { signal });
    // The visitor reopens their choice from the page's own control (docs/markup.md "Cookie settings").
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element && event.target.closest(COOKIE_SETTINGS_SELECTOR))) return;
        event.preventDefault();
        dispatchEvent(new Event(COOKIE_BANNER_OPEN_EVENT));
      },
      { signal },
    );

    let tracked = false;
    const trackPageView = (): void => {
      if (tracked || !consent.trackingAllowed()) return;
      if (!shouldRecordPageView({ context: page, pathname: location.pathname, censusDisabled: censusDisabledFlag(window) })) return;
      tracked = true;
      // The visit cookies now: a block's census call (form-render's visitorCookie) reads ss_cvr.
      const visit = recordVisit(page.website.identifier);
      const viewedAt = Date.now();
      // The calls leave once the page has loaded, in idle time: never part of a mount or a click, and
      // each in an idle callback of its own, so neither makes a long task on a slow phone. A product
      // page's productPageView goes with its view, its code loaded then.
      afterLoad(() => {
        void recordPageView({ page, consent }, visit.cvr, viewedAt);
        if (isProductPage(page)) void start('product-page-view');
      }, signal);
      if (visit.newVisit) afterLoad(() => sendLandingBeacon(consent, { location, document, navigator, screen }), signal);
    };

    // The census heartbeat beats for a page whose view is tracked, consent permitting (sendCensus).
    startHeartbeat(() => {
      if (tracked) void recordCensusHit({ page, consent }, 'heartbeat');
    }, signal);

    // Google Consent Mode v2: the renderer's default stands until a choice; a choice is replayed on every
    // page and each change sent (the page's Google tags only; docs/markup.md "Google Consent Mode").
    if (consent.choice() !== undefined) updateConsentMode(consent.trackingAllowed());
    const stopUpdatingConsentMode = consent.onChange(updateConsentMode);
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

    // The visit in a task of its own, the page's features above being started: on a slow phone each
    // half stays a short task. A continuation comes before the blocks' mounts that wait behind it.
    await yieldToMain();
    if (!signal.aborted) trackPageView();

    await Promise.all(starting);
    return () => {
      stopWaitingForConsent();
      stopUpdatingConsentMode();
    };
  },
});
