import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForSwipes } from './swipe-input.ts';

/** A container listened to, with what its listeners were told. */
function listened() {
  const container = document.createElement('div');
  container.setPointerCapture = vi.fn();
  document.body.append(container);
  const controller = new AbortController();
  const onRelease = vi.fn();
  const onDrag = vi.fn();
  listenForSwipes({ container, signal: controller.signal, onEvent: () => undefined, onDrag, onRelease });
  let time = 0;
  const pointer = (type: string, pointerId: number, x: number): void => {
    time += 16;
    const event = new PointerEvent(type, { pointerId, isPrimary: pointerId === 1, button: 0, clientX: x, clientY: 100, bubbles: true });
    Object.defineProperty(event, 'timeStamp', { value: time });
    container.dispatchEvent(event);
  };
  /** The first finger's drag from x 300 leftwards, `to` px at the end, in 10 px moves. */
  const drag = (to: number): void => {
    pointer('pointerdown', 1, 300);
    for (let x = 290; x >= to; x -= 10) pointer('pointermove', 1, x);
  };
  return { controller, onRelease, onDrag, pointer, drag };
}

afterEach(() => document.body.replaceChildren());

describe('listenForSwipes', () => {
  it('a drag locked to x and released is handed over with its travel', () => {
    const { onRelease, onDrag, pointer, drag } = listened();
    drag(100);
    pointer('pointerup', 1, 100);
    expect(onDrag).toHaveBeenLastCalledWith(-200);
    expect(onRelease).toHaveBeenCalledOnce();
    expect(onRelease.mock.calls[0]?.[0]).toMatchObject({ axis: 'x' });
  });

  it('a second finger joining lets the drag go with no change, and the first finger then does nothing', () => {
    const { onRelease, onDrag, pointer, drag } = listened();
    drag(200);
    pointer('pointerdown', 2, 320);
    expect(onRelease.mock.calls).toEqual([[undefined]]);
    const drags = onDrag.mock.calls.length;
    pointer('pointermove', 1, 100);
    pointer('pointerup', 1, 100);
    pointer('pointerup', 2, 360);
    expect(onDrag).toHaveBeenCalledTimes(drags);
    expect(onRelease).toHaveBeenCalledOnce();
  });

  it('a second finger before the drag locks ends it without a release: nothing had moved', () => {
    const { onRelease, onDrag, pointer } = listened();
    pointer('pointerdown', 1, 300);
    pointer('pointerdown', 2, 320);
    pointer('pointermove', 1, 100);
    pointer('pointerup', 1, 100);
    expect(onDrag).not.toHaveBeenCalled();
    expect(onRelease).not.toHaveBeenCalled();
  });

  it('a cancelled pointer (the browser took the gesture) lets the drag go', () => {
    const { onRelease, pointer, drag } = listened();
    drag(200);
    pointer('pointercancel', 1, 200);
    expect(onRelease.mock.calls).toEqual([[undefined]]);
  });

  it('listens no more once its signal aborts', () => {
    const { controller, onRelease, onDrag, pointer, drag } = listened();
    controller.abort();
    drag(100);
    pointer('pointerup', 1, 100);
    expect(onDrag).not.toHaveBeenCalled();
    expect(onRelease).not.toHaveBeenCalled();
  });
});
