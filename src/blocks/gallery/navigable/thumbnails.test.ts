import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAnimationFrames } from '../../../test/animation-frames.ts';
import { laidOutStrip } from '../../../test/laid-out-strip.ts';
import { request } from '../../../ui/carousel/navigation.ts';
import { linkThumbnails } from './thumbnails.ts';

/** A 300 px strip of six 100 px thumbnail links. */
function thumbnails(): HTMLElement[] {
  const { container, items } = laidOutStrip('a', { count: 6, width: 100, visible: 300 });
  container.setAttribute('data-gallery-thumbnails', '');
  items.forEach((link, index) => (link.href = `/galeria/foto-${index + 1}`));
  return items;
}

let frames: ReturnType<typeof stubAnimationFrames>;
const runFrames = (time: number): void => frames.run(time);

beforeEach(() => {
  frames = stubAnimationFrames();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
