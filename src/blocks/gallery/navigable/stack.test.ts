import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStack } from './stack.ts';

const slides = (): HTMLElement[] => Array.from({ length: 3 }, () => document.body.appendChild(document.createElement('figure')));
const marks = (list: HTMLElement[]): string[] =>
  list.map((slide) => (slide.hasAttribute('data-gallery-current') ? 'current' : slide.hasAttribute('data-gallery-leaving') ? 'leaving' : '-'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('createStack', () => {
  it('marks the first slide current, then the entering one current and the other leaving for the duration', () => {
    const list = slides();
    const stack = createStack(list, 0);
    expect(marks(list)).toEqual(['current', '-', '-']);
    const done = vi.fn();
    stack.show(2, 500, done);
    expect(marks(list)).toEqual(['leaving', '-', 'current']);
    vi.advanceTimersByTime(499);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(marks(list)).toEqual(['-', '-', 'current']);
    expect(done).toHaveBeenCalledOnce();
  });

  it('ends a change under way when the next one starts, and calls done at once for the current slide', () => {
    const list = slides();
    const stack = createStack(list, 0);
    const first = vi.fn();
    stack.show(1, 500, first);
    const second = vi.fn();
    stack.show(2, 500, second);
    expect(first).toHaveBeenCalledOnce();
    expect(marks(list)).toEqual(['-', 'leaving', 'current']);
    const same = vi.fn();
    vi.advanceTimersByTime(500);
    stack.show(2, 500, same);
    expect(same).toHaveBeenCalledOnce();
  });

  it('ends an instant change (0 ms, reduced motion) before show returns: no timer leaves it in motion', () => {
    const list = slides();
    const stack = createStack(list, 2);
    const done = vi.fn();
    stack.show(0, 0, done);
    expect(done).toHaveBeenCalledOnce();
    expect(marks(list)).toEqual(['current', '-', '-']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes its attributes on destroy, and a pending change never finishes', () => {
    const list = slides();
    const stack = createStack(list, 1);
    const done = vi.fn();
    stack.show(0, 500, done);
    stack.destroy();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
    expect(marks(list)).toEqual(['-', '-', '-']);
  });
});
