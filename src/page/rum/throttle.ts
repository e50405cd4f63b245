import { RUM_THROTTLE_SAMPLES, RUM_THROTTLE_SPACING } from './constants.ts';

export interface Throttled {
  /** Asks for a run: at once when the last ones were quick and long ago, else when the spacing allows. One run at a time is pending. */
  schedule(): void;
  /** Runs now what is pending (the page is leaving). */
  flush(): void;
}

/**
 * The collector's own work per batch of browser entries, throttled as GMM §9 says ("samples the last
 * 22 durations, with spacing of twice the average"): each run's duration is kept (the last 22), and the
 * next run starts no sooner than twice their average after the previous one ended, so on a slow
 * phone the collector takes at most about a third of the main thread however many marks a page makes.
 */
export function throttle(work: () => void, signal: AbortSignal, now: () => number = () => performance.now()): Throttled {
  const durations: number[] = [];
  let lastEnd = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (signal.aborted) return;
    const started = now();
    work();
    lastEnd = now();
    durations.push(lastEnd - started);
    if (durations.length > RUM_THROTTLE_SAMPLES) durations.shift();
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return {
    schedule() {
      if (timer !== undefined || signal.aborted) return;
      const average = durations.reduce((sum, duration) => sum + duration, 0) / (durations.length || 1);
      // (A delay already past is 0.)
      timer = setTimeout(run, lastEnd + RUM_THROTTLE_SPACING * average - now());
    },
    flush() {
      if (timer !== undefined) run();
    },
  };
}
