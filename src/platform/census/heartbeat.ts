import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MAX_PER_PAGE } from '../../shared/limits.ts';

/**
 * The census heartbeat's clock (docs/markup.md 6.22): `beat` at each HEARTBEAT_INTERVAL_MS mark of the
 * page's first HEARTBEAT_MAX_PER_PAGE at which the page is visible (a hidden page's marks pass without
 * one), then the clock stops; it stops too once `signal` aborts.
 */
export function startHeartbeat(beat: () => void, signal: AbortSignal): void {
  let marks = 0;
  const timer = setInterval(() => {
    if (++marks >= HEARTBEAT_MAX_PER_PAGE) clearInterval(timer);
    if (!document.hidden) beat();
  }, HEARTBEAT_INTERVAL_MS);
  signal.addEventListener('abort', () => clearInterval(timer));
}
