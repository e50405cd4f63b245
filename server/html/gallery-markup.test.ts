// @vitest-environment node
import { Window, type Document, type Element } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import {
  focalPosition,
  GALLERY_DESIGNS,
  galleryAttributes,
  galleryCustomProperties,
  galleryMarkup,
  includeGalleries,
  renderBlockingLinks,
  slideId,
  srcsetWidths,
  VIDEO_PLAYER_PATH,
  type GalleryDirective,
} from './gallery-markup.ts';

/** The markup as a browser parses it (happy-dom's parser: the server project has no DOM types of its own). */
const window = new Window();
function parse(directive: GalleryDirective): Document {
  return new window.DOMParser().parseFromString(`<!doctype html><body>${galleryMarkup(directive).value}</body>`, 'text/html');
}

afterAll(async () => {
  await window.happyDOM.close();
});

const CDN_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100];

describe('galleryMarkup: docs/markup.md §6.5', () => {
  it('writes the block: type 8, its id, data-gallery-design and the config as data-block-json', () => {
    const doc = parse({ id: 'block-galeria', design: 'grid', slides: 3, config: { slidesPerRow: 3, lightbox: true } });
    const block = doc.querySelector('[data-block-type]');
    expect(block?.getAttribute('data-block-type')).toBe('8');
    expect(block?.id).toBe('block-galeria');
    expect(block?.getAttribute('data-gallery-design')).toBe('grid');
    expect(JSON.parse(block?.getAttribute('data-block-json') ?? '')).toEqual({ design: 'grid', slidesPerRow: 3, lightbox: true });
    expect(block?.querySelectorAll('[data-gallery-slides] > [data-slide]')).toHaveLength(3);
  });

  it('writes a <style> just before the block with the options that are not the defaults (none: no <style>)', () => {
    const doc = parse({ id: 'block-galeria', design: 'carousel', slides: 2, config: { slidesPerRow: 4, gutter: 8, imageAspectRatio: '4:3' } });
    const style = doc.querySelector('style');
    expect(style?.nextElementSibling?.id).toBe('block-galeria');
    expect(style?.textContent).toBe('#block-galeria { --gallery-per-row: 4; --gallery-gutter: 8px; --gallery-aspect-ratio: 4 / 3; }');
    expect(parse({ id: 'block-galeria', design: 'grid', slides: 2, config: { slidesPerRow: 4, padding: 20 } }).querySelector('style')).toBeNull();
  });

  it('gives every slide the attributes of the contract, with unique 24-hex ids', () => {
    for (const design of GALLERY_DESIGNS) {
      const doc = parse({ id: `block-${design}`, design, slides: 30, video: [5], config: { mixedContent: true } });
      const slides = [...doc.querySelectorAll('[data-gallery-slides] > [data-slide]')];
      expect(slides, design).toHaveLength(30);
      const ids = slides.map((slide) => slide.getAttribute('data-slide-id') ?? '');
      for (const id of ids) expect(id, design).toMatch(/^[0-9a-f]{24}$/);
      expect(new Set(ids).size, design).toBe(30);
      expect(new Set(slides.map((slide) => slide.getAttribute('data-slide-url'))).size, design).toBe(30);
      for (const slide of slides) {
        expect(slide.tagName).toBe('FIGURE');
        expect(['image', 'video']).toContain(slide.getAttribute('data-slide-type'));
        expect(slide.getAttribute('data-image-dimensions')).toMatch(/^[1-9]\d*x[1-9]\d*$/);
        expect(slide.getAttribute('data-media-type')).toBe(slide.getAttribute('data-slide-type') === 'video' ? 'video' : 'imageFile');
        expect(slide.querySelector('[data-slide-meta]')?.textContent).not.toBe('');
      }
      expect(slides.map((slide) => slide.getAttribute('data-slide-type')).indexOf('video'), design).toBe(4);
    }
  });

  it('links each slide to {collection}/{slide url}, so the last path segment is the item id', () => {
    const doc = parse({ id: 'block-galeria', design: 'slideshow', slides: 14, collection: '/paisagens' });
    for (const slide of doc.querySelectorAll('[data-slide]')) {
      expect(slide.querySelector('a[href]')?.getAttribute('href')).toBe(`/paisagens/${slide.getAttribute('data-slide-url')}`);
    }
    expect(doc.querySelectorAll('[data-slide]')[13]?.getAttribute('data-slide-url')).toBe('serra-2'); // the places' second round
  });

  it('writes each img with src 1000w, the CDN widths it has, sizes, width and height from its dimensions, and alt', () => {
    const doc = parse({ id: 'block-galeria', design: 'slideshow', slides: 5 });
    for (const slide of doc.querySelectorAll('[data-slide]')) {
      const img = slide.querySelector('img');
      const [width, height] = (slide.getAttribute('data-image-dimensions') ?? '').split('x').map(Number);
      expect(img?.getAttribute('width')).toBe(String(width));
      expect(img?.getAttribute('height')).toBe(String(height));
      expect(img?.getAttribute('src')).toMatch(/^\/s\/galeria-[a-z-]+_\d+x\d+-1000w\.jpg$/);
      expect(img?.getAttribute('sizes')).toBe('(max-width: 767px) calc(100vw - 48px), 712px');
      expect(img?.getAttribute('alt')).toBe(slide.querySelector('[data-slide-meta]')?.textContent);
      const srcset = (img?.getAttribute('srcset') ?? '').split(', ').map((candidate) => /^\/s\/\S+-(\d+)w\.jpg (\d+)w$/.exec(candidate));
      for (const match of srcset) expect(match?.[1]).toBe(match?.[2]);
      const widths = srcset.map((match) => Number(match?.[1]));
      expect(widths.every((w) => CDN_WIDTHS.includes(w) && w <= (width ?? 0))).toBe(true);
      expect(widths).toContain(1000);
    }
  });

  it('makes every image lazy but the first slide’s', () => {
    const images = [...parse({ id: 'block-galeria', design: 'grid', slides: 200 }).querySelectorAll('[data-slide] img')];
    expect(images).toHaveLength(200);
    expect(images[0]?.hasAttribute('loading')).toBe(false);
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('writes a video slide as docs/markup.md §6.7 does: [data-video] with escaped embed HTML, a poster and a link', () => {
    const slide = parse({ id: 'block-misto', design: 'slideshow', slides: 3, video: [2], config: { mixedContent: true } }).querySelectorAll('[data-slide]')[1];
    expect(slide?.getAttribute('data-slide-type')).toBe('video');
    const video = slide?.querySelector('[data-video]');
    expect(video?.getAttribute('data-html')).toBe(
      `<iframe src="${VIDEO_PLAYER_PATH}" width="640" height="360" title="Serra da Mantiqueira" allowfullscreen></iframe>`,
    );
    expect(video?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(video?.querySelector('a')?.getAttribute('href')).toBe('/galeria/serra');
  });

  it('writes a video item as a video slide only with mixedContent; else as an image slide of its poster, linked to its page', () => {
    for (const mixedContent of [false, undefined]) {
      const slide = parse({ id: 'block-misto', design: 'grid', slides: 3, video: [2], config: { mixedContent } }).querySelectorAll('[data-slide]')[1];
      expect(slide?.getAttribute('data-slide-type')).toBe('image');
      expect(slide?.getAttribute('data-media-type')).toBe('video');
      expect(slide?.querySelector('[data-video]')).toBeNull();
      expect(slide?.querySelector('a[href="/galeria/serra"] > img')?.getAttribute('alt')).toBe('Vídeo: Serra da Mantiqueira');
    }
  });

  it('writes the options that are not numbers as data-gallery-{option} on the block, when not the default', () => {
    const block = (config: Record<string, unknown>): Element | null =>
      parse({ id: 'block-galeria', design: 'slideshow', slides: 2, config }).querySelector('[data-block-type]');
    const options = block({ 'auto-crop': false, 'square-thumbs': true, 'meta-position': 'top-left' });
    expect(options?.getAttribute('data-gallery-auto-crop')).toBe('false');
    expect(options?.getAttribute('data-gallery-square-thumbs')).toBe('true');
    expect(options?.getAttribute('data-gallery-meta-position')).toBe('top-left');
    const defaults = block({ 'auto-crop': true, 'square-thumbs': false, 'meta-position': 'bottom' });
    expect(defaults?.getAttributeNames().filter((name) => /^data-gallery-(?!design)/.test(name))).toEqual([]);
  });

  it('writes a focal point on its slide, and as the slide’s --gallery-focal-point in the block’s <style> unless it is the centre', () => {
    const doc = parse({ id: 'block-galeria', design: 'grid', slides: 3, focal: { '1': '0.2,0.8', '2': '0.5,0.5' }, config: { slidesPerRow: 3 } });
    const slides = doc.querySelectorAll('[data-slide]');
    expect([...slides].map((slide) => slide.getAttribute('data-image-focal-point'))).toEqual(['0.2,0.8', '0.5,0.5', null]);
    expect(doc.querySelector('style')?.textContent).toBe(
      `#block-galeria { --gallery-per-row: 3; } #block-galeria [data-slide-id="${slideId('block-galeria', 1)}"] { --gallery-focal-point: 20% 80%; }`,
    );
  });

  it('links a slide with a click-through URL to it, and says so (data-click-through-url)', () => {
    const slide = parse({ id: 'block-galeria', design: 'slideshow', slides: 2, clickThrough: { '2': '/loja' } }).querySelectorAll('[data-slide]')[1];
    expect(slide?.getAttribute('data-click-through-url')).toBe('/loja');
    expect(slide?.querySelector('a')?.getAttribute('href')).toBe('/loja');
  });

  it('escapes what it writes', () => {
    const doc = parse({ id: 'block-galeria', design: 'slideshow', slides: 1, label: '<b>"Praias"</b>', config: { note: `'"<>&` } });
    const block = doc.querySelector('[data-block-type]');
    expect(block?.getAttribute('aria-label')).toBe('<b>"Praias"</b>');
    expect(doc.querySelector('b')).toBeNull();
    expect(JSON.parse(block?.getAttribute('data-block-json') ?? '')).toEqual({ design: 'slideshow', note: `'"<>&` });
  });

  it('refuses a directive that does not fit (a typo fails loudly)', () => {
    expect(() => galleryMarkup({ id: 'block-x', design: 'mosaic' as 'grid', slides: 3 })).toThrow();
    expect(() => galleryMarkup({ id: 'galeria', design: 'grid', slides: 3 })).toThrow();
    expect(() => galleryMarkup({ id: 'block-x', design: 'grid', slides: 0 })).toThrow();
    expect(() => galleryMarkup({ id: 'block-x', design: 'grid', slides: 3, slide: 4 } as GalleryDirective)).toThrow();
  });
});

describe('galleryCustomProperties', () => {
  it('maps each layout option to its property, skipping its design’s default (GMM §9)', () => {
    expect(galleryCustomProperties('grid', { slidesPerRow: 4, padding: 20, imageAspectRatio: 'auto' })).toEqual([]);
    expect(galleryCustomProperties('grid', { slidesPerRow: 3, padding: 8, imageAspectRatio: '1:1' })).toEqual([
      ['--gallery-per-row', '3'],
      ['--gallery-padding', '8px'],
      ['--gallery-aspect-ratio', '1 / 1'],
    ]);
    expect(galleryCustomProperties('carousel', { slidesPerRow: 3, gutter: 1 })).toEqual([]);
    expect(galleryCustomProperties('autogrid', { columnWidth: '180', gutter: 0 })).toEqual([['--gallery-column-width', '180px']]);
    expect(galleryCustomProperties('autocolumns', { columnWidth: 250, gutter: 12 })).toEqual([['--gallery-gutter', '12px']]);
    expect(galleryCustomProperties('autorows', { rowHeight: 160, gutter: 20 })).toEqual([['--gallery-row-height', '160px']]);
    expect(galleryCustomProperties('list', { listImageSize: 50 })).toEqual([]);
    expect(galleryCustomProperties('list', { listImageSize: 35 })).toEqual([['--gallery-list-image-size', '35%']]);
  });

  it('writes thumbnails-per-row and vSize (GMM §9 "Strip default vSize 10") when above 0 and not the default', () => {
    expect(galleryCustomProperties('slideshow', { 'thumbnails-per-row': 5, vSize: 12 })).toEqual([
      ['--gallery-thumbnails-per-row', '5'],
      ['--gallery-v-size', '12'],
    ]);
    expect(galleryCustomProperties('slideshow', { 'thumbnails-per-row': 0, vSize: 10 })).toEqual([]);
    expect(galleryCustomProperties('slideshow', { vSize: -4 })).toEqual([]);
  });
});

describe('galleryAttributes and focalPosition', () => {
  it('writes a known value of the right kind that is not the default, as its JSON text', () => {
    expect(galleryAttributes({ 'auto-crop': false, 'meta-position': 'center' })).toEqual([
      ['data-gallery-auto-crop', 'false'],
      ['data-gallery-meta-position', 'center'],
    ]);
    expect(galleryAttributes({ 'auto-crop': 'no', 'square-thumbs': 1, 'meta-position': 'middle' })).toEqual([]);
  });

  it('gives a focal point as object-position percentages, the centre (and a malformed one) as nothing', () => {
    expect(focalPosition('0.25,1')).toBe('25% 100%');
    expect(focalPosition('-1,0.333')).toBe('0% 33.3%');
    for (const value of ['0.5,0.5', undefined, 'a,b']) expect(focalPosition(value)).toBeUndefined();
  });
});

describe('thumbnails (docs/markup.md 6.5 "Layout")', () => {
  const thumbnails = (config: Record<string, unknown>, video: number[] = []): Element[] => [
    ...parse({ id: 'block-galeria', design: 'slideshow', slides: 5, video, config: { thumbnails: true, ...config } }).querySelectorAll(
      '[data-gallery-thumbnails] > a',
    ),
  ];
  const sizes = (link: Element | undefined): string | null | undefined => link?.querySelector('img')?.getAttribute('sizes');

  it('gives each its slide’s id and type (a video’s, with mixedContent)', () => {
    const links = thumbnails({ mixedContent: true }, [2]);
    expect(links.map((link) => link.getAttribute('data-slide-id'))).toEqual([1, 2, 3, 4, 5].map((n) => slideId('block-galeria', n)));
    expect(links.map((link) => link.getAttribute('data-slide-type'))).toEqual(['image', 'video', 'image', 'image', 'image']);
  });

  it('sizes each image as the rules draw it: its width at the strip’s height, vSize % of the block (10) without thumbnail-strip-height', () => {
    // The first slide is 1500x1000: 60 px high, 90 px wide; 10 % of the block, 1.5 times that.
    expect(sizes(thumbnails({ 'thumbnail-strip-height': 60 })[0])).toBe('90px');
    expect(sizes(thumbnails({})[0])).toMatch(/^\(max-width: 767px\) and \(max-resolution: 1dppx\) calc\(\(15vw - 7\.2px\) - .*, 106\.8px$/);
    expect(sizes(thumbnails({ vSize: 20 })[0])).toMatch(/\(max-width: 767px\) calc\(30vw - 14\.4px\), 213\.6px$/);
  });

  it('a video’s at 16:9 (its 4:3 poster cropped), thumbnails-per-row’s share of the row, square-thumbs’ square', () => {
    // 16:9 of a 60 px strip is 106.67 px, wider than the 4:3 poster at that height (80 px).
    expect(sizes(thumbnails({ mixedContent: true, 'thumbnail-strip-height': 60 }, [2])[1])).toBe('(max-resolution: 1dppx) 100px, 106.67px');
    // Four in 712 px, 5 px apart: 174.25 px each; on a narrow phone the 1500x1000 image, 90 px wide at 60 px, is wider.
    expect(sizes(thumbnails({ 'thumbnails-per-row': 4, 'thumbnail-strip-height': 60 })[0])).toMatch(
      /\(max-width: 767px\) max\(calc\(25vw - 15\.75px\), 90px\), 174\.25px$/,
    );
    // A square of the 60 px strip: the 1500x1000 image covers it at 90 px wide; the 1000x1500 one at 60.
    const square = thumbnails({ 'square-thumbs': true, 'thumbnail-strip-height': 60 });
    expect([sizes(square[0]), sizes(square[1])]).toEqual(['90px', '(max-resolution: 2dppx) 50px, 60px']);
  });

  it('lists the CDN widths up to the first twice as wide as the image is drawn', () => {
    const srcset = (link: Element | undefined): number[] =>
      (link?.querySelector('img')?.getAttribute('srcset') ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(srcset(thumbnails({ 'thumbnail-strip-height': 60 })[0])).toEqual([100, 300]);
    expect(srcset(thumbnails({ 'thumbnails-per-row': 2 })[0])).toEqual([100, 300, 500, 750]);
  });
});

describe('srcsetWidths and slideId', () => {
  it('lists the CDN widths not wider than the original, narrowest first', () => {
    expect(srcsetWidths(1500)).toEqual([100, 300, 500, 750, 1000, 1500]);
    expect(srcsetWidths(3000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(srcsetWidths(80)).toEqual([100]);
  });

  it('gives 24 hex characters that differ between galleries', () => {
    expect(slideId('block-a', 1)).toMatch(/^[0-9a-f]{24}$/);
    expect(slideId('block-a', 1)).not.toBe(slideId('block-b', 1));
    expect(slideId('block-a', 1)).not.toBe(slideId('block-a', 2));
  });
});

describe('includeGalleries', () => {
  it('replaces a directive line with the gallery at its indentation, and leaves the rest alone', () => {
    const body =
      '  <main>\n    <h2>Fotos</h2>\n    <!--gallery {"id": "block-fotos", "design": "list", "slides": 2}-->\n    <!--example menu 2-->\n  </main>\n';
    const out = includeGalleries(body);
    expect(out.startsWith('  <main>\n    <h2>Fotos</h2>\n    <div class="sqs-block gallery-block"')).toBe(true);
    expect(out.endsWith('    </div>\n    <!--example menu 2-->\n  </main>\n')).toBe(true);
    expect(out).not.toContain('<!--gallery');
    expect(
      out
        .split('\n')
        .filter((line) => line.trim() !== '')
        .every((line) => line.startsWith('  ')),
    ).toBe(true);
  });

  it('throws on a directive that is not JSON or not valid', () => {
    expect(() => includeGalleries('<!--gallery {"id": "block-x", design: "grid"}-->')).toThrow(/not valid JSON/);
    expect(() => includeGalleries('<!--gallery {"id": "block-x", "design": "grid", "slides": 3, "video": "2"}-->')).toThrow(/not valid/);
  });
});

describe('renderBlockingLinks (docs/markup.md 6.5 "First paint")', () => {
  it('holds first paint until each autorows or autocolumns gallery is parsed, and only those', () => {
    const body = includeGalleries(
      ['grid', 'autorows', 'slideshow', 'autocolumns']
        .map((design) => `<!--gallery {"id": "block-${design}", "design": "${design}", "slides": 2}-->`)
        .join('\n'),
    );
    expect(renderBlockingLinks(body).map((link) => link.value)).toEqual([
      '<link rel="expect" href="#block-autorows" blocking="render">',
      '<link rel="expect" href="#block-autocolumns" blocking="render">',
    ]);
  });

  it('finds a hand-written block whatever the order of its attributes, and skips one without an id', () => {
    const body = '<div data-gallery-design="autorows" data-block-id="x" id="block-a"></div><div data-gallery-design="autocolumns" data-block-id="y"></div>';
    expect(renderBlockingLinks(body).map((link) => link.value)).toEqual(['<link rel="expect" href="#block-a" blocking="render">']);
  });
});
