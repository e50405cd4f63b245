import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplayTimer, decideAutoplay, hasNoMotion, nextDelay, type AutoplayConditions } from './autoplay.ts';

const conditions = (fields: Partial<AutoplayConditions> = {}): AutoplayConditions => ({
  enabled: true,
  nomotion: false,
  reducedMotion: false,
  pointerOver: false,
  isTouchDevice: false,
  videoPlaying: false,
  pausedByVisitor: false,
  ...fields,
});

/** Whether the timer runs, as every carousel reads it. */
const autoplayRunning = (c: AutoplayConditions): boolean => decideAutoplay(c).running;

describe('autoplay running (GMM §4.3)', () => {
  it('runs when on, and not when off', () => {
    expect(autoplayRunning(conditions())).toBe(true);
    expect(autoplayRunning(conditions({ enabled: false }))).toBe(false);
  });

  it('"Pauses while the pointer is over the container or its controls (not on mobile)"', () => {
    expect(autoplayRunning(conditions({ pointerOver: true }))).toBe(false);
    expect(autoplayRunning(conditions({ pointerOver: true, isTouchDevice: true }))).toBe(true);
  });

  it('"Is switched off while a video plays, then restored"', () => {
    expect(autoplayRunning(conditions({ videoPlaying: true }))).toBe(false);
    expect(autoplayRunning(conditions({ videoPlaying: false }))).toBe(true);
  });

  it('"Is disabled by nomotion=true", even when the visitor presses play', () => {
    expect(autoplayRunning(conditions({ nomotion: true }))).toBe(false);
    expect(autoplayRunning(conditions({ nomotion: true, startedByVisitor: true }))).toBe(false);
  });

  it('off under prefers-reduced-motion unless the visitor starts it; the pause control stops it', () => {
    expect(autoplayRunning(conditions({ reducedMotion: true }))).toBe(false);
    expect(autoplayRunning(conditions({ reducedMotion: true, startedByVisitor: true }))).toBe(true);
    expect(autoplayRunning(conditions({ pausedByVisitor: true }))).toBe(false);
    expect(autoplayRunning(conditions({ pausedByVisitor: true, startedByVisitor: true }))).toBe(true);
  });

  it('a visitor who pressed play still pauses it by hovering or playing a video', () => {
    expect(autoplayRunning(conditions({ startedByVisitor: true, pointerOver: true }))).toBe(false);
    expect(autoplayRunning(conditions({ startedByVisitor: true, videoPlaying: true }))).toBe(false);
  });
});

describe('hasNoMotion: "The query parameter nomotion=true disables autoplay."', () => {
  it('reads nomotion=true from the query string', () => {
    expect(hasNoMotion('?nomotion=true')).toBe(true);
    expect(hasNoMotion('?a=1&nomotion=true')).toBe(true);
    expect(hasNoMotion('nomotion=true')).toBe(true);
    expect(hasNoMotion('?nomotion=false')).toBe(false);
    expect(hasNoMotion('?nomotion')).toBe(false);
    expect(hasNoMotion('?nomotion=1')).toBe(false);
    expect(hasNoMotion('')).toBe(false);
  });
});

describe('nextDelay', () => {
  it('"Autoplay timeout default 5000 ms"', () => {
    expect(nextDelay({ random: false })).toBe(5000);
    expect(nextDelay({ durationSeconds: 5, random: false })).toBe(5000);
    expect(nextDelay({ durationSeconds: 0, random: false })).toBe(5000);
    expect(nextDelay({ durationSeconds: Number.NaN, random: false })).toBe(5000);
  });

  it('autoplay-duration seconds', () => {
    expect(nextDelay({ durationSeconds: 3, random: false })).toBe(3000);
    expect(nextDelay({ durationSeconds: 0.5, random: false })).toBe(500);
  });

  it('chosen: random between half and one and a half times the duration', () => {
    expect(nextDelay({ durationSeconds: 5, random: true }, () => 0)).toBe(2500);
    expect(nextDelay({ durationSeconds: 5, random: true }, () => 0.5)).toBe(5000);
    expect(nextDelay({ durationSeconds: 5, random: true }, () => 0.999)).toBe(7495);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const delay = nextDelay({ random: true }, () => r);
        expect(delay).toBeGreaterThanOrEqual(2500);
        expect(delay).toBeLessThanOrEqual(7500);
      }),
    );
  });
});

describe('createAutoplayTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 5000 ms once started, and not after stop', () => {
    const onTick = vi.fn();
    const timer = createAutoplayTimer({ delay: 5000, onTick });
    vi.advanceTimersByTime(10_000);
    expect(onTick).not.toHaveBeenCalled();
    timer.start();
    expect(timer.running).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onTick).toHaveBeenCalledTimes(2);
    timer.stop();
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start while running keeps the count; start after stop counts a full delay', () => {
    const onTick = vi.fn();
    const timer = createAutoplayTimer({ delay: 5000, onTick });
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.start();
    vi.advanceTimersByTime(2000);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    timer.stop();
    timer.start();
    vi.advanceTimersByTime(4999);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('asks a delay function for a new delay each time', () => {
    const delays = [1000, 3000, 2000];
    const onTick = vi.fn();
    createAutoplayTimer({ delay: () => delays.shift() ?? 5000, onTick }).start();
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2999);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('a tick that stops the timer (a video starts) is the last; one that restarts it schedules one timer', () => {
    const timer = createAutoplayTimer({ delay: 5000, onTick: () => timer.stop() });
    timer.start();
    vi.advanceTimersByTime(5000);
    expect(timer.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    const restarting = createAutoplayTimer({
      delay: 5000,
      onTick: () => {
        restarting.stop();
        restarting.start();
      },
    });
    restarting.start();
    vi.advanceTimersByTime(5000);
    expect(vi.getTimerCount()).toBe(1);
    restarting.stop();
  });
});
