import { toErrorEntry } from './error-reporting/error-entry.ts';
import { sendErrorReport } from './error-reporting/send-error-report.ts';
import { CONSENT_COOKIE, parseConsentCookie } from '../shared/consent-cookie.ts';
import { cookieBannerLikely } from '../platform/consent/should-show-banner.ts';
import { readCookie } from '../platform/cookies/read-cookie.ts';
import { isEditMode } from '../platform/page-context/edit-mode.ts';
import { SITE_CONTEXT_ID } from '../shared/markers.ts';
import { BUILD, mountedFeatures } from './chunk-map.ts';
import type { SiteRuntime } from './contract.ts';
import { removeStylesheets } from './load-stylesheet.ts';
import type { CoreChunk, RunningCore } from './page-core.ts';
import { requestChunk } from './request-chunk.ts';
import { whenParsed } from './when-parsed.ts';

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
  }
}

/**
 * The entry: asks, in one go, for the core chunk (page-core.ts) and for every chunk the page shows a
 * marker of, so blocks mount one round trip after this file; the global API waits for the core.
 */
function start(): SiteRuntime {
  const controller = new AbortController();
  const features = mountedFeatures();
  let core: RunningCore | undefined;
  let coreStarted!: (started?: RunningCore) => void;
  const started = new Promise<RunningCore | undefined>((resolve) => (coreStarted = resolve));

  whenParsed(() => {
    // The page start first, then the banner, then the blocks: each file is imported in a task of its own, in
    // this order, and a file already here (a preload hint's) runs as soon as it is imported. Blocks last, so
    // React's evaluation (100-200 ms at 4x CPU) never runs before the page start.
    const everyPage = requestChunk('every-page');
    const context = document.getElementById(SITE_CONTEXT_ID)?.textContent;
    // The page start's own rule (a Global Privacy Control refusal included): a banner that will not show is not asked for.
    if (cookieBannerLikely(context, () => parseConsentCookie(readCookie(CONSENT_COOKIE)), isEditMode())) requestChunk('cookie-banner');
    for (const { name, selector } of features) if (document.querySelector(selector)) requestChunk(name);
    everyPage.results
      .then(([own]) => {
        if (own?.status !== 'fulfilled') throw own?.reason;
        const baseUrl = new URL(/* @vite-ignore */ '.', import.meta.url).href;
        coreStarted(
          (core = (own.value as CoreChunk).startCore({ features, baseUrl, toEntry: toErrorEntry, send: sendErrorReport, requestChunk, build: BUILD })),
        );
      })
      .catch((error: unknown) => {
        console.error('[site-runtime] the page was not enhanced:', error);
        sendErrorReport([toErrorEntry(error)]);
        coreStarted();
      });
  }, controller.signal);

  /** A method of the global API: the core's, once it runs; rejected when it cannot. */
  const whenStarted =
    (method: Exclude<keyof SiteRuntime, 'settled' | 'teardown'>) =>
    (...args: unknown[]): Promise<never> =>
      started.then((running) => (running ? running.ask(method, args) : Promise.reject(new Error(`SiteRuntime.${method} is unavailable`))));

  return {
    settled: () => started.then((running) => running?.settled()),
    teardown() {
      controller.abort();
      core?.teardown();
      removeStylesheets();
      coreStarted();
    },
    signIn: whenStarted('signIn'),
    signOut: whenStarted('signOut'),
    trackInternalEvent: whenStarted('trackInternalEvent'),
    places: whenStarted('places'),
  };
}

if (window.SiteRuntime) console.warn('Detected second run');
else window.SiteRuntime = start();
