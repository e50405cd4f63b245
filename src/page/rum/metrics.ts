import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import * as F from './fields.ts';
import { observe } from './observe.ts';
import { inpAttribution, navigationMetrics, timeToInteractive, type Task } from './record.ts';

/** The page's Navigation Timing entry (none in a browser without Navigation Timing 2). */
export const navigationEntry = (): PerformanceNavigationTiming | undefined =>
  performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;

/** The metrics of the record, as measured so far, in short keys (fields.ts). */
export type Metrics = Record<string, unknown>;

/**
 * Starts measuring (browser glue; the rules are in record.ts): web-vitals for CLS, LCP, FCP and INP,
 * every change kept, so the record has the latest values whenever it is built;
 * FID from the buffered first-input entry (processingStart − startTime); long tasks for TTI. Returns
 * the snapshot of the metrics at the moment it is called. web-vitals' own observers cannot be released:
 * after `signal` aborts they report into nothing.
 */
export function watchMetrics(signal: AbortSignal): () => Metrics {
  const latest: Record<string, number> = {};
  let inp: PerformanceEventTiming[] = [];
  let firstInputDelay: number | null = null;
  const tasks: Task[] = [];
  // The event entries of the latest interactions, for INP's attribution (a page's few hundred at most).
  let events: PerformanceEventTiming[] = [];
  const keep =
    (key: string) =>
    ({ value, entries }: Metric): void => {
      if (signal.aborted) return;
      latest[key] = value;
      if (key == F.interactionToNextPaint) inp = entries as PerformanceEventTiming[];
    };
  const options = { reportAllChanges: true };
  onCLS(keep(F.cumulativeLayoutShift), options);
  onLCP(keep(F.largestContentfulPaint), options);
  onFCP(keep(F.firstContentfulPaint), options);
  // 16 ms, the least web-vitals takes: a quick click's latency counts too, not only those over 40 ms.
  onINP(keep(F.interactionToNextPaint), { ...options, durationThreshold: 16 });

  observe(
    'first-input',
    ([entry]) => {
      const input = entry as PerformanceEventTiming | undefined;
      if (input && firstInputDelay === null) firstInputDelay = input.processingStart - input.startTime;
    },
    signal,
  );
  observe('longtask', (entries) => tasks.push(...entries), signal);
  observe(
    'event',
    (entries) => {
      events = [...events, ...(entries as PerformanceEventTiming[])].slice(-100);
    },
    signal,
  );

  return () => {
    const navigation = navigationEntry();
    const fcp = latest[F.firstContentfulPaint] ?? null;
    return {
      // web-vitals reports CLS from FCP on (0 at first): null where the browser has no layout shifts, or before a first paint.
      [F.cumulativeLayoutShift]: latest[F.cumulativeLayoutShift] ?? null,
      ...navigationMetrics(navigation),
      [F.firstContentfulPaint]: fcp,
      [F.firstInputDelay]: firstInputDelay,
      [F.largestContentfulPaint]: latest[F.largestContentfulPaint] ?? null,
      [F.timeToInteractive]: timeToInteractive(fcp, navigation?.domContentLoadedEventEnd ?? 0, tasks, performance.now()),
      // TTFB as web-vitals' onTTFB measures it, from the entry it reads (its soft-navigation code would cost ~250 B).
      [F.responseStart]: navigation ? Math.max(navigation.responseStart - (navigation.activationStart ?? 0), 0) : null,
      [F.interactionToNextPaint]: latest[F.interactionToNextPaint] ?? null,
      [F.inpAttribution]: inpAttribution(inp, events),
    };
  };
}
