import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic } from '../../../ui/tween.ts';
import { createStrip } from './strip.ts';

/** happy-dom lays nothing out: a 400 px strip of five 200 px slides, given by hand. */
function strip(): { container: HTMLElement; slides: HTMLElement[] } {
  const container = document.createElement('div');
  const slides = Array.from({ length: 5 }, (_, index) => {
    const slide = document.createElement('figure');
    Object.defineProperty(slide, 'offsetLeft', { value: 10 + index * 200 });
    Object.defineProperty(slide, 'offsetWidth', { value: 200 });
    container.append(slide);
    return slide;
  });
  Object.defineProperty(container, 'clientWidth', { value: 400 });
  Object.defineProperty(container, 'scrollWidth', { value: 1000 });
  document.body.append(container);
  return { container, slides };
}

let frames: FrameRequestCallback[] = [];
const frame = (time: number): void => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(time);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  frames = [];
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
