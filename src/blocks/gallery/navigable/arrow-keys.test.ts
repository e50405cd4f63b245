import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGalleryObservers } from '../../../test/gallery-block.ts';
import { isTypingTarget, listenForArrowKeys } from './arrow-keys.ts';

let observers: ReturnType<typeof stubGalleryObservers>;
const report = (isIntersecting: boolean): void => observers.visible(isIntersecting);

beforeEach(() => {
  observers = stubGalleryObservers();
  document.body.innerHTML =
    '<div id="block"><button>x</button></div><input id="text"><input id="check" type="checkbox"><div id="rich" contenteditable="true"></div>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

function listen(): { onArrow: ReturnType<typeof vi.fn>; controller: AbortController } {
  const controller = new AbortController();
  const onArrow = vi.fn();
  listenForArrowKeys({ block: document.querySelector('#block')!, signal: controller.signal, onArrow });
  return { onArrow, controller };
}

describe('listenForArrowKeys', () => {
  it('moves on Left and Right (37 and 39) while the gallery is in the viewport, taking the key', () => {
    const { onArrow } = listen();
    press('ArrowRight');
    expect(onArrow).not.toHaveBeenCalled();
    report(true);
    const event = press('ArrowRight');
    press('ArrowLeft', document.querySelector('#block button')!);
    press('ArrowUp');
    expect(onArrow.mock.calls).toEqual([['next'], ['previous']]);
    expect(event.defaultPrevented).toBe(true);
    report(false);
    press('ArrowLeft');
    expect(onArrow).toHaveBeenCalledTimes(2);
  });

  it('ignores keys while typing, with a modifier, or taken by another handler', () => {
    const { onArrow } = listen();
    report(true);
    press('ArrowRight', document.querySelector('#text')!);
    press('ArrowRight', document.querySelector('#rich')!);
    press('ArrowRight', document.body, { altKey: true });
    press('ArrowRight', document.body, { shiftKey: true });
    const taken = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(onArrow).not.toHaveBeenCalled();
    press('ArrowRight', document.querySelector('#check')!);
    expect(onArrow).toHaveBeenCalledOnce();
  });

  it('lets go of the key listener and the observer with its signal', () => {
    const { onArrow, controller } = listen();
    report(true);
    controller.abort();
    press('ArrowRight');
    expect(onArrow).not.toHaveBeenCalled();
    expect(observers.disconnected()).toBe(1);
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable content; false for buttons, boxes and the page', () => {
    const make = (html: string): Element => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
      return holder.firstElementChild!;
    };
    expect(['<input>', '<input type="email">', '<textarea></textarea>', '<select></select>'].map((html) => isTypingTarget(make(html)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['<input type="radio">', '<button></button>', '<a href="#">a</a>'].map((html) => isTypingTarget(make(html)))).toEqual([false, false, false]);
    expect(isTypingTarget(null)).toBe(false);
  });
});
