import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DEBOUNCE_MS, ERROR_MAX_QUEUED, ERROR_MAX_SENDS_PER_PAGE, ERROR_MAX_STACK_LENGTH } from '../../shared/limits.ts';
import type { ErrorEntry } from './error-entry.ts';
import { createErrorQueue } from './error-queue.ts';

const entry = (n: number): ErrorEntry => ({ eventName: 'interface_error_site-runtime', data: `{"n":${n}}`, timestamp: n });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createErrorQueue', () => {
  it('uses the spec limits: 20 sends a page, 10 queued, 1 s debounce', () => {
    expect([ERROR_MAX_SENDS_PER_PAGE, ERROR_MAX_QUEUED, ERROR_MAX_STACK_LENGTH, ERROR_DEBOUNCE_MS]).toEqual([20, 10, 5000, 1000]);
  });

  it('sends one batch 1000 ms after the last entry', () => {
    const send = vi.fn();
    const queue = createErrorQueue(send);
    queue.add(entry(1));
    vi.advanceTimersByTime(999);
    queue.add(entry(2));
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([entry(1), entry(2)]);
  });

  it('keeps at most 10 entries waiting and drops the rest', () => {
    const send = vi.fn();
    const queue = createErrorQueue(send);
    for (let n = 1; n <= 15; n += 1) queue.add(entry(n));
    vi.advanceTimersByTime(1000);
    expect(send.mock.calls[0]?.[0]).toHaveLength(10);
    expect(send.mock.calls[0]?.[0].at(-1)).toEqual(entry(10));
  });

  it('sends at most 20 times on a page', () => {
    const send = vi.fn();
    const queue = createErrorQueue(send);
    for (let n = 1; n <= 25; n += 1) {
      queue.add(entry(n));
      vi.advanceTimersByTime(1000);
    }
    expect(send).toHaveBeenCalledTimes(20);
    expect(send.mock.calls.at(-1)?.[0]).toEqual([entry(20)]);
  });

  it('flush sends at once, and does nothing when empty', () => {
    const send = vi.fn();
    const queue = createErrorQueue(send);
    queue.flush();
    expect(send).not.toHaveBeenCalled();
    queue.add(entry(1));
    queue.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith([entry(1)]);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
