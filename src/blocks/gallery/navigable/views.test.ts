import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAnimationFrames } from '../../../test/animation-frames.ts';
import { laidOutStrip } from '../../../test/laid-out-strip.ts';
import type { NewSwipeBoundary } from '../engine/limits.ts';
import { createStripView } from './views.ts';

/** A newSwipe slideshow without loop: four 400 px slides in a 400 px strip, with these boundaries. */
function newSwipe(boundaries: readonly [NewSwipeBoundary, NewSwipeBoundary], initial = 0) {
  const { container, items } = laidOutStrip('figure', { count: 4, width: 400, visible: 400 });
  const animate = vi.spyOn(container, 'animate');
  const view = createStripView({
    container,
    slides: items,
    transition: 'newSwipe',
    alignment: 'start',
    firstSlideOf: (position) => position,
    boundaries,
    initial,
  });
  return { container, view, animate };
}

beforeEach(() => {
  vi.useFakeTimers();
  stubAnimationFrames();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('createStripView: newSwipe boundaries (GMM §5 "none, hard or inertial")', () => {
  it('past the first slide: hard stops, inertial resists (30 % of the drag), none follows the finger', () => {
    const hard = newSwipe(['hard', 'hard']);
    hard.view.drag(100);
    expect([hard.container.scrollLeft, hard.container.style.translate]).toEqual([0, '']);
    const inertial = newSwipe(['inertial', 'hard']);
    inertial.view.drag(100);
    expect(inertial.container.style.translate).toBe('30px');
    const none = newSwipe(['none', 'hard']);
    none.view.drag(100);
    expect(none.container.style.translate).toBe('100px');
  });

  it('past the last slide the end boundary applies, and within the slides none of them does', () => {
    const { container, view } = newSwipe(['hard', 'none'], 3);
    view.drag(-50);
    expect(container.style.translate).toBe('-50px');
    view.drag(50);
    expect([container.scrollLeft, container.style.translate]).toEqual([1150, '']);
  });

  it('let go past an end, it springs back over the settle time (0.3 to 0.5 s) on the compositor', () => {
    const { container, view, animate } = newSwipe(['inertial', 'inertial']);
    view.drag(100);
    view.show(0, false, () => undefined);
    expect(container.style.translate).toBe('');
    expect(animate).toHaveBeenCalledOnce();
    const [keyframes, options] = animate.mock.calls[0] ?? [];
    expect(keyframes).toEqual({ translate: ['30px', '0px'] });
    expect((options as KeyframeAnimationOptions).duration).toBeGreaterThanOrEqual(300);
    expect((options as KeyframeAnimationOptions).duration).toBeLessThanOrEqual(500);
    // Until the compositor's start time, the strip stays where the finger left it.
    expect((options as KeyframeAnimationOptions).fill).toBe('backwards');
  });

  it('springs back at once when motion is reduced (instant), and a new drag stops a spring back under way', () => {
    const { container, view, animate } = newSwipe(['none', 'none']);
    view.drag(100);
    view.show(0, true, () => undefined);
    expect([animate.mock.calls.length, container.style.translate]).toEqual([0, '']);
    view.drag(100);
    view.show(0, false, () => undefined);
    const springBack = animate.mock.results[0]?.value as Animation;
    // (happy-dom's cancel rejects `finished`, which nothing here awaits.)
    const cancel = vi.spyOn(springBack, 'cancel').mockImplementation(() => undefined);
    view.drag(40);
    expect([cancel.mock.calls.length, container.style.translate]).toEqual([1, '40px']);
  });
});

describe('createStripView: the slides on screen at a position', () => {
  const strip = (count: number, width: number, visible: number, alignment: 'start' | 'middle' = 'start') => {
    const { container, items } = laidOutStrip('figure', { count, width, visible, start: 10 });
    return createStripView({ container, slides: items, transition: 'scroll', alignment, firstSlideOf: (position) => position, initial: 0 });
  };
  const shown = (view: ReturnType<typeof strip>, position: number, count: number): number[] =>
    Array.from({ length: count }, (_, index) => index).filter(view.shownAt(position));

  it('one slide of a slideshow, however many there are', () => {
    const view = strip(200, 400, 400);
    expect([0, 1, 57, 199].map((position) => shown(view, position, 200))).toEqual([[0], [1], [57], [199]]);
  });

  it('every slide with more than 1 px in the strip, and the last ones when the strip is at its end', () => {
    const view = strip(10, 150, 400);
    expect(shown(view, 0, 10)).toEqual([0, 1, 2]);
    expect(shown(view, 4, 10)).toEqual([4, 5, 6]);
    // Clamped: the strip ends at 1,500 − 400 = 1,100, so slide 7 shows its last 50 px.
    expect(shown(view, 9, 10)).toEqual([7, 8, 9]);
    expect(shown(strip(10, 150, 400, 'middle'), 3, 10)).toEqual([2, 3, 4]);
  });
});

describe('createStripView: a loop’s wrap', () => {
  const scrollStrip = () => {
    const { container, items } = laidOutStrip('figure', { count: 10, width: 400, visible: 400 });
    const view = createStripView({ container, slides: items, transition: 'scroll', alignment: 'start', firstSlideOf: (position) => position, initial: 0 });
    return { container, view };
  };

  it('jumps from the first slide to the last at once, passing none of the slides between', () => {
    const { container, view } = scrollStrip();
    const done = vi.fn();
    view.show(9, false, done, true);
    expect(container.scrollLeft).toBe(3600);
    expect(done).toHaveBeenCalledOnce();
  });

  it('a step that is not a wrap scrolls over the default animation (0.5 s)', () => {
    const frames = stubAnimationFrames();
    const { container, view } = scrollStrip();
    const done = vi.fn();
    view.show(1, false, done, false);
    expect(container.scrollLeft).toBe(0);
    frames.run(250);
    expect(container.scrollLeft).toBe(200);
    frames.run(500);
    expect(container.scrollLeft).toBe(400);
    expect(done).toHaveBeenCalledOnce();
  });
});
