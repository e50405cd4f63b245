import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic, tween } from './tween.ts';

/** The default easing as the spec names it (easeOutSine), to check the steps against. */
const easeOutSine = (progress: number): number => Math.sin((progress * Math.PI) / 2);

const START = 1000;

/** Animation frames run by the test: `frame(now)` runs the callbacks requested so far with that timestamp. */
let pending: Map<number, FrameRequestCallback>;
function frame(now: number): void {
  const callbacks = [...pending.values()];
  pending.clear();
  for (const callback of callbacks) callback(now);
}

beforeEach(() => {
  // The deadline timer (duration + 50 ms) runs on the fake clock; frames come only when a test says.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pending = new Map();
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.set(++id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => pending.delete(handle));
  vi.spyOn(performance, 'now').mockReturnValue(START);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tween: arguments', () => {
  it("throws 'First parameter needs to be a function.' for a step that is not a function", () => {
    expect(() => tween('scroll' as never)).toThrow(new TypeError('First parameter needs to be a function.'));
    expect(() => tween(undefined as never, 100)).toThrow('First parameter needs to be a function.');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '300' as unknown as number])(
    "throws 'Duration is not a finite number.' for %s",
    (duration) => {
      expect(() => tween(() => undefined, duration)).toThrow(new RangeError('Duration is not a finite number.'));
    },
  );

  it('requests no frame when it throws', () => {
    expect(() => tween(() => undefined, Number.NaN)).toThrow();
    expect(pending.size).toBe(0);
  });
});

describe('easeInOutCubic', () => {
  it('starts and ends slowly, symmetric about the middle', () => {
    expect([0, 0.25, 0.5, 0.75, 1].map(easeInOutCubic)).toEqual([0, 0.0625, 0.5, 0.9375, 1]);
  });
});

describe('tween: progress', () => {
  it('lasts 300 ms by default, easing with easeOutSine, and ends with exactly 1', () => {
    const step = vi.fn();
    tween(step);
    frame(START);
    frame(START + 100);
    frame(START + 150);
    frame(START + 299);
    expect(pending.size).toBe(1);
    frame(START + 300);
    expect(pending.size).toBe(0);
    const values = step.mock.calls.map(([value]) => value as number);
    expect(values[0]).toBe(0);
    expect(values[1]).toBeCloseTo(0.5, 12);
    expect(values[2]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(values[3]).toBeLessThan(1);
    expect(values[4]).toBe(1);
  });

  it('follows the given duration', () => {
    const step = vi.fn();
    tween(step, 1000);
    frame(START + 500);
    expect(step).toHaveBeenLastCalledWith(easeOutSine(0.5));
    frame(START + 1000);
    expect(step).toHaveBeenLastCalledWith(1);
    expect(pending.size).toBe(0);
  });

  it('eases with the easing it is given', () => {
    const step = vi.fn();
    tween(step, 500, easeInOutCubic);
    frame(START + 125);
    expect(step).toHaveBeenLastCalledWith(0.0625);
    frame(START + 250);
    expect(step).toHaveBeenLastCalledWith(0.5);
    frame(START + 375);
    expect(step).toHaveBeenLastCalledWith(0.9375);
  });

  it('ends with exactly 1 when a frame comes late, and never goes below 0', () => {
    const step = vi.fn();
    tween(step, 200);
    frame(START - 16);
    frame(START + 240);
    expect(step.mock.calls).toEqual([[0], [1]]);
    expect(pending.size).toBe(0);
  });

  it('jumps to 1 on the first frame for a duration of 0 or less', () => {
    for (const duration of [0, -50]) {
      const step = vi.fn();
      tween(step, duration);
      frame(START);
      expect(step.mock.calls).toEqual([[1]]);
      expect(pending.size).toBe(0);
    }
  });

  it('calls nothing before the first frame', () => {
    const step = vi.fn();
    tween(step);
    expect(step).not.toHaveBeenCalled();
  });
});

describe('tween: minimum and maximum duration, 50 ms apart', () => {
  it('never ends before the duration: the frame just before it still steps below 1', () => {
    const step = vi.fn();
    tween(step);
    frame(START + 299.9);
    expect(step).toHaveBeenLastCalledWith(easeOutSine(299.9 / 300));
    expect(step.mock.lastCall?.[0]).toBeLessThan(1);
    expect(pending.size).toBe(1);
  });

  it('ends by duration + 50 ms when no animation frame comes (a hidden tab)', () => {
    const step = vi.fn();
    tween(step);
    vi.advanceTimersByTime(349);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step.mock.calls).toEqual([[1]]);
    // The frame it had asked for is cancelled: nothing steps after the end.
    expect(pending.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledOnce();
  });

  it('ends by duration + 50 ms when frames stop coming half way, and a frame after that changes nothing', () => {
    const step = vi.fn();
    tween(step, 1000);
    frame(START + 500);
    vi.advanceTimersByTime(1049);
    expect(step.mock.calls).toEqual([[easeOutSine(0.5)]]);
    vi.advanceTimersByTime(1);
    expect(step.mock.calls).toEqual([[easeOutSine(0.5)], [1]]);
    frame(START + 5000);
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('a frame that ends it first clears the deadline: 1 is stepped once', () => {
    const step = vi.fn();
    tween(step);
    frame(START + 300);
    vi.advanceTimersByTime(1000);
    expect(step.mock.calls).toEqual([[1]]);
  });

  it('for a duration of 0 or less the deadline is 50 ms', () => {
    const step = vi.fn();
    tween(step, -200);
    vi.advanceTimersByTime(49);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step.mock.calls).toEqual([[1]]);
  });
});

describe('tween: on the browser clock (fake timers, a frame every 16 ms)', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
  });

  it('steps on each frame and ends with 1 on the first frame at or after 300 ms, within one frame of it', () => {
    const start = performance.now();
    const steps: [time: number, progress: number][] = [];
    tween((progress) => steps.push([performance.now() - start, progress]));
    vi.advanceTimersByTime(1000);
    const ends = steps.filter(([, progress]) => progress === 1);
    expect(ends).toHaveLength(1);
    const [endTime] = steps.at(-1) ?? [];
    expect(steps.at(-1)?.[1]).toBe(1);
    expect(endTime).toBeGreaterThanOrEqual(300);
    expect(endTime).toBeLessThan(300 + 16);
    expect(steps.slice(0, -1).every(([time, progress]) => time < 300 && progress === easeOutSine(time / 300))).toBe(true);
    // Increasing, eased: the first half of the time covers more than half of the way.
    expect(steps.map(([, progress]) => progress)).toEqual([...steps.map(([, progress]) => progress)].sort((a, b) => a - b));
    expect(steps.find(([time]) => time >= 150)?.[1]).toBeGreaterThan(0.7);
  });

  it('never runs longer than duration + 50 ms when frames are starved', () => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    const start = performance.now();
    const steps: [time: number, progress: number][] = [];
    tween((progress) => steps.push([performance.now() - start, progress]), 500);
    vi.advanceTimersByTime(2000);
    expect(steps).toEqual([[550, 1]]);
  });
});

describe('tween: cancel', () => {
  it('stops before the first frame', () => {
    const step = vi.fn();
    tween(step)();
    frame(START + 100);
    expect(step).not.toHaveBeenCalled();
  });

  it('stops between frames', () => {
    const step = vi.fn();
    const cancel = tween(step);
    frame(START + 100);
    cancel();
    frame(START + 200);
    frame(START + 300);
    expect(step).toHaveBeenCalledOnce();
    expect(pending.size).toBe(0);
  });

  it('clears the deadline too: nothing steps at duration + 50 ms', () => {
    const step = vi.fn();
    tween(step)();
    vi.advanceTimersByTime(1000);
    expect(step).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
