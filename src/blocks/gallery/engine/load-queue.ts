/**
 * GMM §4.6 "At most 16 images load at a time (1 on mobile)": a queue that starts image loads as slots
 * free up. Jobs enqueued in the same task are started together after it (in a microtask), lowest
 * priority number first, so a design can enqueue a whole window and still have the current slide load
 * first; equal priorities start in the order they were enqueued.
 */

/** Loads one image; the promise settles (either way) when the load is over. */
type LoadJob = () => Promise<unknown>;

export interface LoadQueue {
  /**
   * Adds a job; `priority` defaults to 0 and a lower number starts sooner (a slide's distance from the
   * current one suits). Returns a function that withdraws the job if it has not started yet.
   */
  enqueue(job: LoadJob, priority?: number): () => void;
  /** On destroy: pending jobs never start; jobs already loading are left to finish. */
  cancel(): void;
  /** Jobs loading now. */
  readonly active: number;
  /** Jobs waiting for a slot. */
  readonly pending: number;
}

interface Entry {
  readonly job: LoadJob;
  readonly priority: number;
  readonly order: number;
}

export function createLoadQueue(limit: number): LoadQueue {
  const slots = Math.max(1, Math.floor(limit));
  let waiting: Entry[] = [];
  let active = 0;
  let order = 0;
  let cancelled = false;
  let drainScheduled = false;

  const start = (entry: Entry): void => {
    active++;
    let settled: Promise<unknown>;
    try {
      settled = entry.job();
    } catch (error) {
      settled = Promise.reject(error);
    }
    // A failed load frees its slot like a finished one; the design reports its own image errors.
    void Promise.resolve(settled)
      .catch(() => undefined)
      .then(() => {
        active--;
        drain();
      });
  };

  function drain(): void {
    drainScheduled = false;
    if (cancelled) return;
    waiting.sort((a, b) => a.priority - b.priority || a.order - b.order);
    while (active < slots) {
      const entry = waiting.shift();
      if (entry === undefined) return;
      start(entry);
    }
  }

  return {
    enqueue(job, priority = 0) {
      if (cancelled) return () => undefined;
      const entry: Entry = { job, priority, order: order++ };
      waiting.push(entry);
      if (!drainScheduled) {
        drainScheduled = true;
        queueMicrotask(drain);
      }
      return () => {
        waiting = waiting.filter((e) => e !== entry);
      };
    },
    cancel() {
      cancelled = true;
      waiting = [];
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
