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
