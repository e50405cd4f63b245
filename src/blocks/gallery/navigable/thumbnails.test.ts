import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../engine/navigation.ts';
import { linkThumbnails } from './thumbnails.ts';

/** happy-dom lays nothing out: a 300 px strip of six 100 px thumbnail links, given by hand. */
function thumbnails(): HTMLElement[] {
  const container = document.createElement('div');
  container.setAttribute('data-gallery-thumbnails', '');
  const links = Array.from({ length: 6 }, (_, index) => {
    const link = document.createElement('a');
    link.href = `/galeria/foto-${index + 1}`;
    Object.defineProperty(link, 'offsetLeft', { value: index * 100 });
    Object.defineProperty(link, 'offsetWidth', { value: 100 });
    container.append(link);
    return link;
  });
  Object.defineProperty(container, 'clientWidth', { value: 300 });
  Object.defineProperty(container, 'scrollWidth', { value: 600 });
  document.body.append(container);
  return links;
}

let frames: FrameRequestCallback[] = [];
const runFrames = (time: number): void => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(time);
};

beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  frames = [];
  document.body.replaceChildren();
});

describe('linkThumbnails: "a linked strip gallery that keeps the same current index" (GMM §4.2)', () => {
  it('shows the slide of a plain click instead of following the link, and leaves a modified click to the browser', () => {
    const links = thumbnails();
    const picked: number[] = [];
    linkThumbnails({ thumbnails: links, loop: true, signal: new AbortController().signal, onPick: (index) => picked.push(index) });
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    links[3]!.dispatchEvent(plain);
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    links[4]!.dispatchEvent(withCtrl);
    expect([picked, plain.defaultPrevented, withCtrl.defaultPrevented]).toEqual([[3], true, false]);
  });

  it('marks the current thumbnail, scrolls it to the middle over the strip speed, and is in motion until then', () => {
    const links = thumbnails();
    const strip = linkThumbnails({ thumbnails: links, loop: true, signal: new AbortController().signal, onPick: () => undefined })!;
    strip.show(4, false);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null, null, 'true', null]);
    // In motion towards 4, the strip refuses a slideshow showing another index (GMM §4.2 linked galleries).
    const main = { count: 6, currentIndex: 3, loop: true, inMotion: false };
    expect(request(main, { kind: 'next' }, [strip.state]).refused).toBe('inMotion');
    runFrames(0);
    // "Strip speed 0.5 s" (GMM §9); the middle of a 300 px strip for the 100 px thumbnail at 400 is 300.
    runFrames(500);
    expect([links[0]!.parentElement!.scrollLeft, strip.state.inMotion]).toEqual([300, false]);
    expect(request(main, { kind: 'next' }, [strip.state]).change?.to).toBe(4);
  });

  it('puts aria-current back as the HTML had it when destroyed', () => {
    const links = thumbnails();
    const html = document.body.innerHTML;
    const strip = linkThumbnails({ thumbnails: links, loop: true, signal: new AbortController().signal, onPick: () => undefined })!;
    strip.show(2, true);
    strip.destroy();
    expect(document.body.innerHTML).toBe(html);
  });
});
