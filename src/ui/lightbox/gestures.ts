import { dragOffset, pointerDown, pointerMove, pointerUp, slideChangeFor, type Gesture, type PointerSample } from '../gesture/swipe.ts';
import { LIGHTBOX_TOUCH } from './limits.ts';
import type { Size } from './rules.ts';
import { clampZoom, doubleTapZoom, zoomAt, type Zoom } from './zoom.ts';

/** What a released drag asks for; `back` puts the image back where it was. */
export type Release = 'next' | 'previous' | 'close' | 'back';

export interface GestureTarget {
  readonly stage: HTMLElement;
  /** The shown image's box, unzoomed. */
  box(): Size;
  zoom(): Zoom;
  setZoom(zoom: Zoom): void;
  /** While an unzoomed image is dragged: along x to change items, along y (down) to close. */
  drag(dx: number, dy: number): void;
  release(ask: Release): void;
}

const sampleOf = (event: PointerEvent): PointerSample => ({ x: event.clientX, y: event.clientY, t: event.timeStamp });

/**
 * Touch on the lightbox (docs/markup.md §6.6): swipe between items and down to close by the gallery's
 * swipe rules (src/ui/gesture), pinch and double tap to zoom, one finger to move a zoomed image. A
 * mouse uses the buttons, the click zones and the keys instead. Until `signal` aborts.
 */
export function listenForGestures(target: GestureTarget, signal: AbortSignal): void {
  const { stage } = target;
  const pointers = new Map<number, PointerSample>();
  let gesture: Gesture | undefined;
  let pinch: { distance: number; zoom: Zoom; focus: { x: number; y: number } } | undefined;
  let lastTap: PointerSample | undefined;

  const stageSize = (): Size => ({ width: stage.clientWidth, height: stage.clientHeight });
  /** A point relative to the stage's centre, where the image's box is centred. */
  const fromCentre = (x: number, y: number): { x: number; y: number } => {
    const rect = stage.getBoundingClientRect();
    return { x: x - (rect.left + rect.width / 2), y: y - (rect.top + rect.height / 2) };
  };
  const spread = (): { distance: number; centre: { x: number; y: number } } => {
    const [a, b] = [...pointers.values()];
    if (!a || !b) return { distance: 0, centre: { x: 0, y: 0 } };
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), centre: fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2) };
  };

  const on = { signal };
  stage.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType === 'mouse') return;
      stage.setPointerCapture?.(event.pointerId);
      pointers.set(event.pointerId, sampleOf(event));
      if (pointers.size === 1) {
        gesture = pointerDown(sampleOf(event)).gesture;
      } else if (pointers.size === 2) {
        // A second finger: the drag so far is dropped and the image goes back before the pinch.
        if (gesture?.axis) target.release('back');
        gesture = undefined;
        const { distance, centre } = spread();
        pinch = { distance, zoom: target.zoom(), focus: centre };
      }
    },
    on,
  );
  stage.addEventListener(
    'pointermove',
    (event) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const sample = sampleOf(event);
      pointers.set(event.pointerId, sample);
      if (pinch) {
        const { distance } = spread();
        if (pinch.distance > 0) target.setZoom(zoomAt(pinch.zoom, (pinch.zoom.scale * distance) / pinch.distance, pinch.focus, target.box(), stageSize()));
        return;
      }
      const zoom = target.zoom();
      if (zoom.scale > 1) {
        target.setZoom(clampZoom({ ...zoom, x: zoom.x + sample.x - previous.x, y: zoom.y + sample.y - previous.y }, target.box(), stageSize()));
        return;
      }
      if (!gesture) return;
      gesture = pointerMove(gesture, sample).gesture;
      if (gesture.axis === 'x') target.drag(dragOffset(gesture), 0);
      else if (gesture.axis === 'y') target.drag(0, Math.max(0, gesture.last.y - gesture.start.y));
    },
    on,
  );
  const end = (event: PointerEvent): void => {
    if (!pointers.delete(event.pointerId)) return;
    if (pinch) {
      // The pinch ends with its last finger; one finger left does not start a swipe.
      if (pointers.size === 0) pinch = undefined;
      return;
    }
    const started = gesture;
    gesture = undefined;
    if (!started || event.type === 'pointercancel') return started?.axis ? target.release('back') : undefined;
    const { gesture: ended, outcome } = pointerUp(started, sampleOf(event));
    if (outcome.kind === 'tap') return tapped(ended.last);
    if (target.zoom().scale > 1) return;
    if (ended.axis === 'x') return target.release(slideChangeFor(ended, stageSize().width) ?? 'back');
    if (ended.axis === 'y') {
      const down = ended.last.y - ended.start.y;
      const flicked = outcome.kind === 'swipe' && outcome.direction === 'down';
      target.release(down > LIGHTBOX_TOUCH.closeDragPx || flicked ? 'close' : 'back');
    }
  };
  const tapped = (tap: PointerSample): void => {
    const double = lastTap !== undefined && tap.t - lastTap.t <= LIGHTBOX_TOUCH.doubleTapMs;
    lastTap = double ? undefined : tap;
    if (double) target.setZoom(doubleTapZoom(target.zoom(), fromCentre(tap.x, tap.y), target.box(), stageSize()));
  };
  stage.addEventListener('pointerup', end, on);
  stage.addEventListener('pointercancel', end, on);
}
