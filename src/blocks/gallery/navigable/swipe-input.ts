import { TAP_MAX_PX } from '../../../ui/gesture/limits.ts';
import { pointerDown, pointerMove, pointerUp, type Gesture, type PointerSample, type TouchEventName } from '../../../ui/gesture/swipe.ts';

export interface SwipeInputOptions {
  readonly container: HTMLElement;
  readonly signal: AbortSignal;
  /** Every touch-layer event of GMM §4.5, as the recognizer reports it. */
  onEvent(name: TouchEventName): void;
  /** The drag moved: the horizontal travel since the pointer went down, once locked to x. */
  onDrag(offset: number): void;
  /** A horizontal drag ended (released, or cancelled: then `gesture` is undefined and nothing changes). */
  onRelease(gesture: Gesture | undefined): void;
}

const sample = (event: PointerEvent): PointerSample => ({ x: event.clientX, y: event.clientY, t: event.timeStamp });

/**
 * GMM §4.5 with Pointer Events, so touch, pen and mouse share one path. The stylesheet gives the
 * enhanced container `touch-action: pan-y pinch-zoom`: the browser keeps vertical scrolling and the page's
 * zoom and hands horizontal movement to these listeners; a gesture that locks to y, or that a second finger
 * joins, is let go, so the page is never held. After a
 * drag, the click that follows is swallowed, so releasing over a slide's link does not follow it.
 */
export function listenForSwipes({ container, signal, onEvent, onDrag, onRelease }: SwipeInputOptions): void {
  let gesture: Gesture | undefined;
  let pointerId = -1;
  let dragged = false;
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false): void =>
    container.addEventListener(type, listener, { signal, capture });
  const report = (names: readonly TouchEventName[]): void => names.forEach(onEvent);

  /** The drag is let go with no change: the strip goes back if it had moved. */
  const cancel = (): void => {
    const locked = gesture?.axis === 'x';
    gesture = undefined;
    if (locked) onRelease(undefined);
  };

  on('pointerdown', (event) => {
    // A second finger makes it a pinch (the page's zoom), never a swipe by the first finger's part of it.
    if (gesture && event.pointerId !== pointerId) return cancel();
    if (!event.isPrimary || event.button !== 0) return;
    const step = pointerDown(sample(event));
    gesture = step.gesture;
    pointerId = event.pointerId;
    dragged = false;
    report(step.events);
  });
  on('pointermove', (event) => {
    if (!gesture || event.pointerId !== pointerId) return;
    const wasLocked = gesture.axis;
    const step = pointerMove(gesture, sample(event));
    gesture = step.gesture;
    report(step.events);
    if (gesture.axis === 'y') {
      gesture = undefined;
      return;
    }
    if (gesture.axis !== 'x') return;
    if (!wasLocked) container.setPointerCapture(pointerId);
    dragged = true;
    onDrag(gesture.last.x - gesture.start.x);
  });
  on('pointerup', (event) => {
    if (!gesture || event.pointerId !== pointerId) return;
    const step = pointerUp(gesture, sample(event));
    gesture = undefined;
    dragged ||= step.gesture.maxDistance > TAP_MAX_PX;
    report(step.events);
    if (step.gesture.axis === 'x') onRelease(step.gesture);
  });
  on('pointercancel', (event) => {
    if (event.pointerId === pointerId) cancel();
  });
  on(
    'click',
    (event) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  // A mouse drag over an image or link would start the browser's own drag and drop.
  on('dragstart', (event) => event.preventDefault());
}
