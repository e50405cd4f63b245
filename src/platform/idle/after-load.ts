/** How long an idle callback may wait for an idle moment before it runs anyway (chosen here). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded, in an idle moment of the main thread (requestIdleCallback,
 * at most IDLE_TIMEOUT_MS later; a task of its own where the browser has none): for calls a visitor
 * never waits for, so they never lengthen the tasks that mount the page or answer a click. If the page
 * is hidden first (the visitor leaves), it runs then, so nothing is lost. It runs once, and not at all
 * once `signal` aborts.
 */
export function afterLoad(task: () => void, signal: AbortSignal): void {
  const done = new AbortController();
  const options = { signal: done.signal };
  const run = (): void => {
    if (done.signal.aborted || signal.aborted) return;
    done.abort();
    task();
  };
  const idle = (): unknown => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run));
  // The listeners go with the run, or with the caller.
  signal.addEventListener('abort', () => done.abort(), options);
  addEventListener('pagehide', run, options);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, options);
}

/**
 * A turn for the browser between two halves of a task (scheduler.yield where there is one: the rest
 * then comes before tasks queued meanwhile): the core's between two mounts, the page start's too.
 */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
