import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReachable as keepReachableNow, type KeepReachableOptions } from './keep-reachable.ts';

const VIEWPORT_HEIGHT = 700;
const observed: Element[] = [];
let resized: () => void;

/** Gives `element` a viewport box as a browser would lay it out. */
function boxOf(element: Element, box: { top: number; height: number }): void {
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ x: 0, y: box.top, width: 1000, height: box.height }));
}

const releases: (() => void)[] = [];
/**
 * Every call is released after its test, so no listener outlives it. The observer's first report
 * follows, as the browser sends it in the frame that first shows the banner.
 */
function keepReachable(options: KeepReachableOptions): () => void {
  const release = keepReachableNow(options);
  releases.push(release);
  resized();
  return release;
}

let host: HTMLElement;
let banner: HTMLElement;
const root = document.documentElement;

beforeEach(() => {
  observed.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    },
  );
  vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  vi.stubGlobal('innerHeight', VIEWPORT_HEIGHT);
  document.body.innerHTML = '<main><a href="/fim">Fim</a></main><div class="cookie-banner-host"><div data-cookie-banner></div></div>';
  host = document.querySelector<HTMLElement>('.cookie-banner-host')!;
  banner = document.querySelector<HTMLElement>('[data-cookie-banner]')!;
});

afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.unstubAllGlobals();
  root.removeAttribute('style');
  document.body.replaceChildren();
});

describe('starting', () => {
  it("reads no layout in the task that shows the banner: its first placement comes with the observer's first report", () => {
    boxOf(banner, { top: 620, height: 80 });
    const read = vi.spyOn(banner, 'getBoundingClientRect');
    const height = vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
    releases.push(keepReachableNow({ host, banner, top: false, area: null }));
    expect(read).not.toHaveBeenCalled();
    expect(height).not.toHaveBeenCalled();
    expect(host.style.height).toBe('');
    expect(observed).toEqual([banner]);
    resized();
    expect(host.style.height).toBe('80px');
    expect(root.style.scrollPaddingBottom).toBe('80px');
  });
});

describe('a banner at the bottom', () => {
  it('makes its host as tall as the band it covers and pads the scroll port by as much', () => {
    boxOf(banner, { top: 620, height: 80 });
    keepReachable({ host, banner, top: false, area: null });
    expect(host.classList.contains('cookie-banner-host--room')).toBe(true);
    expect(host.style.height).toBe('80px');
    expect(root.style.scrollPaddingBottom).toBe('80px');
    expect(root.style.scrollPaddingTop).toBe('');
  });

  it('counts the gap under a popup in a corner too', () => {
    boxOf(banner, { top: 500.4, height: 180 });
    keepReachable({ host, banner, top: false, area: null });
    // 700 - 500.4, rounded up so no sliver stays covered.
    expect(host.style.height).toBe('200px');
  });

  it('follows the banner when it changes size, and the viewport when it resizes', () => {
    boxOf(banner, { top: 620, height: 80 });
    keepReachable({ host, banner, top: false, area: null });
    expect(observed).toEqual([banner]);
    boxOf(banner, { top: 560, height: 140 });
    resized();
    expect(host.style.height).toBe('140px');
    boxOf(banner, { top: 600, height: 140 });
    dispatchEvent(new Event('resize'));
    expect(root.style.scrollPaddingBottom).toBe('100px');
  });

  it('gives everything back on release, the owner\u2019s own scroll padding included, and stops following', () => {
    root.style.setProperty('scroll-padding-bottom', '12px', 'important');
    boxOf(banner, { top: 620, height: 80 });
    const release = keepReachable({ host, banner, top: false, area: null });
    expect(root.style.scrollPaddingBottom).toBe('80px');
    release();
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('12px');
    expect(root.style.getPropertyPriority('scroll-padding-bottom')).toBe('important');
    expect(host.classList.contains('cookie-banner-host--room')).toBe(false);
    expect(host.style.height).toBe('');
    expect(observed).toEqual([]);
    boxOf(banner, { top: 0, height: 700 });
    dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('12px');
  });
});

describe('a banner at the top', () => {
  it('pads the top of the scroll port and makes no room at the end', () => {
    boxOf(banner, { top: 20, height: 150 });
    keepReachable({ host, banner, top: true, area: null });
    expect(root.style.scrollPaddingTop).toBe('170px');
    expect(host.classList.contains('cookie-banner-host--room')).toBe(false);
    expect(host.style.height).toBe('');
    expect(banner.style.transform).toBe('');
  });

  it('inside the announcement-bar area sits just below it, and at the top once it scrolled away', () => {
    const area = document.createElement('div');
    document.body.prepend(area);
    area.append(host);
    boxOf(area, { top: 0, height: 48 });
    boxOf(banner, { top: 48, height: 70 });
    const release = keepReachable({ host, banner, top: true, area });
    expect(banner.style.transform).toBe('translateY(48px)');
    expect(observed).toEqual([banner, area]);

    boxOf(area, { top: -30, height: 48 });
    dispatchEvent(new Event('scroll'));
    expect(banner.style.transform).toBe('translateY(18px)');
    boxOf(area, { top: -400, height: 48 });
    dispatchEvent(new Event('scroll'));
    expect(banner.style.transform).toBe('translateY(0px)');

    // An area far down the page (not where the contract puts it) still keeps the bar in sight.
    boxOf(area, { top: 2000, height: 48 });
    dispatchEvent(new Event('scroll'));
    expect(banner.style.transform).toBe('translateY(350px)');

    release();
    expect(banner.style.transform).toBe('');
    expect(root.getAttribute('style')).toBeNull();
  });
});

describe('keyboard focus under a top banner', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });

  /** Focuses `element` at `top` in the viewport, as the browser leaves it once focused. */
  function focusAt(element: HTMLElement, top: number): ReturnType<typeof vi.fn> {
    boxOf(element, { top, height: 24 });
    const scrolled = vi.fn();
    element.scrollIntoView = scrolled;
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return scrolled;
  }

  it('makes room above the content (first in <body>) and brings the focused element into view below the banner', () => {
    boxOf(banner, { top: 20, height: 150 });
    const release = keepReachable({ host, banner, top: true, area: null });
    const link = document.querySelector<HTMLElement>('main a')!;
    const scrolled = focusAt(link, 100);
    const spacer = document.body.firstElementChild as HTMLElement;
    expect(spacer.className).toBe('cookie-banner-room');
    expect(spacer.style.height).toBe('170px');
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    // Once is enough: a second covered focus only scrolls.
    focusAt(link, 100);
    expect(document.querySelectorAll('.cookie-banner-room')).toHaveLength(1);
    release();
    expect(document.querySelector('.cookie-banner-room')).toBeNull();
  });

  it('under an announcement-bar area, the spacer goes right after the area, as tall as the bar', () => {
    const area = document.createElement('div');
    document.body.prepend(area);
    area.append(host);
    boxOf(area, { top: 0, height: 48 });
    boxOf(banner, { top: 48, height: 70 });
    keepReachable({ host, banner, top: true, area });
    focusAt(document.querySelector<HTMLElement>('main a')!, 60);
    expect(area.nextElementSibling?.className).toBe('cookie-banner-room');
    expect((area.nextElementSibling as HTMLElement).style.height).toBe('70px');
  });

  it('leaves the page alone for focus clear of the banner or inside it, and for a banner at the bottom', () => {
    boxOf(banner, { top: 0, height: 80 });
    keepReachable({ host, banner, top: true, area: null });
    expect(focusAt(document.querySelector<HTMLElement>('main a')!, 80)).not.toHaveBeenCalled();
    const inside = document.createElement('button');
    banner.append(inside);
    expect(focusAt(inside, 10)).not.toHaveBeenCalled();
    expect(document.querySelector('.cookie-banner-room')).toBeNull();
    releases.splice(0).forEach((release) => release());

    boxOf(banner, { top: 620, height: 80 });
    keepReachable({ host, banner, top: false, area: null });
    expect(focusAt(document.querySelector<HTMLElement>('main a')!, 650)).not.toHaveBeenCalled();
    expect(document.querySelector('.cookie-banner-room')).toBeNull();
  });
});
