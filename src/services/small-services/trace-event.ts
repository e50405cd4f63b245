import type { PageTracking } from '../../platform/consent/consent.ts';
import type { TraceType } from '../../shared/trace-types.ts';

/** What `start('trace', input)` passes the trace feature (src/page/trace): one event. */
export interface TraceInput {
  readonly type: TraceType;
  readonly data: unknown;
}

/** What a block or feature hands traceEvent: its context's consent engine and `start`. */
export interface TraceContext {
  readonly consent: PageTracking['consent'];
  start(name: string, input?: unknown): Promise<unknown>;
}

/**
 * Traces one event of this page (site-runtime.md §7; the types are in src/shared/trace-types.ts).
 * Nothing happens without consent to track, so the queue's code loads only on a page that has
 * something to trace and may trace it. The event joins the page's one queue, which sends it within
 * 30 s or when the page is hidden; it lives as long as the block or feature that traced it.
 */
export function traceEvent(context: TraceContext, type: TraceType, data: unknown): void {
  if (context.consent.trackingAllowed()) void context.start('trace', { type, data } satisfies TraceInput);
}
