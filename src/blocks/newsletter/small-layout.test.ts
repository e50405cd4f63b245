import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutFor, observeSmallLayout } from './small-layout.ts';

/** A ResizeObserver the test drives: `resize(width)` reports a new content width. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  resize(width: number): void {
    const entry = { contentRect: DOMRect.fromRect({ width, height: 100 }), target: this.observed[0] } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

function block(width: number, layout?: string): HTMLElement {
  const element = document.createElement('div');
  if (layout !== undefined) element.setAttribute('data-layout', layout);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 100 }));
  document.body.append(element);
  return element;
}
const observer = () => FakeResizeObserver.last!;

beforeEach(() => {
  FakeResizeObserver.last = undefined;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('layoutFor', () => {
  it('is small under 320 px only', () => {
    expect(layoutFor(0)).toBe('small');
    expect(layoutFor(319)).toBe('small');
    expect(layoutFor(319.9)).toBe('small');
    expect(layoutFor(320)).toBeUndefined();
    expect(layoutFor(1200)).toBeUndefined();
  });
});

describe('observeSmallLayout', () => {
  it('sets data-layout="small" at once on a block narrower than 320 px', () => {
    const element = block(300);
    observeSmallLayout(element);
    expect(element.getAttribute('data-layout')).toBe('small');
  });

  it('leaves a wide block as it is', () => {
    const element = block(320);
    observeSmallLayout(element);
    expect(element.hasAttribute('data-layout')).toBe(false);
    const withLayout = block(600, 'grande');
    observeSmallLayout(withLayout);
    expect(withLayout.getAttribute('data-layout')).toBe('grande');
  });

  it('follows the block’s size', () => {
    const element = block(600, 'grande');
    observeSmallLayout(element);
    expect(observer().observed).toEqual([element]);
    observer().resize(250);
    expect(element.getAttribute('data-layout')).toBe('small');
    observer().resize(400);
    expect(element.getAttribute('data-layout')).toBe('grande');
    const bare = block(600);
    observeSmallLayout(bare);
    observer().resize(100);
    observer().resize(320);
    expect(bare.hasAttribute('data-layout')).toBe(false);
  });

  it('the stop disconnects and gives the attribute its own value back', () => {
    const element = block(200, 'grande');
    const stop = observeSmallLayout(element);
    stop();
    expect(observer().disconnected).toBe(true);
    expect(element.getAttribute('data-layout')).toBe('grande');
    const bare = block(200);
    observeSmallLayout(bare)();
    expect(bare.hasAttribute('data-layout')).toBe(false);
  });
});

describe('observeSmallLayout without ResizeObserver', () => {
  it('applies the layout once and stop still gives the attribute its own value back', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const element = block(0, 'grande');
    const stop = observeSmallLayout(element);
    expect(element.getAttribute('data-layout')).toBe('small');
    stop();
    expect(element.getAttribute('data-layout')).toBe('grande');
  });
});
