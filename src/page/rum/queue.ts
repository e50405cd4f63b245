import { deliver } from './delivery.ts';
import { serializeEvents } from './encoding.ts';
import * as F from './fields.ts';

/** One queued event (GMM §3.4 "Each event wraps: app, event name, pageLoadId, timestamp"), in short keys. */
interface RumEvent {
  [F.app]: string;
  [F.name]: string;
  [F.pageLoadId]: string;
  [F.timestamp]: number;
  [F.data]: Record<string, unknown>;
}

export interface RumQueue {
  add(name: string, data: Record<string, unknown>): void;
  /** Sends what waits in one batch, when tracking is still allowed; what waits is dropped otherwise. */
  flush(): void;
}

/** The event names (chosen here). */
export const PAGE_SPEED_EVENT = 'page-speed';
export const USER_TIMING_EVENT = 'user-timing';

/** The collector's queue of one page load. */
export function createQueue(app: string, pageLoadId: string, allowed: () => boolean): RumQueue {
  let waiting: RumEvent[] = [];
  return {
    add(name, data) {
      waiting.push({ [F.app]: app, [F.name]: name, [F.pageLoadId]: pageLoadId, [F.timestamp]: Date.now(), [F.data]: data });
    },
    flush() {
      const events = waiting;
      waiting = [];
      if (!events.length || !allowed()) return;
      deliver((deliveryType) => {
        // A record with the field (the page-speed record) says how it left (GMM §3.4).
        for (const { [F.data]: data } of events) if (F.deliveryType in data) data[F.deliveryType] = deliveryType;
        return serializeEvents(events);
      });
    },
  };
}
