import { defineFeature } from '../../kit/define.ts';
import { yieldToMain } from '../../platform/idle/after-load.ts';
import { consentFor } from '../../platform/consent/consent.ts';
import { parseDescriptor, type Compiled } from '../../platform/descriptor/descriptor.ts';
import { APP_NAME } from '../../shared/app.ts';
import { RUM_SETTINGS_ID } from '../../shared/markers.ts';
import { analyticsId } from './analytics-id.ts';
import { APP_FLAG, RUM_FLUSH_AFTER_LOAD_MS, RUM_VITAL_WAIT_MS } from './constants.ts';
import { watchMetrics } from './metrics.ts';
import { createQueue, PAGE_SPEED_EVENT, USER_TIMING_EVENT } from './queue.ts';
import { pageSpeedRecord, supportLevel, visibilityStateOnDCL } from './record.ts';
import { requestSettings } from './settings-request.ts';
import type * as schemas from './settings-schema.ts';
import compiled from './settings-schema.ts?compiled';
import { throttle } from './throttle.ts';
import { isRumTiming, userTimingRecord, warnTimingError } from './user-timing.ts';

const { RumSettingsSchema } = compiled as Compiled<typeof schemas>;

/** The rum-settings element's JSON; not JSON → {} (every field at its default). */
function readRumSettings(): unknown {
  try {
    return JSON.parse(document.getElementById(RUM_SETTINGS_ID)?.textContent ?? '');
  } catch {
    return {};
  }
}

/** Resolves once tracking is allowed (at once, or when the visitor accepts on this page), or when `signal` aborts. */
function whenAllowed(consent: ReturnType<typeof consentFor>, signal: AbortSignal): Promise<void> {
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
 * The real-user performance collector (GMM §4.1), started by the page services after the load, in
 * idle time, on a page whose renderer wrote rum-settings. It waits for tracking to be allowed (the
 * consent engine, as census does), asks for the settings and, with the rum and app flags on, queues the
 * page-speed record (track-page-speed) and the `rum-` user timings (track-user-timing), flushed on page
 * hide (pagehide, and the page becoming hidden), before unload and 30 s after load.
 */
export const start = defineFeature(async ({ page, signal, report }) => {
  const consent = consentFor(page);
  await whenAllowed(consent, signal);
  if (signal.aborted) return;
  let reply;
  try {
    reply = await requestSettings(signal);
  } catch (error) {
    return report(error);
  }
  const flags = reply.rolloutFlags;
  if (signal.aborted || !flags['rum-rollout'] || !flags[APP_FLAG]) return;
  // The set-up runs in tasks of its own, not in the reply's: at 4x CPU it made that task 50 to 100 ms (npm run bench).
  const yielded = async (): Promise<boolean> => (await yieldToMain(), !signal.aborted);
  if (!(await yielded())) return;

  const queue = createQueue(APP_NAME, reply.pageLoadId, consent.trackingAllowed);
  const options = { signal };
  let flushTimings = (): void => undefined;
  let record = (): void => undefined;

  if (flags['track-user-timing-rollout']) {
    // What was marked before the collector started, then what comes.
    let pending = [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')] as PerformanceMark[];
    const batch = throttle(() => {
      const marks = performance.getEntriesByType('mark') as PerformanceMark[];
      for (const entry of pending.filter(isRumTiming)) queue.add(USER_TIMING_EVENT, { ...userTimingRecord(entry, marks) });
      pending = [];
    }, signal);
    try {
      const observer = new PerformanceObserver((list) => {
        pending.push(...(list.getEntries() as PerformanceMark[]));
        batch.schedule();
      });
      observer.observe({ entryTypes: ['mark', 'measure'] });
      signal.addEventListener('abort', () => observer.disconnect(), options);
    } catch (error) {
      warnTimingError(error);
    }
    batch.schedule();
    flushTimings = batch.flush;
  }

  if (flags['track-page-speed-rollout'] && (await yielded())) {
    const settings = parseDescriptor(RumSettingsSchema, readRumSettings()).value;
    const id = analyticsId(settings.cookieDomain);
    if (!(await yielded())) return;
    const metrics = watchMetrics(signal, warnTimingError);
    let recorded = false;
    // Each web vital is waited for until the page is hidden, at most 60 s (GMM §9); then the record has the latest values.
    record = (): void => {
      if (recorded) return;
      recorded = true;
      clearTimeout(cap);
      try {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        queue.add(
          PAGE_SPEED_EVENT,
          pageSpeedRecord({
            page,
            settings,
            analyticsId: id,
            environment: { location, navigator, screen, devicePixelRatio, innerHeight, innerWidth, inFrame: inFrame() },
            visibilityStateOnDCL: visibilityStateOnDCL(performance.getEntriesByType('visibility-state'), navigation?.domContentLoadedEventStart),
            supportLevel: supportLevel(PerformanceObserver.supportedEntryTypes ?? []),
            metrics: metrics(),
          }),
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
  const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  const timer = setTimeout(
    () => {
      flushTimings();
      queue.flush();
    },
    Math.max(0, loaded + RUM_FLUSH_AFTER_LOAD_MS - performance.now()),
  );
  signal.addEventListener('abort', () => clearTimeout(timer), options);
});

/** Whether the page is shown in a frame; a cross-origin parent that refuses the comparison is one. */
function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
