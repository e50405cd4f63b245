import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { inpAttribution, navigationMetrics, timeToInteractive, type Task } from './record.ts';

/** The metrics of the record, as measured so far. */
export type Metrics = Record<string, unknown>;

/**
 * Starts measuring (browser glue; the rules are in record.ts): web-vitals for CLS, LCP, FCP and INP,
 * every change kept, so the record has the latest values whenever it is built;
 * FID from the buffered first-input entry (processingStart − startTime); long tasks for TTI. Returns
 * the snapshot of the metrics at the moment it is called. web-vitals' own observers cannot be released:
 * after `signal` aborts they report into nothing.
 */
export function watchMetrics(signal: AbortSignal, onTimingError: (error: unknown) => void): () => Metrics {
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
      if (key == 'interactionToNextPaint') inp = entries as PerformanceEventTiming[];
    };
  const options = { reportAllChanges: true };
  onCLS(keep('cumulativeLayoutShift'), options);
  onLCP(keep('largestContentfulPaint'), options);
  onFCP(keep('firstContentfulPaint'), options);
  // 16 ms, the least web-vitals takes: a quick click's latency counts too, not only those over 40 ms.
  onINP(keep('interactionToNextPaint'), { ...options, durationThreshold: 16 });

  const observe = (type: string, take: (entries: PerformanceEntryList) => void): void => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    try {
      const observer = new PerformanceObserver((list) => take(list.getEntries()));
      observer.observe({ type, buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    } catch (error) {
      onTimingError(error);
    }
  };
  observe('first-input', ([entry]) => {
    const input = entry as PerformanceEventTiming | undefined;
    if (input && firstInputDelay === null) firstInputDelay = input.processingStart - input.startTime;
  });
  observe('longtask', (entries) => tasks.push(...entries));
  observe('event', (entries) => {
    events = [...events, ...(entries as PerformanceEventTiming[])].slice(-100);
  });

  return () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = latest['firstContentfulPaint'] ?? null;
    const cls = latest['cumulativeLayoutShift'] ?? (PerformanceObserver.supportedEntryTypes?.includes('layout-shift') ? 0 : null);
    return {
      cumulativeLayoutShift: cls,
      ...navigationMetrics(navigation),
      firstContentfulPaint: fcp,
      firstInputDelay,
      largestContentfulPaint: latest['largestContentfulPaint'] ?? null,
      timeToInteractive: timeToInteractive(fcp, navigation?.domContentLoadedEventEnd ?? 0, tasks, performance.now()),
      // TTFB as web-vitals' onTTFB measures it, from the entry it reads (its soft-navigation code would cost ~250 B).
      responseStart: navigation ? Math.max(navigation.responseStart - (navigation.activationStart ?? 0), 0) : null,
      interactionToNextPaint: latest['interactionToNextPaint'] ?? null,
      inpAttribution: inpAttribution(inp, events),
    };
  };
}
