import { MarkupError, requireElement } from '../../kit/block-kit/block-errors.ts';
import { imageDimensions } from './engine/options.ts';

type SlideType = 'image' | 'video';

/** One pre-rendered slide (docs/markup.md 6.5 "Reads"; GMM §3.2). */
export interface SlideMarkup {
  readonly element: HTMLElement;
  readonly type: SlideType;
  readonly id: string;
  /** The slide's own URL segment; '' when the renderer gave none (the id then names it). */
  readonly url: string;
  readonly clickThroughUrl: string | undefined;
  readonly width: number | null;
  readonly height: number | null;
  readonly link: HTMLAnchorElement | null;
  readonly image: HTMLImageElement | null;
  readonly video: HTMLElement | null;
  readonly meta: HTMLElement | null;
}

export interface GalleryMarkup {
  /** `[data-gallery-slides]`: "A gallery with a missing container throws an error" (GMM §5). */
  readonly container: HTMLElement;
  readonly slides: readonly SlideMarkup[];
  /** `[data-gallery-thumbnails] > *`, one per slide when present. */
  readonly thumbnails: readonly HTMLElement[];
}

/** Reads a gallery block's slides. No slide at all is a MarkupError: there is nothing to enhance. */
export function readGallery(block: HTMLElement): GalleryMarkup {
  const container = requireElement<HTMLElement>(block, '[data-gallery-slides]', 'Gallery slide container');
  const slides = [...container.querySelectorAll<HTMLElement>(':scope > [data-slide]')].map(readSlide);
  if (!slides.length) throw new MarkupError('Gallery slide container has no [data-slide]');
  const thumbnails = [...block.querySelectorAll<HTMLElement>('[data-gallery-thumbnails] > *')];
  return { container, slides, thumbnails };
}

function readSlide(element: HTMLElement, index: number): SlideMarkup {
  const attribute = (name: string): string | undefined => element.getAttribute(name)?.trim() || undefined;
  const id = attribute('data-slide-id') ?? `${index + 1}`;
  const { width, height } = imageDimensions(attribute('data-image-dimensions'));
  return {
    element,
    type: attribute('data-slide-type') === 'video' ? 'video' : 'image',
    id,
    url: attribute('data-slide-url') ?? '',
    clickThroughUrl: attribute('data-click-through-url'),
    width,
    height,
    link: element.querySelector('a[href]'),
    image: element.querySelector('img'),
    video: element.querySelector('[data-video]'),
    meta: element.querySelector('[data-slide-meta]'),
  };
}
