import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic } from '../../../ui/tween.ts';
import { stubAnimationFrames } from '../../../test/animation-frames.ts';
import { laidOutStrip } from '../../../test/laid-out-strip.ts';
import { createStrip } from './strip.ts';

/** A 400 px strip of five 200 px slides. */
function strip(): { container: HTMLElement; slides: HTMLElement[] } {
  const { container, items } = laidOutStrip('figure', { count: 5, width: 200, visible: 400, start: 10 });
  return { container, slides: items };
}

let frames: ReturnType<typeof stubAnimationFrames>;
const frame = (time: number): void => frames.run(time);

beforeEach(() => {
  vi.useFakeTimers();
  frames = stubAnimationFrames();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('createStrip', () => {
  it('puts a slide at the start, middle or end of the strip, clamped to its ends', () => {
    const { container, slides } = strip();
    const { positionOf } = createStrip(container, slides);
    expect([0, 1, 2, 3, 4].map((index) => positionOf(index))).toEqual([0, 200, 400, 600, 600]);
    expect([0, 1, 2].map((index) => positionOf(index, 'middle'))).toEqual([0, 100, 300]);
    expect([0, 1, 2].map((index) => positionOf(index, 'end'))).toEqual([0, 0, 200]);
  });

  it('moves over the duration with the easing, then calls done once', () => {
    const { container, slides } = strip();
    const done = vi.fn();
    createStrip(container, slides).move(400, 500, easeInOutCubic, done);
    frame(250);
    expect(container.scrollLeft).toBe(200);
    expect(done).not.toHaveBeenCalled();
    frame(500);
    expect(container.scrollLeft).toBe(400);
    expect(done).toHaveBeenCalledOnce();
  });

  it('jumps at once for a duration of 0 (reduced motion), and a jump cancels a move under way', () => {
    const { container, slides } = strip();
    const done = vi.fn();
    const moving = createStrip(container, slides);
    moving.move(200, 0, easeInOutCubic, done);
    expect([container.scrollLeft, done.mock.calls.length]).toEqual([200, 1]);
    moving.move(600, 280, easeInOutCubic, done);
    moving.jump(0);
    frame(280);
    vi.advanceTimersByTime(1000);
    expect([container.scrollLeft, done.mock.calls.length]).toEqual([0, 1]);
  });
});
