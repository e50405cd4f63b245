import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the callback in a task after the next animation frame, not in it', () => {
    const seen: string[] = [];
    requestAnimationFrame(() => seen.push('frame'));
    afterNextPaint(() => seen.push('after'));
    requestAnimationFrame(() => seen.push('same frame, later'));
    expect(seen).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(seen).toEqual(['frame', 'same frame, later']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['frame', 'same frame, later', 'after']);
  });

  it('runs nothing once the signal aborts, before or after the frame', () => {
    const callback = vi.fn();
    const early = new AbortController();
    afterNextPaint(callback, early.signal);
    early.abort();
    const late = new AbortController();
    afterNextPaint(callback, late.signal);
    vi.advanceTimersToNextFrame();
    late.abort();
    const already = new AbortController();
    already.abort();
    afterNextPaint(callback, already.signal);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
