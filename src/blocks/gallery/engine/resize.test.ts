import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResizeTracker, type ResizeTrackerOptions } from './resize.ts';

const size = (width: number, height = 600) => ({ width, height });

function track(options: Partial<ResizeTrackerOptions> = {}) {
  const calls: string[] = [];
  const tracker = createResizeTracker({
    initial: size(1000),
    onStart: (s) => calls.push(`start ${s.width}x${s.height}`),
    onResize: (s) => calls.push(`resize ${s.width}x${s.height}`),
    onEnd: (s) => calls.push(`end ${s.width}x${s.height}`),
    ...options,
  });
  return { tracker, calls };
}

describe('createResizeTracker (GMM §4.7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"resizing started", debounced resize after 100 ms, "Ended fires 300 ms after the last resize event"', () => {
    const { tracker, calls } = track();
    tracker.feed(size(990));
    expect(calls).toEqual(['start 990x600']);
    expect(tracker.resizing).toBe(true);
    vi.advanceTimersByTime(50);
    tracker.feed(size(980));
    vi.advanceTimersByTime(99);
    expect(calls).toEqual(['start 990x600']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['start 990x600', 'resize 980x600']);
    vi.advanceTimersByTime(199);
    expect(tracker.resizing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['start 990x600', 'resize 980x600', 'end 980x600']);
    expect(tracker.resizing).toBe(false);
  });

  it('events every 16 ms keep it resizing: one start, one resize and one end at the close', () => {
    const { tracker, calls } = track();
    for (let i = 1; i <= 30; i++) {
      tracker.feed(size(1000 - i));
      vi.advanceTimersByTime(16);
    }
    expect(calls).toEqual(['start 999x600']);
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['start 999x600', 'resize 970x600', 'end 970x600']);
  });

  it('a second resize after the end starts again', () => {
    const { tracker, calls } = track();
    tracker.feed(size(900));
    vi.advanceTimersByTime(300);
    tracker.feed(size(800));
    expect(calls.at(-1)).toBe('start 800x600');
  });

  it('the same size again is no change (threshold 0)', () => {
    const { tracker, calls } = track();
    tracker.feed(size(1000));
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it('"An optional threshold": a change of the threshold or less is ignored, drift adds up', () => {
    const { tracker, calls } = track({ threshold: 20 });
    tracker.feed(size(985));
    tracker.feed(size(980));
    expect(calls).toEqual([]);
    tracker.feed(size(979));
    expect(calls).toEqual(['start 979x600']);
  });

  it('"optional axis (x or y)": only that axis counts; without it, either', () => {
    const x = track({ axis: 'x' });
    x.tracker.feed(size(1000, 300));
    expect(x.calls).toEqual([]);
    x.tracker.feed(size(999, 300));
    expect(x.calls).toEqual(['start 999x300']);
    const y = track({ axis: 'y' });
    y.tracker.feed(size(500));
    expect(y.calls).toEqual([]);
    y.tracker.feed(size(500, 601));
    expect(y.calls).toEqual(['start 500x601']);
    const either = track();
    either.tracker.feed(size(1000, 601));
    expect(either.calls).toEqual(['start 1000x601']);
  });

  it('without an initial size the first size fed is the starting point', () => {
    const { tracker, calls } = track({ initial: undefined });
    tracker.feed(size(700));
    expect(calls).toEqual([]);
    tracker.feed(size(701));
    expect(calls).toEqual(['start 701x600']);
  });

  it('destroy clears the timers: nothing fires after it', () => {
    const { tracker, calls } = track();
    tracker.feed(size(900));
    tracker.destroy();
    tracker.feed(size(800));
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['start 900x600']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
