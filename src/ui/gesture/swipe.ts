/**
 * A pure recognizer of one pointer gesture (GMM §4.5 "Swipe", §9 thresholds). The design feeds it the
 * pointer's samples (pointerdown, pointermove, pointerup) and forwards the events it returns; it moves
 * the slides by dragOffset while the gesture is locked to x. Locked to y, the gesture belongs to the
 * page: the design stops handling it (releases the pointer) so the page scrolls.
 */
import { DRAG_AXIS_THRESHOLD_PX, SLIDE_CHANGE_TRAVEL_FRACTION, SLIDE_CHANGE_VELOCITY, SWIPE_THRESHOLD_PX, SWIPE_TIME_LIMIT_MS, TAP_MAX_PX } from './limits.ts';

/** One pointer sample: position in CSS px, time in ms (PointerEvent clientX, clientY, timeStamp). */
export interface PointerSample {
  readonly x: number;
  readonly y: number;
  readonly t: number;
}

/** GMM §4.5 "gesture start, change and end; touch start, move and end; swipe left, right, up, down; tapped". */
export type TouchEventName =
  'gestureStart' | 'gestureChange' | 'gestureEnd' | 'touchStart' | 'touchMove' | 'touchEnd' | 'swipeLeft' | 'swipeRight' | 'swipeUp' | 'swipeDown' | 'tapped';

/** How a gesture ended: "A touch that moves 1 px or less is a tap. A longer movement that is not a swipe is a touch-move end." */
export type Outcome =
  { readonly kind: 'tap' } | { readonly kind: 'swipe'; readonly direction: 'left' | 'right' | 'up' | 'down' } | { readonly kind: 'touchMoveEnd' };

export interface Gesture {
  readonly start: PointerSample;
  readonly last: PointerSample;
  /** Samples of the last VELOCITY_WINDOW_MS, for the release velocity. */
  readonly recent: readonly PointerSample[];
  /** Locked once the pointer has moved 10 px along either axis; x only when the horizontal travel is larger. */
  readonly axis?: 'x' | 'y';
  /** The farthest the pointer has been from where it went down, in px. */
  readonly maxDistance: number;
}

export interface Step {
  readonly gesture: Gesture;
  readonly events: readonly TouchEventName[];
}

/** Chosen here: the release velocity is measured over the last 100 ms of movement. */
const VELOCITY_WINDOW_MS = 100;

export function pointerDown(sample: PointerSample): Step {
  return { gesture: { start: sample, last: sample, recent: [sample], maxDistance: 0 }, events: ['touchStart'] };
}

export function pointerMove(gesture: Gesture, sample: PointerSample): Step {
  const dx = sample.x - gesture.start.x;
  const dy = sample.y - gesture.start.y;
  let axis = gesture.axis;
  const events: TouchEventName[] = ['touchMove'];
  if (axis === undefined && Math.max(Math.abs(dx), Math.abs(dy)) >= DRAG_AXIS_THRESHOLD_PX) {
    axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
    if (axis === 'x') events.push('gestureStart');
  } else if (axis === 'x') events.push('gestureChange');
  const recent = [...gesture.recent.filter((s) => sample.t - s.t <= VELOCITY_WINDOW_MS), sample];
  const next: Gesture = { start: gesture.start, last: sample, recent, maxDistance: Math.max(gesture.maxDistance, Math.hypot(dx, dy)) };
  return { gesture: axis === undefined ? next : { ...next, axis }, events };
}

/** The pointer went up at `sample` (pass the last sample again when pointerup has no new position). */
export function pointerUp(gesture: Gesture, sample: PointerSample): Step & { readonly outcome: Outcome } {
  const { gesture: ended, events } = pointerMove(gesture, sample);
  const out: TouchEventName[] = [...events.filter((e) => e === 'gestureStart'), 'touchEnd'];
  if (ended.axis === 'x') out.push('gestureEnd');
  const outcome = classify(ended);
  if (outcome.kind === 'tap') out.push('tapped');
  if (outcome.kind === 'swipe') out.push(SWIPE_EVENTS[outcome.direction]);
  return { gesture: ended, events: out, outcome };
}

const SWIPE_EVENTS = { left: 'swipeLeft', right: 'swipeRight', up: 'swipeUp', down: 'swipeDown' } as const;

/** GMM §9 "Swipe threshold 50 px and time limit 250 ms", along the locked axis (else the larger one). */
function classify(gesture: Gesture): Outcome {
  if (gesture.maxDistance <= TAP_MAX_PX) return { kind: 'tap' };
  const dx = gesture.last.x - gesture.start.x;
  const dy = gesture.last.y - gesture.start.y;
  const horizontal = gesture.axis === undefined ? Math.abs(dx) > Math.abs(dy) : gesture.axis === 'x';
  const travel = horizontal ? dx : dy;
  if (Math.abs(travel) < SWIPE_THRESHOLD_PX || gesture.last.t - gesture.start.t > SWIPE_TIME_LIMIT_MS) return { kind: 'touchMoveEnd' };
  const direction = horizontal ? (travel < 0 ? 'left' : 'right') : travel < 0 ? 'up' : 'down';
  return { kind: 'swipe', direction };
}

/** How far to move the slides while dragging: the horizontal travel once locked to x, else 0. */
export function dragOffset(gesture: Gesture): number {
  return gesture.axis === 'x' ? gesture.last.x - gesture.start.x : 0;
}

/** Horizontal velocity in px per ms over the last 100 ms (0 when no time has passed). */
function releaseVelocity(gesture: Gesture): number {
  const first = gesture.recent[0] ?? gesture.last;
  const dt = gesture.last.t - first.t;
  return dt > 0 ? (gesture.last.x - first.x) / dt : 0;
}

/**
 * GMM §4.5 "A slide change needs travel of more than half the width, or velocity above 1." `travel` and
 * `width` in px, `velocity` in px per ms (1 px/ms = 1000 px/s). Decided here: a flick counts only in
 * the direction of the travel, so flicking back towards the start keeps the slide.
 */
function shouldChangeSlide({ travel, width, velocity }: { travel: number; width: number; velocity: number }): boolean {
  if (travel === 0) return false;
  return Math.abs(travel) > width * SLIDE_CHANGE_TRAVEL_FRACTION || (Math.abs(velocity) > SLIDE_CHANGE_VELOCITY && Math.sign(velocity) === Math.sign(travel));
}

/** The slide change an ended gesture asks for: dragging left shows the next slide. Never for a gesture locked to y. */
export function slideChangeFor(gesture: Gesture, width: number): 'next' | 'previous' | undefined {
  if (gesture.axis !== 'x') return undefined;
  const travel = dragOffset(gesture);
  if (!shouldChangeSlide({ travel, width, velocity: releaseVelocity(gesture) })) return undefined;
  return travel < 0 ? 'next' : 'previous';
}
