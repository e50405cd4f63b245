import { ERROR_DEBOUNCE_MS, ERROR_MAX_QUEUED, ERROR_MAX_SENDS_PER_PAGE } from '../../shared/limits.ts';
import type { ErrorEntry } from './error-entry.ts';

export interface ErrorQueue {
  add(entry: ErrorEntry): void;
  /** Sends what is queued now (used on page hide and teardown). */
  flush(): void;
}

/**
 * Batches entries: a send goes out once no new entry arrived for the debounce time; at most
 * `maxQueued` entries wait (later ones are dropped) and at most `maxSendsPerPage` sends leave a page.
 */
export function createErrorQueue(send: (entries: ErrorEntry[]) => void): ErrorQueue {
  let queue: ErrorEntry[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    sends += 1;
    send(batch);
  }

  return {
    add(entry) {
      if (sends >= ERROR_MAX_SENDS_PER_PAGE || queue.length >= ERROR_MAX_QUEUED) return;
      queue.push(entry);
      clearTimeout(timer);
      timer = setTimeout(flush, ERROR_DEBOUNCE_MS);
    },
    flush,
  };
}
