import { TRACE_PATH } from '../../shared/platform.ts';
import { TRACE_FLUSH_MS } from '../../shared/limits.ts';

/**
 * One trace event as the platform stores it (site-runtime.md §7).
 * @internal Exported for the tests: for the queue's tests.
 */
export interface TraceEvent {
  readonly pageUrl: string;
  readonly type: string;
  readonly data: unknown;
}

export interface TraceQueue {
  /** Queues an event of this page; it leaves with the next flush. */
  trace(type: string, data: unknown): void;
  /** Sends what is queued now; nothing when the queue is empty. */
  flush(): void;
}

export interface TraceQueueOptions {
  readonly signal: AbortSignal;
  /**
   * Whether tracing is allowed now (the consent engine's trackingAllowed): asked for each event and
   * again before each send, so what was queued before the visitor refused is dropped, never sent.
   */
  readonly allowed?: () => boolean;
}

/**
 * Batches trace events and POSTs them as the form field `data` (a JSON list) every TRACE_FLUSH_MS
 * and on pagehide. pagehide rather than unload keeps the page eligible for the back/forward cache;
 * the interval simply resumes after pageshow, so no restart is needed. When `signal` aborts, what is
 * queued is sent, the timer and listener are released and later events are ignored.
 */
export function createTraceQueue({ signal, allowed = () => true }: TraceQueueOptions): TraceQueue {
  let queue: TraceEvent[] = [];

  function flush(): void {
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    if (allowed()) sendTrace(batch);
  }

  if (!signal.aborted) {
    const timer = setInterval(flush, TRACE_FLUSH_MS);
    addEventListener('pagehide', flush, { signal });
    signal.addEventListener(
      'abort',
      () => {
        clearInterval(timer);
        flush();
      },
      { once: true },
    );
  }

  return {
    trace(type, data) {
      if (signal.aborted || !allowed()) return;
      queue.push({ pageUrl: location.href, type, data });
    },
    flush,
  };
}

/**
 * sendBeacon survives the page going away (pagehide); when it is missing or refuses the batch (too
 * large for its quota), a keepalive fetch tries instead. The answer is not read (§7); failures are dropped.
 */
function sendTrace(events: readonly TraceEvent[]): void {
  const body = new URLSearchParams({ data: JSON.stringify(events) });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACE_PATH, body)) return;
  fetch(TRACE_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true, body }).catch(() => undefined);
}
