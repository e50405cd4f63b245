import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGalleryObservers } from '../../../test/gallery-block.ts';
import { isTypingTarget, listenForArrowKeys } from './arrow-keys.ts';

let observers: ReturnType<typeof stubGalleryObservers>;
const report = (isIntersecting: boolean): void => observers.visible(isIntersecting);

beforeEach(() => {
  observers = stubGalleryObservers();
  document.body.innerHTML =
    '<div id="block"><button>x</button></div><div id="other"><button>y</button></div><div id="plain"><button>z</button></div>' +
    '<input id="text"><input id="check" type="checkbox"><div id="rich" contenteditable="true"></div>';
});

// Each test's listener is on the document: it goes with the test, or it would take the next test's keys.
const listening: AbortController[] = [];
afterEach(() => {
  for (const controller of listening.splice(0)) controller.abort();
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
  listening.push(controller);
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

  it('leaves the key to another gallery in view holding focus, though this one is first in the page', () => {
    for (const id of ['#block', '#other']) document.querySelector(id)!.setAttribute('data-gallery-ready', '');
    const { onArrow } = listen();
    report(true);
    const other = new AbortController();
    listening.push(other);
    const onOther = vi.fn();
    listenForArrowKeys({ block: document.querySelector('#other')!, signal: other.signal, onArrow: onOther });
    // Focus in the other gallery, out of view: this one takes the key.
    press('ArrowRight', document.querySelector('#other button')!);
    expect([onArrow.mock.calls.length, onOther.mock.calls.length]).toEqual([1, 0]);
    // In view, that one does.
    report(true);
    press('ArrowRight', document.querySelector('#other button')!);
    expect([onArrow.mock.calls.length, onOther.mock.calls.length]).toEqual([1, 1]);
    // Focus in neither: the first in the page.
    press('ArrowRight', document.querySelector('#plain button')!);
    expect([onArrow.mock.calls.length, onOther.mock.calls.length]).toEqual([2, 1]);
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
