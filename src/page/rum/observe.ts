/** GMM §8 "Timing errors go to error reporting or console warning 'RUM timing error: ...'": the warning. */
export const warnTimingError = (error: unknown): void => console.warn(`RUM timing error: ${String(error)}`);

/**
 * Hands `take` the browser's `type` entries, those it kept from before too (buffered), until `signal`
 * aborts. A type the browser lacks is skipped (observing it would warn in the console of the site
 * owner's page); one it refuses is a timing error. Event entries from 16 ms, the least the browser gives.
 */
export function observe(type: string, take: (entries: PerformanceEntryList) => void, signal: AbortSignal): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  try {
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type, buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  } catch (error) {
    warnTimingError(error);
  }
}
