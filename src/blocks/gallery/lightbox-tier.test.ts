import { afterEach, expect, it, vi } from 'vitest';
import { galleryHtml, mountGalleries, stubGalleryObservers } from '../../test/gallery-block.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("warns 'lightboxify is not available in this tier!' and follows the links when the site's tier has no lightbox (GMM §8)", async () => {
  stubGalleryObservers();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { started } = await mountGalleries(galleryHtml({ design: 'grid', lightbox: true }), { website: { lightboxAvailable: false } });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('[data-slide] a')!.dispatchEvent(click);
  expect([click.defaultPrevented, started.length]).toEqual([false, 0]);
  expect(warn).toHaveBeenCalledWith('lightboxify is not available in this tier!');
});
