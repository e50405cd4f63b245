import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DEBOUNCE_MS, ERROR_MAX_QUEUED, ERROR_MAX_SENDS_PER_PAGE, ERROR_MAX_STACK_LENGTH } from '../../../shared/limits.ts';
import type { ErrorEntry } from '../error-entry.ts';
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

describe('a 429 from the platform', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => vi.fn(async () => new Response('{}', { status, headers }));

  it('holds every send for Retry-After seconds, then sends its batch again first, with what came meanwhile', async () => {
    const send = answer(429, { 'Retry-After': '30' });
    const queue = createErrorQueue(send);
    queue.add(entry(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockImplementation(async () => new Response('{}'));
    queue.add(entry(2));
    queue.flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([[entry(1), entry(2)]]);
  });

  it('reads Retry-After as an HTTP date', async () => {
    vi.setSystemTime(Date.parse('2026-11-27T09:00:00Z'));
    const send = answer(429, { 'Retry-After': 'Fri, 27 Nov 2026 09:02:01 GMT' });
    const queue = createErrorQueue(send);
    queue.add(entry(1));
    await vi.advanceTimersByTimeAsync(1000);
    send.mockImplementation(async () => new Response('{}'));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenLastCalledWith([entry(1)]);
  });

  it('keeps at most 10 waiting, its own batch first', async () => {
    const send = answer(429, { 'Retry-After': '5' });
    const queue = createErrorQueue(send);
    for (let n = 1; n <= 6; n += 1) queue.add(entry(n));
    await vi.advanceTimersByTimeAsync(1000);
    for (let n = 7; n <= 15; n += 1) queue.add(entry(n));
    send.mockImplementation(async () => new Response('{}'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(entry));
  });
});

describe('the wait a Retry-After asks for', () => {
  /** How many sends there are 1 ms before, and at, `ms` after a 429 with this Retry-After (answered at 09:00:00). */
  const sendsAround = async (retryAfter: string | null, ms: number): Promise<[number, number]> => {
    vi.setSystemTime(Date.parse('2026-11-27T08:59:59Z'));
    const send = vi.fn(async () => new Response('{}', { status: 429, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } }));
    const queue = createErrorQueue(send);
    queue.add(entry(1));
    await vi.advanceTimersByTimeAsync(1000);
    send.mockImplementation(async () => new Response('{}'));
    queue.flush();
    await vi.advanceTimersByTimeAsync(ms - 1);
    const before = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    return [before, send.mock.calls.length];
  };

  it.each([
    ['120', 120_000],
    [' 3 ', 3000],
    ['Fri, 27 Nov 2026 09:00:10 GMT', 10_000],
    [null, 60_000],
    ['0', 60_000],
    ['soon', 60_000],
    ['Fri, 27 Nov 2026 08:00:00 GMT', 60_000],
  ])('%s → %i ms (a missing, unreadable or past value: 60 s)', async (value, ms) => {
    expect(await sendsAround(value, ms)).toEqual([1, 2]);
  });
});
