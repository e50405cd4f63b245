import { defineFeature } from '../../kit/define.ts';
import { createTraceQueue, type TraceQueue } from '../../services/trace/trace.ts';
import type { TraceInput } from '../../services/small-services/trace-event.ts';

/** The page's one trace queue, while some block or feature that traced is still running. */
let shared: { queue: TraceQueue; users: number; controller: AbortController } | undefined;

/**
 * The trace queue as a lazy feature: each `start('trace', event)` (src/services/small-services/trace-event.ts)
 * queues one event in the page's one queue, so events from every block leave in the same batches.
 * The queue lives while any block or feature that traced into it lives: when the last one is
 * destroyed (teardown), what is queued is sent and its timer and listener go. Consent is asked again
 * here and before each send: a refusal drops what waits.
 */
export const start = defineFeature<TraceInput>(({ consent, input, signal }) => {
  if (signal.aborted || !consent.trackingAllowed()) return;
  const held = (shared ??= (() => {
    const controller = new AbortController();
    return { queue: createTraceQueue({ signal: controller.signal, allowed: consent.trackingAllowed }), users: 0, controller };
  })());
  held.users += 1;
  held.queue.trace(input.type, input.data);
  signal.addEventListener(
    'abort',
    () => {
      held.users -= 1;
      if (held.users > 0) return;
      if (shared === held) shared = undefined;
      held.controller.abort();
    },
    { once: true },
  );
});
