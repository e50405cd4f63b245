import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MAX_PER_PAGE } from '../../shared/limits.ts';
import { startHeartbeat } from './heartbeat.ts';

let controller: AbortController;
let hidden = false;
const beat = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  hidden = false;
  const visibility = vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  beat.mockReset();
  // Undone after each test: the clock, the stand-in visibility, and a heartbeat the test left running.
  return () => {
    controller.abort();
    visibility.mockRestore();
    vi.useRealTimers();
  };
});

describe('census heartbeat clock (chosen here, docs/markup.md 6.22)', () => {
  it('marks every 30 s for the page’s first 10 minutes: at most 20 beats', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
    expect(HEARTBEAT_MAX_PER_PAGE).toBe(20);
  });

  it('beats at each 30 s mark while the page is visible', () => {
    startHeartbeat(beat, controller.signal);
    for (const [advance, beats] of [
      [29_999, 0],
      [1, 1],
      [30_000, 2],
    ] as const) {
      vi.advanceTimersByTime(advance);
      expect(beat).toHaveBeenCalledTimes(beats);
    }
  });

  it('lets the marks pass without a beat while the page is hidden', () => {
    startHeartbeat(beat, controller.signal);
    vi.advanceTimersByTime(30_000);
    hidden = true;
    vi.advanceTimersByTime(3 * 30_000);
    expect(beat).toHaveBeenCalledTimes(1);
    hidden = false;
    vi.advanceTimersByTime(30_000);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('stops after its 20th mark, with no timer left, whether the marks beat or not', () => {
    startHeartbeat(beat, controller.signal);
    hidden = true;
    vi.advanceTimersByTime(5 * 30_000);
    hidden = false;
    vi.advanceTimersByTime(15 * 30_000);
    expect(beat).toHaveBeenCalledTimes(15);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60 * 60_000);
    expect(beat).toHaveBeenCalledTimes(15);
  });

  it('beats 20 times on a page visible throughout', () => {
    startHeartbeat(beat, controller.signal);
    vi.advanceTimersByTime(60 * 60_000);
    expect(beat).toHaveBeenCalledTimes(20);
  });

  it('stops when its signal aborts (teardown), with no timer left', () => {
    startHeartbeat(beat, controller.signal);
    vi.advanceTimersByTime(30_000);
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(beat).toHaveBeenCalledTimes(1);
  });
});
