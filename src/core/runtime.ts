import { createErrorQueue } from './error-reporting/error-queue.ts';
import { toErrorEntry } from './error-reporting/error-entry.ts';
import { listenForOwnErrors } from './error-reporting/own-errors.ts';
import { sendErrorReport } from './error-reporting/send-error-report.ts';
import { parseConsentCookie, CONSENT_COOKIE } from '../platform/consent/consent-policy.ts';
import { cookieBannerLikely } from '../platform/consent/should-show-banner.ts';
import { readCookie } from '../platform/cookies/read-cookie.ts';
import { isEditMode } from '../platform/page-context/edit-mode.ts';
import { SITE_CONTEXT_ID } from '../shared/markers.ts';
import { mountedFeatures } from './chunk-map.ts';
import type { ApiCall } from './contract.ts';
import { startFeature } from './isolate.ts';
import { loadChunk } from './load-chunk.ts';
import { loadModule } from './load-module.ts';
import { removeStylesheets } from './load-stylesheet.ts';
import { createMounter } from './mounter.ts';
import { observeBlocks, type BlockObserver } from './observe-blocks.ts';
import { whenParsed } from './when-parsed.ts';

/** The page-global handle, documented in docs/markup.md. */
export interface SiteRuntime {
  /** Resolves once every block on the page (including ones inserted just now) is mounted or has failed. */
  settled(): Promise<void>;
  /** Runs every registered destructor and leaves the page as its HTML was. */
  teardown(): void;
  /** Signs a site user in (POST /api/site-users/account/session); rejects with the platform's reason. */
  signIn(details: { email: string; password: string; rememberMe?: boolean }): Promise<void>;
  /** Signs the site user out (DELETE /api/site-users/account/session?cloneCart=…). */
  signOut(options?: { cloneCart?: boolean }): Promise<void>;
  /** Records an internal event (site-runtime.md §7's event tracker): one of the documented names, with its payload. */
  trackInternalEvent(name: string, payload?: Record<string, unknown>): Promise<void>;
}

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
  }
}

function start(): SiteRuntime {
  const controller = new AbortController();
  const { signal } = controller;
  const errors = createErrorQueue(sendErrorReport);
  const report = (error: unknown, details?: Record<string, string>): void => errors.add(toErrorEntry(error, details));

  listenForOwnErrors(new URL(/* @vite-ignore */ '.', import.meta.url).href, report, signal);
  addEventListener('pagehide', errors.flush, { signal });

  const deps = { loadChunk, loadModule, report };
  const mounter = createMounter(mountedFeatures(), deps);
  /**
   * A method of the global API, answered by the lazy feature 'site-api' (registry): it rejects when
   * that feature cannot start (logged and reported then) or the page was torn down.
   */
  const ask =
    (method: string) =>
    (...args: unknown[]): Promise<never> =>
      new Promise((resolve, reject) => {
        void startFeature(deps, signal, 'site-api', { method, args, resolve, reject } satisfies ApiCall).then(
          (running) => running ?? reject(new Error(`SiteRuntime.${method} is unavailable`)),
        );
      });
  let observer: BlockObserver | undefined;
  whenParsed(() => {
    const context = document.getElementById(SITE_CONTEXT_ID)?.textContent;
    if (cookieBannerLikely(context, parseConsentCookie(readCookie(CONSENT_COOKIE)), isEditMode())) void loadChunk('cookie-banner').catch(() => undefined);
    mounter.scan(document);
    observer = observeBlocks(mounter, document.documentElement);
  }, signal);

  return {
    settled() {
      observer?.flush();
      return mounter.settled();
    },
    teardown() {
      controller.abort();
      observer?.stop();
      mounter.destroyAll();
      removeStylesheets();
      errors.flush();
    },
    signIn: ask('signIn'),
    signOut: ask('signOut'),
    trackInternalEvent: ask('trackInternalEvent'),
  };
}

if (window.SiteRuntime) console.warn('Detected second run');
else window.SiteRuntime = start();
