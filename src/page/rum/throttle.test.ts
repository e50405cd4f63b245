import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the collector's throttle", () => {
  it('spaces runs by twice the average of the last 22 durations', () => {
    let clock = 0;
    const durations: number[] = [];
    const work = vi.fn(() => {
      clock += durations.shift() ?? 0;
    });
    const controller = new AbortController();
    const batch = throttle(work, controller.signal, () => clock + Date.now());
    // First run: nothing measured yet, at once.
    durations.push(10);
    batch.schedule();
    batch.schedule();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // Average 10 ms: the next run 20 ms after the last ended.
    durations.push(30);
    batch.schedule();
    vi.advanceTimersByTime(19);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(2);
    // Average 20 ms: 40 ms.
    batch.schedule();
    vi.advanceTimersByTime(39);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(3);
    controller.abort();
  });

  it('keeps only the last 22 durations', () => {
    let clock = 0;
    let next = 100;
    const work = vi.fn(() => {
      clock += next;
    });
    const batch = throttle(work, new AbortController().signal, () => clock + Date.now());
    // One slow run, then 22 of 0 ms: the slow one is forgotten, so the 24th runs at once.
    for (let run = 0; run < 23; run += 1) {
      batch.schedule();
      vi.runOnlyPendingTimers();
      next = 0;
    }
    expect(work).toHaveBeenCalledTimes(23);
    batch.schedule();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(24);
  });

  it('runs what is pending at once when flushed, and nothing once stopped', () => {
    const work = vi.fn();
    const controller = new AbortController();
    const batch = throttle(work, controller.signal);
    batch.flush();
    expect(work).not.toHaveBeenCalled();
    batch.schedule();
    batch.flush();
    expect(work).toHaveBeenCalledTimes(1);
    batch.schedule();
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    batch.schedule();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
