import { createErrorQueue } from './error-reporting/error-queue.ts';
import { toErrorEntry } from './error-reporting/error-entry.ts';
import { listenForOwnErrors } from './error-reporting/own-errors.ts';
import { sendErrorReport } from './error-reporting/send-error-report.ts';
import { entryFeatures } from './features.ts';
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

  const mounter = createMounter(entryFeatures(), { loadChunk, loadModule, report });
  let observer: BlockObserver | undefined;
  whenParsed(() => {
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
  };
}

if (window.SiteRuntime) console.warn('Detected second run');
else window.SiteRuntime = start();
