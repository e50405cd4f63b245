import { ERROR_DEBOUNCE_MS, ERROR_MAX_QUEUED, ERROR_MAX_SENDS_PER_PAGE, ERROR_RETRY_AFTER_DEFAULT_MS } from '../../../shared/limits.ts';
import type { Reporter, SendErrors } from '../capture.ts';
import type { ErrorEntry } from '../error-entry.ts';

/** What the queue does of the reporter's work: the entries in, sends out. */
export type ErrorQueue = Pick<Reporter, 'add' | 'flush'>;

/**
 * The wait a 429's Retry-After asks for (RFC 9110 §10.2.3): seconds, or an HTTP date; anything else
 * (absent, unreadable, in the past) is the default wait, so a rate-limited reporter never hammers.
 */
function retryAfterMs(value: string | null, now = Date.now()): number {
  const ms = value && /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value ?? '') - now;
  return ms > 0 ? ms : ERROR_RETRY_AFTER_DEFAULT_MS;
}

/**
 * Batches entries: a send goes out once no new entry arrived for the debounce time; at most
 * `maxQueued` entries wait (later ones are dropped) and at most `maxSendsPerPage` sends leave a page.
 * A 429 puts its batch back in front (within the queue's limit) and holds every send until its
 * Retry-After has passed.
 */
export function createErrorQueue(send: SendErrors): ErrorQueue {
  let queue: ErrorEntry[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let heldUntil = 0;

  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(ERROR_DEBOUNCE_MS, heldUntil - Date.now()));
  };

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    // A page hide while the server asked to wait: the entries stay, for this page's own later send.
    if (Date.now() < heldUntil) return schedule();
    const batch = queue;
    queue = [];
    sends += 1;
    void send(batch)?.then((response) => {
      if (response?.status !== 429) return;
      heldUntil = Date.now() + retryAfterMs(response.headers.get('Retry-After'));
      queue = [...batch, ...queue].slice(0, ERROR_MAX_QUEUED);
      if (sends < ERROR_MAX_SENDS_PER_PAGE) schedule();
    });
  }

  return {
    add(entry) {
      if (sends >= ERROR_MAX_SENDS_PER_PAGE || queue.length >= ERROR_MAX_QUEUED) return;
      queue.push(entry);
      schedule();
    },
    flush,
  };
}
