import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dragOffset, pointerDown, pointerMove, pointerUp, slideChangeFor, type Gesture, type PointerSample } from './swipe.ts';

/** Runs a whole gesture: the first sample is the down, the last the up. */
function run(samples: readonly PointerSample[]) {
  const [down, ...rest] = samples;
  let step = pointerDown(down!);
  const events = [...step.events];
  let gesture: Gesture = step.gesture;
  for (const sample of rest.slice(0, -1)) {
    step = pointerMove(gesture, sample);
    gesture = step.gesture;
    events.push(...step.events);
  }
  const up = pointerUp(gesture, rest.at(-1) ?? down!);
  return { ...up, all: [...events, ...up.events] };
}

const at = (x: number, y: number, t: number): PointerSample => ({ x, y, t });

describe('the events the touch layer reports (GMM §4.5)', () => {
  it('"A touch that moves 1 px or less is a tap"', () => {
    const tap = run([at(100, 100, 0), at(101, 100, 40), at(100, 101, 80), at(100, 100, 120)]);
    expect(tap.outcome).toEqual({ kind: 'tap' });
    expect(tap.all).toEqual(['touchStart', 'touchMove', 'touchMove', 'touchEnd', 'tapped']);
  });

  it('2 px is no tap: "A longer movement that is not a swipe is a touch-move end"', () => {
    expect(run([at(100, 100, 0), at(102, 100, 40), at(102, 100, 80)]).outcome).toEqual({ kind: 'touchMoveEnd' });
  });

  it('a drag locks to x after 10 px: gesture start, change, end', () => {
    const drag = run([at(200, 100, 0), at(195, 100, 20), at(190, 101, 40), at(170, 102, 60), at(150, 102, 1000)]);
    expect(drag.all).toEqual(['touchStart', 'touchMove', 'touchMove', 'gestureStart', 'touchMove', 'gestureChange', 'touchEnd', 'gestureEnd']);
    expect(drag.gesture.axis).toBe('x');
    expect(drag.outcome).toEqual({ kind: 'touchMoveEnd' });
  });

  it('9 px locks nothing, 10 px does; a vertical move locks to y without gesture events', () => {
    const nine = pointerMove(pointerDown(at(0, 0, 0)).gesture, at(9, 0, 10));
    expect(nine.gesture.axis).toBeUndefined();
    expect(pointerMove(nine.gesture, at(10, 0, 20)).gesture.axis).toBe('x');
    const vertical = pointerMove(pointerDown(at(0, 0, 0)).gesture, at(3, 12, 10));
    expect(vertical.gesture.axis).toBe('y');
    expect(vertical.events).toEqual(['touchMove']);
  });

  it('a diagonal of equal travel goes to the page (y), so vertical scrolling is never captured', () => {
    expect(pointerMove(pointerDown(at(0, 0, 0)).gesture, at(10, 10, 10)).gesture.axis).toBe('y');
  });

  it('"Swipe threshold 50 px and time limit 250 ms"', () => {
    expect(run([at(300, 0, 0), at(280, 0, 100), at(250, 0, 250)]).all.at(-1)).toBe('swipeLeft');
    expect(run([at(300, 0, 0), at(280, 0, 100), at(350, 0, 200)]).outcome).toEqual({ kind: 'swipe', direction: 'right' });
    expect(run([at(300, 0, 0), at(280, 0, 100), at(251, 0, 250)]).outcome).toEqual({ kind: 'touchMoveEnd' });
    expect(run([at(300, 0, 0), at(280, 0, 100), at(250, 0, 251)]).outcome).toEqual({ kind: 'touchMoveEnd' });
    expect(run([at(0, 300, 0), at(0, 200, 100)]).all).toEqual(['touchStart', 'touchEnd', 'swipeUp']);
    expect(run([at(0, 300, 0), at(0, 350, 100)]).outcome).toEqual({ kind: 'swipe', direction: 'down' });
  });
});

describe('dragging and slide changes', () => {
  it('the drag offset is the horizontal travel once locked to x, else 0', () => {
    let gesture = pointerDown(at(200, 50, 0)).gesture;
    gesture = pointerMove(gesture, at(195, 50, 10)).gesture;
    expect(dragOffset(gesture)).toBe(0);
    gesture = pointerMove(gesture, at(130, 55, 20)).gesture;
    expect(dragOffset(gesture)).toBe(-70);
    expect(dragOffset(pointerMove(pointerDown(at(0, 0, 0)).gesture, at(5, 40, 10)).gesture)).toBe(0);
  });

  /** Dragged by `travel` px from x 400, still for its last 200 ms: the release velocity is 0. */
  const still = (travel: number) =>
    run([at(400, 0, 0), at(400 + 10 * Math.sign(travel), 0, 300), at(400 + travel, 0, 2000), at(400 + travel, 0, 2200)]).gesture;
  /** Locked to x by a 10 px move at 1000 ms, then released at `travel` px moving at `velocity` px per ms. */
  const flicked = (travel: number, velocity: number) => {
    const locked = 10 * Math.sign(travel);
    return run([at(400, 0, 0), at(400 + locked, 0, 1000), at(400 + travel, 0, 1000 + (travel - locked) / velocity)]).gesture;
  };

  it('"travel of more than half the width, or velocity above 1" (px per ms)', () => {
    expect(slideChangeFor(still(-201), 400)).toBe('next');
    expect(slideChangeFor(still(-200), 400)).toBeUndefined();
    expect(slideChangeFor(still(201), 400)).toBe('previous');
    expect(slideChangeFor(flicked(-30, -1.01), 400)).toBe('next');
    expect(slideChangeFor(flicked(-30, -1), 400)).toBeUndefined();
    expect(slideChangeFor(flicked(30, 1.01), 400)).toBe('previous');
    // Back where it started, however fast: no travel.
    expect(slideChangeFor(run([at(400, 0, 0), at(370, 0, 1000), at(400, 0, 1010)]).gesture, 400)).toBeUndefined();
  });

  it('decided: a flick against the travel keeps the slide', () => {
    // 150 px left, then back 50 px at 2 px per ms: travel -100, velocity +2.
    expect(slideChangeFor(run([at(400, 0, 0), at(250, 0, 1000), at(300, 0, 1025)]).gesture, 400)).toBeUndefined();
  });

  it('the release velocity is measured over the last 100 ms', () => {
    // Half the width each: only the velocity can change the slide.
    expect(slideChangeFor(run([at(400, 0, 0), at(380, 0, 890), at(300, 0, 950), at(200, 0, 1000)]).gesture, 400)).toBe('next');
    // 2 px per ms until 100 ms, then still for more than 100 ms.
    expect(slideChangeFor(run([at(400, 0, 0), at(390, 0, 5), at(200, 0, 100), at(200, 0, 201)]).gesture, 400)).toBeUndefined();
  });

  it('dragging left shows the next slide, right the previous', () => {
    expect(slideChangeFor(run([at(400, 0, 0), at(390, 0, 300), at(100, 0, 2000), at(100, 0, 2200)]).gesture, 400)).toBe('next');
    expect(slideChangeFor(run([at(100, 0, 0), at(110, 0, 300), at(180, 0, 350)]).gesture, 400)).toBe('previous');
    expect(slideChangeFor(run([at(100, 0, 0), at(110, 0, 300), at(150, 0, 2000), at(150, 0, 2300)]).gesture, 400)).toBeUndefined();
  });
});

const jitter = fc.integer({ min: -100, max: 100 }).map((n) => n / 100);

describe('properties', () => {
  it('a gesture whose every move stays within 1 px is a tap', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(jitter, jitter, fc.integer({ min: 1, max: 100 })), { maxLength: 20 }), (moves) => {
        const dt = (i: number) => moves.slice(0, i + 1).reduce((sum, [, , d]) => sum + d, 0);
        const samples = [at(50, 50, 0), ...moves.map(([dx, dy], i) => at(50 + dx / Math.SQRT2, 50 + dy / Math.SQRT2, dt(i)))];
        const result = run(samples);
        expect(result.outcome).toEqual({ kind: 'tap' });
        expect(result.all).not.toContain('gestureStart');
      }),
    );
  });

  it('a gesture locked to y never changes a slide, whatever follows', () => {
    const step = fc.tuple(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -300, max: 300 }), fc.integer({ min: 0, max: 50 }));
    // The first move travels 10 to 100 px vertically, no more horizontally: the gesture locks to y.
    const lockToY = fc.integer({ min: 10, max: 100 }).chain((dy) => fc.tuple(fc.integer({ min: -dy, max: dy }), fc.constantFrom(dy, -dy)));
    fc.assert(
      fc.property(lockToY, fc.array(step, { maxLength: 20 }), ([dx, dy], moves) => {
        let gesture = pointerMove(pointerDown(at(0, 0, 0)).gesture, at(dx, dy, 5)).gesture;
        expect(gesture.axis).toBe('y');
        let t = 5;
        for (const [x, y, d] of moves) gesture = pointerMove(gesture, at(x, y, (t += d))).gesture;
        const ended = pointerUp(gesture, gesture.last);
        expect(ended.gesture.axis).toBe('y');
        expect(ended.events).not.toContain('gestureEnd');
        expect(slideChangeFor(ended.gesture, 100)).toBeUndefined();
      }),
    );
  });
});
