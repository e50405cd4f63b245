import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BlockConfigError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { mountBlock } from '../../test/mount-block.ts';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';
import { IMAGE_VARIANTS, POSITIONS } from '../../shared/lists/enums.ts';
import { resolveImageDesign } from './design.ts';
import { fitImageWidth } from './fit-image.ts';
import { mount } from './index.ts';
import { checkImage, readImage } from './read-image.ts';

const IMG = `<img src="/s/loja-1000w.jpg" srcset="/s/loja-100w.jpg 100w, /s/loja-300w.jpg 300w, /s/loja-1000w.jpg 1000w" sizes="50vw" alt="Fachada da loja" loading="lazy">`;
const blockHtml = (json: string | null, inner = `<figure>${IMG}<figcaption>Nossa loja</figcaption></figure>`, design = 'card') =>
  `<div class="sqs-block image-block" data-block-type="5" id="block-imagem" data-image-design="${design}"${json === null ? '' : ` data-block-json='${json}'`}>${inner}</div>`;

let warn: MockInstance<typeof console.warn>;

/** Mounts the block in `html`, its width `width` px; `teardown` tears it down. */
const mounted = (html: string, width = 800) =>
  mountBlock(
    { feature: 'image', markup: html },
    { prepare: (block) => vi.spyOn(block, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 300 })) },
  );
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('design (GMM §3.6 image variants)', () => {
  it('knows the six variants; absent means inline', () => {
    expect(IMAGE_VARIANTS).toEqual(['inline', 'poster', 'card', 'overlap', 'collage', 'stack']);
    expect(resolveImageDesign(undefined)).toEqual({ design: 'inline' });
    for (const design of IMAGE_VARIANTS) expect(resolveImageDesign(design)).toEqual({ design });
  });

  it('replaces an unknown design by inline, with a warning', () => {
    expect(resolveImageDesign('Card')).toEqual({ design: 'inline', warning: 'Unknown image design "Card", using "inline"' });
  });

  it('sets data-image-design on the block; destroy gives the HTML back', async () => {
    const { block, served, teardown } = await mounted(blockHtml('{"design":"overlap"}', undefined, 'inline'));
    expect(block.getAttribute('data-image-design')).toBe('overlap');
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });

  it('mounts an unknown design as inline, logs it once, and stays usable', async () => {
    const { block } = await mounted(blockHtml('{"design":"mosaic"}'));
    expect(block.getAttribute('data-image-design')).toBe('inline');
    expect(warn.mock.calls).toEqual([['Unknown image design "mosaic", using "inline"']]);
  });

  it('rejects a config field of the wrong type with BlockConfigError (the block keeps its HTML)', async () => {
    for (const json of ['{"design":7}', '{"lightbox":"sim"}', '[]']) {
      document.body.innerHTML = blockHtml(json);
      const served = document.body.innerHTML;
      expect(() => mount(document.querySelector<HTMLElement>('#block-imagem')!, coreContext())).toThrow(BlockConfigError);
      expect(document.body.innerHTML).toBe(served);
    }
  });
});

describe('narrow layout (site-runtime.md §9 "Narrow image block under 415 px")', () => {
  it('is narrow at 414 px, not at 415 px, on mount', async () => {
    const narrow = await mounted(blockHtml(null), 414);
    expect(narrow.block.getAttribute('data-layout')).toBe('narrow');
    const wide = await mounted(blockHtml(null), 415);
    expect(wide.block.hasAttribute('data-layout')).toBe(false);
  });

  it('follows the block’s width; destroy disconnects the observer and removes the attribute', async () => {
    const observer = stubResizeObserver();
    const { block, served, teardown } = await mounted(blockHtml(null), 800);
    const width = vi.mocked(block.getBoundingClientRect);
    width.mockReturnValue(DOMRect.fromRect({ width: 414, height: 300 }));
    observer.deliver();
    expect(block.getAttribute('data-layout')).toBe('narrow');
    width.mockReturnValue(DOMRect.fromRect({ width: 416, height: 300 }));
    observer.deliver();
    expect(block.hasAttribute('data-layout')).toBe(false);
    width.mockReturnValue(DOMRect.fromRect({ width: 300, height: 300 }));
    observer.deliver();
    teardown();
    expect(document.body.innerHTML).toBe(served);
    // Disconnected: a later report changes nothing.
    observer.deliver();
    expect(block.hasAttribute('data-layout')).toBe(false);
  });
});

describe('image helper warnings (GMM §8), logged and never thrown', () => {
  it('a block without an image: "no image", and the block is still enhanced', async () => {
    const { block } = await mounted(blockHtml(null, '<p>Sem imagem</p>'), 400);
    expect(warn.mock.calls).toEqual([['[site-runtime] image block #block-imagem: no image']]);
    expect(block.getAttribute('data-layout')).toBe('narrow');
  });

  it('a [data-image] that is not an img: "invalid image element"', async () => {
    await mounted(blockHtml(null, '<div data-image>Foto</div><img src="/s/outra-300w.jpg" alt="Outra">'));
    expect(warn.mock.calls).toEqual([['[site-runtime] image block #block-imagem: invalid image element (div)']]);
  });

  it.each([
    ['no src or srcset', '<img alt="Loja">'],
    ['a blank src and an empty srcset', '<img src="  " srcset=" , " alt="Loja">'],
  ])('an img with %s: "invalid or missing image source"', async (_case, inner) => {
    await mounted(blockHtml(null, inner));
    expect(warn.mock.calls).toEqual([['[site-runtime] image block #block-imagem: invalid or missing image source']]);
  });

  it('an img with a srcset only has a source', () => {
    const block = document.createElement('div');
    block.innerHTML = '<img srcset="/s/loja-300w.jpg 300w" alt="">';
    expect(readImage(block).warnings).toEqual([]);
  });

  it.each([
    ['no alignment', ''],
    ['an alignment off the 3x3 grid', ' data-image-alignment="middle"'],
  ])('a fit-mode image with %s: "missing alignment for a fit-mode image"', async (_case, alignment) => {
    await mounted(blockHtml(null, `<img src="/s/loja-300w.jpg" alt="Loja" data-image-fit="fit"${alignment}>`));
    expect(warn.mock.calls).toEqual([['[site-runtime] image block #block-imagem: missing alignment for a fit-mode image']]);
  });

  it('a fit-mode image aligned on the 3x3 grid, and a fill-mode image without alignment, are fine', () => {
    const block = document.createElement('div');
    for (const position of POSITIONS) {
      block.innerHTML = `<img src="/s/a-300w.jpg" alt="" data-image-fit="fit" data-image-alignment="${position}">`;
      expect(readImage(block).warnings, position).toEqual([]);
    }
    block.innerHTML = '<img src="/s/a-300w.jpg" alt="" data-image-fit="fill">';
    expect(readImage(block).warnings).toEqual([]);
  });

  it('an image no longer in any parent: "no parent node", and it is not used', () => {
    const block = document.createElement('div');
    block.id = 'block-imagem';
    const image = document.createElement('img');
    image.src = '/s/loja-300w.jpg';
    expect(checkImage(block, image)).toEqual({ image: null, warnings: ['[site-runtime] image block #block-imagem: no parent node'] });
  });

  it('[data-image] names the image among several', () => {
    const block = document.createElement('div');
    block.innerHTML = '<img src="/s/logo-100w.png" alt="Logo"><img data-image src="/s/loja-300w.jpg" alt="Loja">';
    expect(readImage(block).image).toBe(block.querySelectorAll('img')[1]);
  });
});

describe('CDN widths (GMM §7)', () => {
  // happy-dom gives every img its src as currentSrc: a browser gives '' until a lazy image starts loading.
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('');
  });

  const image = (html: string, width: number) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const img = holder.querySelector('img')!;
    vi.spyOn(img, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 100 }));
    return img;
  };

  it('a lazy image not yet loading gets sizes at its laid-out width and no file over twice it; restore puts both back', () => {
    const img = image(IMG, 113.4);
    const restore = fitImageWidth(img, 1);
    expect(img.getAttribute('sizes')).toBe('114px');
    expect(img.getAttribute('srcset')).toBe('/s/loja-100w.jpg 100w');
    restore();
    expect(img.outerHTML).toBe(image(IMG, 0).outerHTML);
  });

  it('keeps the srcset when the browser’s pick is within twice the width (device pixels counted)', () => {
    const img = image(IMG, 400);
    fitImageWidth(img, 2);
    expect(img.getAttribute('sizes')).toBe('400px');
    expect(img.getAttribute('srcset')).toBe('/s/loja-100w.jpg 100w, /s/loja-300w.jpg 300w, /s/loja-1000w.jpg 1000w');
  });

  it('leaves an image already loading alone', () => {
    vi.mocked(Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'currentSrc')!.get!).mockReturnValue('/s/loja-1000w.jpg');
    const loading = image(IMG, 200);
    fitImageWidth(loading, 1);
    expect(loading.getAttribute('sizes')).toBe('50vw');
  });

  it('leaves an eager image, and one laid out 0 px wide, alone', () => {
    const eager = image(IMG.replace(' loading="lazy"', ''), 200);
    fitImageWidth(eager, 1);
    expect(eager.getAttribute('sizes')).toBe('50vw');
    const hidden = image(IMG, 0);
    fitImageWidth(hidden, 1);
    expect(hidden.getAttribute('sizes')).toBe('50vw');
  });
});
