import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForGestures, type GestureTarget } from './gestures.ts';
import { UNZOOMED, type Zoom } from './zoom.ts';

/** A 400 × 400 stage showing a 400 × 300 image, its zoom kept as the lightbox keeps it. */
function stage() {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 400 });
  Object.defineProperty(element, 'clientHeight', { value: 400 });
  element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
  document.body.append(element);
  let zoom: Zoom = UNZOOMED;
  const target: GestureTarget = {
    stage: element,
    box: () => ({ width: 400, height: 300 }),
    zoom: () => zoom,
    setZoom: vi.fn((next: Zoom) => (zoom = next)),
    drag: vi.fn(),
    release: vi.fn(),
  };
  listenForGestures(target, new AbortController().signal);
  let time = 0;
  const finger = (type: string, pointerId: number, x: number, y = 200): void => {
    time += 16;
    const event = new PointerEvent(type, { pointerId, pointerType: 'touch', clientX: x, clientY: y, bubbles: true });
    Object.defineProperty(event, 'timeStamp', { value: time });
    element.dispatchEvent(event);
  };
  return { target, finger, zoom: () => zoom };
}

afterEach(() => document.body.replaceChildren());

describe('listenForGestures', () => {
  it('a pinch zooms by the fingers’ spread, about their middle, at most 4x', () => {
    const { finger, zoom } = stage();
    finger('pointerdown', 1, 170);
    finger('pointerdown', 2, 230);
    finger('pointermove', 1, 110);
    finger('pointermove', 2, 290);
    // Spread from 60 to 180 px about the stage's middle: 3x, the middle kept in place.
    expect(zoom()).toMatchObject({ scale: expect.closeTo(3), x: expect.closeTo(0) });
    finger('pointermove', 1, 0);
    finger('pointermove', 2, 400);
    expect(zoom().scale).toBe(4);
    finger('pointerup', 1, 0);
    finger('pointerup', 2, 400);
    expect(zoom().scale).toBe(4);
  });

  it('a double tap zooms to 2x', () => {
    const { target, finger } = stage();
    finger('pointerdown', 1, 200);
    finger('pointerup', 1, 200);
    finger('pointerdown', 1, 200);
    finger('pointerup', 1, 200);
    expect(target.setZoom).toHaveBeenCalledOnce();
    expect(vi.mocked(target.setZoom).mock.calls[0]?.[0].scale).toBe(2);
  });

  it('a swipe left releases towards the next item', () => {
    const { target, finger } = stage();
    finger('pointerdown', 1, 350);
    for (let x = 320; x >= 50; x -= 30) finger('pointermove', 1, x);
    finger('pointerup', 1, 50);
    expect(target.release).toHaveBeenCalledWith('next');
  });
});
