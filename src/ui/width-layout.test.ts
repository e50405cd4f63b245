import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeWidthLayout } from './width-layout.ts';

/** A ResizeObserver the test drives: `resize(border, content)` reports a new border-box and content width. */
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
  resize(border: number, content = border - 20): void {
    const entry = {
      target: this.observed[0],
      borderBoxSize: [{ inlineSize: border, blockSize: 100 }],
      contentRect: DOMRect.fromRect({ width: content, height: 100 }),
    } as unknown as ResizeObserverEntry;
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

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the bounds are strict (site-runtime.md §9 "under 415 px", "above 850 px wide")', () => {
  /** The layout a block `width` px wide gets at once. */
  const layoutAt = (width: number, bound: number | { above: number }): string | null => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = block(width);
    observeWidthLayout(element, 'x', bound);
    return element.getAttribute('data-layout');
  };

  it('under: 414.9 is under 415, 415 is not', () => {
    expect(layoutAt(414, 415)).toBe('x');
    expect(layoutAt(414.9, 415)).toBe('x');
    expect(layoutAt(415, 415)).toBeNull();
    expect(layoutAt(416, 415)).toBeNull();
  });

  it('above: 850.1 is above 850, 850 is not', () => {
    expect(layoutAt(850.1, { above: 850 })).toBe('x');
    expect(layoutAt(850, { above: 850 })).toBeNull();
  });
});

describe('observeWidthLayout', () => {
  it('with { above }: sets the value while the block is wider, removes it at the bound', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = block(851);
    const stop = observeWidthLayout(element, 'wide', { above: 850 });
    expect(element.getAttribute('data-layout')).toBe('wide');
    FakeResizeObserver.last?.resize(850);
    expect(element.hasAttribute('data-layout')).toBe(false);
    FakeResizeObserver.last?.resize(900);
    expect(element.getAttribute('data-layout')).toBe('wide');
    stop();
    expect(element.hasAttribute('data-layout')).toBe(false);
  });

  it('sets the value at once under the width, follows the border box, and restores the original on stop', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = block(414, 'largo');
    const stop = observeWidthLayout(element, 'narrow', 415);
    expect(element.getAttribute('data-layout')).toBe('narrow');
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([element]);
    // 415 px border box with a 395 px content box: not narrow (the block's own width counts, not its content's).
    observer.resize(415, 395);
    expect(element.getAttribute('data-layout')).toBe('largo');
    observer.resize(414);
    expect(element.getAttribute('data-layout')).toBe('narrow');
    stop();
    expect(observer.disconnected).toBe(true);
    expect(element.getAttribute('data-layout')).toBe('largo');
  });

  it('removes the attribute it added when the block widens, and on stop', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = block(300);
    const stop = observeWidthLayout(element, 'narrow', 415);
    expect(element.getAttribute('data-layout')).toBe('narrow');
    FakeResizeObserver.last!.resize(800);
    expect(element.hasAttribute('data-layout')).toBe(false);
    FakeResizeObserver.last!.resize(200);
    stop();
    expect(element.hasAttribute('data-layout')).toBe(false);
  });

  it('without ResizeObserver: sets the layout once and still restores it', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const element = block(100);
    const stop = observeWidthLayout(element, 'narrow', 415);
    expect(element.getAttribute('data-layout')).toBe('narrow');
    stop();
    expect(element.hasAttribute('data-layout')).toBe(false);
  });
});
