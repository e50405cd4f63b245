import { deliver } from './delivery.ts';
import { encodeEvents } from './encoding.ts';
import type { DeliveryType } from './record.ts';

/** One queued event (GMM §3.4 "Each event wraps: app, event name, pageLoadId, timestamp"). */
export interface RumEvent {
  app: string;
  name: string;
  pageLoadId: string;
  timestamp: number;
  data: Record<string, unknown>;
}

export interface RumQueue {
  add(name: string, data: Record<string, unknown>): void;
  /** Sends what waits in one batch, when tracking is still allowed; what waits is dropped otherwise. */
  flush(): void;
}

/** The event names (chosen here). */
export const PAGE_SPEED_EVENT = 'page-speed';
export const USER_TIMING_EVENT = 'user-timing';

/** A record carries deliveryType (GMM §3.4) when it has the field: the page-speed record. */
const delivered = (events: readonly RumEvent[], deliveryType: DeliveryType): RumEvent[] =>
  events.map((event) => ('deliveryType' in event.data ? { ...event, data: { ...event.data, deliveryType } } : event));

/** The collector's queue of one page load. */
export function createQueue(app: string, pageLoadId: string, allowed: () => boolean): RumQueue {
  let waiting: RumEvent[] = [];
  return {
    add(name, data) {
      waiting.push({ app, name, pageLoadId, timestamp: Date.now(), data });
    },
    flush() {
      const events = waiting;
      waiting = [];
      if (events.length && allowed()) deliver((deliveryType) => encodeEvents(delivered(events, deliveryType)));
    },
  };
}
