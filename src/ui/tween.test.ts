import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeOutSine, tween } from './tween.ts';

const START = 1000;

/** Animation frames run by the test: `frame(now)` runs the callbacks requested so far with that timestamp. */
let pending: Map<number, FrameRequestCallback>;
function frame(now: number): void {
  const callbacks = [...pending.values()];
  pending.clear();
  for (const callback of callbacks) callback(now);
}

beforeEach(() => {
  pending = new Map();
  let id = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.set(++id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => pending.delete(handle));
  vi.spyOn(performance, 'now').mockReturnValue(START);
});
afterEach(() => vi.unstubAllGlobals());

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

describe('easeOutSine', () => {
  it('starts at 0, ends at 1, and is past the middle at half time', () => {
    expect(easeOutSine(0)).toBe(0);
    expect(easeOutSine(1)).toBe(1);
    expect(easeOutSine(0.5)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(easeOutSine(1 / 3)).toBeCloseTo(0.5, 12);
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

  it('ends with exactly 1 when a frame comes late, and never goes below 0', () => {
    const step = vi.fn();
    tween(step, 200);
    frame(START - 16);
    frame(START + 5000);
    expect(step.mock.calls).toEqual([[0], [1]]);
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
});
