import { defineFeature } from '../../kit/define.ts';
import { yieldToMain } from '../../platform/idle/after-load.ts';
import type { Consent } from '../../platform/consent/consent.ts';
import { parseDescriptor, type Compiled } from '../../platform/descriptor/descriptor.ts';
import { APP_NAME } from '../../shared/app.ts';
import { RUM_SETTINGS_ID } from '../../shared/markers.ts';
import { analyticsId } from './analytics-id.ts';
import { APP_FLAG, RUM_FLUSH_AFTER_LOAD_MS, RUM_VITAL_WAIT_MS } from './constants.ts';
import { navigationEntry, watchMetrics } from './metrics.ts';
import { createQueue, PAGE_SPEED_EVENT, USER_TIMING_EVENT } from './queue.ts';
import { pageSpeedRecord, supportLevel, visibilityStateOnDCL } from './record.ts';
import { requestSettings } from './settings-request.ts';
import type * as schemas from './settings-schema.ts';
import * as compiled from './settings-schema.ts?compiled';
import { throttle } from './throttle.ts';
import { isRumTiming, userTimingRecord } from './user-timing.ts';
import { observe } from './observe.ts';

const RumSettingsSchema = (compiled as unknown as Compiled<typeof schemas>).RumSettingsSchema;

/** The rum-settings element's JSON; not JSON → {} (every field at its default). */
function readRumSettings(): unknown {
  try {
    return JSON.parse(document.getElementById(RUM_SETTINGS_ID)?.textContent ?? '');
  } catch {
    return {};
  }
}

/** Resolves once tracking is allowed (at once, or when the visitor accepts on this page), or when `signal` aborts. */
function whenAllowed(consent: Consent, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (consent.trackingAllowed()) return resolve();
    const stop = consent.onChange((allowed) => {
      if (allowed) resolve();
    });
    signal.addEventListener(
      'abort',
      () => {
        stop();
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The real-user performance collector (GMM §4.1), started by the page start after the load, in
 * idle time, on a page whose renderer wrote rum-settings. It waits for tracking to be allowed (the
 * consent engine, as census does), asks for the settings and, with the rum and app flags on, queues the
 * page-speed record (track-page-speed) and the `rum-` user timings (track-user-timing), flushed on page
 * hide (pagehide, and the page becoming hidden), before unload and 30 s after load.
 */
export const start = defineFeature(async ({ page, consent, signal, report }) => {
  await whenAllowed(consent, signal);
  if (signal.aborted) return;
  let reply;
  try {
    reply = await requestSettings();
  } catch (error) {
    // Stopped meanwhile: the answer, whatever it is, is no one's.
    if (!signal.aborted) report(error);
    return;
  }
  // GMM §7's rollout flags; one that is absent or not a boolean is off.
  const on = (flag: string): boolean => reply.rolloutFlags[flag] === true;
  if (signal.aborted || !on('rum-rollout') || !on(APP_FLAG)) return;
  // The set-up runs in tasks of its own, not in the reply's: at 4x CPU it made that task 50 to 100 ms (npm run bench).
  const yielded = async (): Promise<boolean> => (await yieldToMain(), !signal.aborted);
  if (!(await yielded())) return;

  const queue = createQueue(APP_NAME, reply.pageLoadId, consent.trackingAllowed);
  const options = { signal };
  let flushTimings = (): void => undefined;
  let record = (): void => undefined;

  if (on('track-user-timing-rollout')) {
    let pending: PerformanceEntry[] = [];
    const batch = throttle(() => {
      const marks = performance.getEntriesByType('mark') as PerformanceMark[];
      for (const entry of pending.filter(isRumTiming)) queue.add(USER_TIMING_EVENT, userTimingRecord(entry as PerformanceMark, marks));
      pending = [];
    }, signal);
    // What was marked and measured before the collector started (buffered), then what comes.
    for (const type of ['mark', 'measure'])
      observe(
        type,
        (entries) => {
          pending.push(...entries);
          batch.schedule();
        },
        signal,
      );
    flushTimings = batch.flush;
  }

  if (on('track-page-speed-rollout') && (await yielded())) {
    const settings = parseDescriptor(RumSettingsSchema, readRumSettings()).value;
    const id = analyticsId(settings.cookieDomain);
    if (!(await yielded())) return;
    const metrics = watchMetrics(signal);
    let recorded = false;
    // Each web vital is waited for until the page is hidden, at most 60 s (GMM §9); then the record has the latest values.
    record = (): void => {
      if (recorded) return;
      recorded = true;
      clearTimeout(cap);
      try {
        queue.add(
          PAGE_SPEED_EVENT,
          pageSpeedRecord(
            page,
            settings,
            id,
            {
              location,
              navigator,
              screen,
              devicePixelRatio,
              innerHeight,
              innerWidth,
              // (`top` is readable across origins: a cross-origin parent is compared, not refused.)
              inFrame: self !== top,
              visibilityStateOnDCL: visibilityStateOnDCL(performance.getEntriesByType('visibility-state'), navigationEntry()?.domContentLoadedEventStart),
              supportLevel: supportLevel(PerformanceObserver.supportedEntryTypes ?? []),
            },
            metrics(),
          ),
        );
      } catch (error) {
        report(error);
      }
    };
    const cap = setTimeout(record, RUM_VITAL_WAIT_MS);
    signal.addEventListener('abort', () => clearTimeout(cap), options);
  }

  const flush = (): void => {
    flushTimings();
    // The page-speed record once the page is hidden: web-vitals reports its final values then (its
    // listener runs first). A navigation or a closing tab hides the page right after its pagehide
    // and beforeunload (HTML's unload steps); a phone's app switch hides it without them.
    if (document.visibilityState == 'hidden') record();
    queue.flush();
  };
  addEventListener('pagehide', flush, options);
  addEventListener('beforeunload', flush, options);
  document.addEventListener('visibilitychange', flush, options);
  const loaded = navigationEntry()?.loadEventEnd ?? 0;
  // (A delay already past is 0.)
  const timer = setTimeout(flush, loaded + RUM_FLUSH_AFTER_LOAD_MS - performance.now());
  signal.addEventListener('abort', () => clearTimeout(timer), options);
});
