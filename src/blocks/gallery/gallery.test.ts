import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { galleryContext, galleryHtml, mountGallery as mounted, slideSrcset, stubGalleryObservers } from '../../test/gallery-block.ts';
import { GalleryNotFoundError } from './engine/errors.ts';
import { MEDIA_STOP_EVENT, reportPlaying } from '../../ui/media/exclusive-playback.ts';
import { mount } from './index.ts';

let visible: (isIntersecting: boolean) => void;
beforeEach(() => {
  ({ visible } = stubGalleryObservers());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('gallery block (8)', () => {
  it('makes a fade slideshow an APG carousel whose buttons move one slide, saying "N de M"', async () => {
    vi.useFakeTimers();
    const g = await mounted({ design: 'slideshow' });
    expect(g.block.hasAttribute('data-gallery-ready')).toBe(true);
    expect([g.button('previous').getAttribute('aria-label'), g.button('next').getAttribute('aria-label')]).toEqual(['Item Anterior', 'Próximo Item']);
    expect(g.current()).toBe(0);
    g.button('next').click();
    expect([g.current(), g.live()]).toEqual([1, '2 de 3']);
    // Refused while in motion (GMM §4.2), accepted once the 0.5 s fade is over.
    g.button('next').click();
    expect(g.current()).toBe(1);
    vi.advanceTimersByTime(500);
    g.button('previous').click();
    vi.advanceTimersByTime(500);
    g.button('previous').click();
    expect([g.current(), g.live()]).toEqual([2, '3 de 3']);
    expect(g.events).toEqual(['change', 'settle', 'change', 'settle', 'change']);
    vi.advanceTimersByTime(499);
    expect(g.events.at(-1)).toBe('change');
    vi.advanceTimersByTime(1);
    expect(g.events.at(-1)).toBe('settle');
  });

  it('without loop: reachedEnd at the last slide, and the buttons say so with aria-disabled', async () => {
    vi.useFakeTimers();
    const g = await mounted({ design: 'slideshow', loop: false }, 2);
    expect(g.button('previous').getAttribute('aria-disabled')).toBe('true');
    g.button('next').click();
    vi.advanceTimersByTime(500);
    expect([g.button('previous').getAttribute('aria-disabled'), g.button('next').getAttribute('aria-disabled')]).toEqual(['false', 'true']);
    g.button('next').click();
    expect(g.events).toEqual(['change', 'settle', 'reachedEnd']);
  });

  it('moves with Left and Right while in view, not outside it nor while typing', async () => {
    vi.useFakeTimers();
    const g = await mounted({ design: 'slideshow' });
    const press = (target: EventTarget = document): boolean =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    press();
    expect(g.current()).toBe(0);
    visible(true);
    press();
    expect(g.current()).toBe(2);
    vi.advanceTimersByTime(500);
    const field = document.body.appendChild(document.createElement('input'));
    press(field);
    expect(g.current()).toBe(2);
  });

  it('advances every autoplay-duration seconds; the pause button stops it and names what it will do', async () => {
    vi.useFakeTimers();
    const g = await mounted({ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 });
    const pause = g.button('pause');
    expect(g.block.firstElementChild).toBe(pause);
    expect([pause.getAttribute('aria-label'), g.block.querySelector('.gallery-live')!.getAttribute('aria-live')]).toEqual(['Pausar apresentação', 'off']);
    vi.advanceTimersByTime(1999);
    expect(g.current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(g.current()).toBe(1);
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe('Retomar apresentação');
    vi.advanceTimersByTime(10_000);
    expect(g.current()).toBe(1);
  });

  it("holds autoplay while a slide's video plays, and pauses a video slide once it is no longer current (GMM §4.2, §4.3)", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = galleryHtml({ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 })
      .replace('data-slide-type="image"', 'data-slide-type="video"')
      .replace('</a></figure>', '</a><video></video></figure>');
    const block = document.querySelector<HTMLElement>('[data-block-type="8"]')!;
    await mount(block, galleryContext(block));
    const current = (): number => [...block.querySelectorAll('[data-slide]')].findIndex((slide) => slide.hasAttribute('data-gallery-current'));
    const video = block.querySelector('video')!;
    const paused = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    video.dispatchEvent(new Event('play'));
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(0);
    video.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(1);
    expect(paused).not.toHaveBeenCalled();
    // The 0.5 s fade ends: the video's slide is no longer shown.
    vi.advanceTimersByTime(500);
    expect(paused).toHaveBeenCalledOnce();
  });

  it("holds autoplay while a slide's embed reports playing, and asks it to stop once its slide is no longer current", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = galleryHtml({ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 })
      .replace('data-slide-type="image"', 'data-slide-type="video"')
      .replace('</a></figure>', '</a><div data-video></div></figure>');
    const block = document.querySelector<HTMLElement>('[data-block-type="8"]')!;
    await mount(block, galleryContext(block));
    const current = (): number => [...block.querySelectorAll('[data-slide]')].findIndex((slide) => slide.hasAttribute('data-gallery-current'));
    const player = block.querySelector<HTMLElement>('[data-video]')!;
    const stopRequests = vi.fn();
    player.addEventListener(MEDIA_STOP_EVENT, stopRequests);
    reportPlaying(player, true);
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(0);
    reportPlaying(player, false);
    vi.advanceTimersByTime(2000);
    expect([current(), stopRequests.mock.calls.length]).toEqual([1, 0]);
    vi.advanceTimersByTime(500);
    expect(stopRequests).toHaveBeenCalledOnce();
  });

  it('has no autoplay with ?nomotion=true (GMM §2): no pause button, nothing moves', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?nomotion=true');
    const g = await mounted({ design: 'slideshow', autoplay: true });
    vi.advanceTimersByTime(20_000);
    expect([g.current(), g.block.querySelector('.gallery-control--pause')]).toEqual([0, null]);
  });

  it('makes eager the images within preloadCount of the current slide, wrapping with loop', async () => {
    const g = await mounted({ design: 'slideshow', preloadCount: 1 }, 5);
    await new Promise((resolve) => setTimeout(resolve));
    expect([...g.block.querySelectorAll('img')].map((image) => image.loading)).toEqual(['eager', 'eager', 'lazy', 'lazy', 'eager']);
  });

  it('sizes each lazy image to its laid-out width, and leaves out files over twice it (none between 100w and 300w)', async () => {
    // Laid out 114, 300 and 60 px wide; the first image is the page's own (not lazy) and keeps its attributes.
    const laidOut = [114, 114, 300, 60];
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLImageElement) {
      const index = [...document.querySelectorAll('img')].indexOf(this);
      return { width: laidOut[index] ?? 0 } as DOMRect;
    });
    // Not downloading yet (happy-dom reports src as the current source).
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('');
    const g = await mounted({ design: 'grid' }, 4);
    const images = [...g.block.querySelectorAll('img')];
    expect(images.map((image) => image.sizes)).toEqual(['100vw', '114px', '300px', '60px']);
    expect(images.map((image) => image.getAttribute('srcset'))).toEqual([slideSrcset(1), slideSrcset(2, [100]), slideSrcset(3), slideSrcset(4)]);
    g.context.controller.abort();
    g.destroy();
    expect(document.querySelector('main')!.innerHTML).toBe(g.html);
    vi.restoreAllMocks();
  });

  it('gives its HTML back exactly on destroy', async () => {
    const g = await mounted({ design: 'carousel', autoplay: true, gutter: 4 });
    expect(g.block.style.getPropertyValue('--gallery-gutter')).toBe('4px');
    g.context.controller.abort();
    g.destroy();
    expect(document.querySelector('main')!.innerHTML).toBe(g.html);
  });

  it('leaves a static design without controls, names or keys', async () => {
    const g = await mounted({ design: 'grid', slidesPerRow: 3 });
    expect([g.block.querySelectorAll('.gallery-control').length, g.block.querySelector('[data-gallery-slides]')!.getAttribute('role')]).toEqual([0, null]);
    expect(g.block.style.getPropertyValue('--gallery-per-row')).toBe('3');
  });

  it('loads the navigation only for a design that moves, and keeps the HTML when its chunk fails', async () => {
    const grid = await mounted({ design: 'grid' });
    expect(grid.context.start).not.toHaveBeenCalled();
    document.body.innerHTML = `<main>${galleryHtml({ design: 'slideshow' })}</main>`;
    const html = document.body.innerHTML;
    const context = coreContext();
    context.start.mockResolvedValue(undefined);
    const destroy = await mount(document.querySelector<HTMLElement>('[data-block-type="8"]')!, context);
    expect(context.start).toHaveBeenCalledWith('gallery-navigation', expect.objectContaining({ settings: expect.objectContaining({ design: 'slideshow' }) }));
    expect([destroy, document.body.innerHTML]).toEqual([undefined, html]);
  });

  it('throws the spec errors, leaving the HTML to the core (GMM §5)', async () => {
    const attempt = async (html: string) => {
      document.body.innerHTML = html;
      return mount(document.querySelector<HTMLElement>('[data-block-type="8"]')!, coreContext());
    };
    await expect(attempt(galleryHtml({ design: 'mosaic' }))).rejects.toThrow(new GalleryNotFoundError('Could not find gallery design named mosaic'));
    await expect(attempt(galleryHtml({ design: 'slideshow', loop: 'yes' }))).rejects.toThrow(BlockConfigError);
    await expect(attempt(galleryHtml({ design: 'slideshow' }).replace("data-block-json='{", "data-block-json='{,"))).rejects.toThrow(
      /^Error decoding gallery block data\./,
    );
    await expect(attempt('<div data-block-type="8" data-block-json=\'{"design":"grid"}\'></div>')).rejects.toThrow(MarkupError);
  });
});
