import { afterEach, describe, expect, it } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { readGallery } from './read-gallery.ts';

afterEach(() => document.body.replaceChildren());

function block(inner: string): HTMLElement {
  document.body.innerHTML = `<div data-block-type="8" id="block-galeria">${inner}</div>`;
  return document.querySelector<HTMLElement>('#block-galeria')!;
}

const SLIDES = `<div data-gallery-slides>
  <figure data-slide data-slide-type="image" data-slide-id="a1" data-slide-url="praia" data-image-dimensions="1500x1000"
          data-image-focal-point="0.5,0.5" data-media-type="imageFile" data-click-through-url="https://example.com/">
    <a href="/galeria/praia"><img src="/s/praia-1000w.jpg" alt="Praia"></a><figcaption data-slide-meta>Praia</figcaption>
  </figure>
  <figure data-slide data-slide-type="video" data-slide-id="a2" data-media-type="video"><div data-video></div></figure>
  <div class="not-a-slide"></div>
</div>
<div data-gallery-thumbnails><img alt=""><img alt=""></div>`;

describe('readGallery', () => {
  it('reads each slide of the container in order, with the attributes of GMM §3.2', () => {
    const { container, slides, thumbnails } = readGallery(block(SLIDES));
    expect(container.hasAttribute('data-gallery-slides')).toBe(true);
    expect(slides).toHaveLength(2);
    expect(slides[0]).toMatchObject({
      type: 'image',
      id: 'a1',
      url: 'praia',
      clickThroughUrl: 'https://example.com/',
      width: 1500,
      height: 1000,
    });
    expect(slides[0]!.image?.alt).toBe('Praia');
    expect(slides[0]!.link?.getAttribute('href')).toBe('/galeria/praia');
    expect(slides[0]!.meta?.textContent).toBe('Praia');
    expect(slides[1]).toMatchObject({ type: 'video', id: 'a2', url: '', width: null, height: null, image: null, link: null });
    expect(slides[1]!.video).not.toBeNull();
    expect(thumbnails).toHaveLength(2);
  });

  it('throws a MarkupError when the container is missing (GMM §5) or holds no slide', () => {
    expect(() => readGallery(block('<figure data-slide></figure>'))).toThrow(MarkupError);
    expect(() => readGallery(block('<div data-gallery-slides><p>vazio</p></div>'))).toThrow(new MarkupError('Gallery slide container has no [data-slide]'));
  });
});
