import { describe, expect, it } from 'vitest';
import { BlockConfigError } from '../../kit/block-kit/block-errors.ts';
import { GalleryNotFoundError } from './engine/errors.ts';
import { resolveSettings } from './settings.ts';

describe('resolveSettings (docs/markup.md 6.5, GMM §3.1, §5, §9)', () => {
  it('gives each design its defaults: fade slideshows, index loading for the navigable designs, viewport for the others', () => {
    const slideshow = resolveSettings({ design: 'slideshow' });
    expect(slideshow).toMatchObject({ navigable: true, transition: 'fade', loop: true, lazyLoad: 'index', preloadCount: 1, autoplay: false, slidesPerRow: 3 });
    expect(slideshow.layout).toEqual({});
    expect(resolveSettings({ design: 'slider' })).toMatchObject({ navigable: true, transition: 'scroll', alignment: 'middle' });
    for (const design of ['grid', 'autogrid', 'autocolumns', 'autorows', 'list']) {
      expect(resolveSettings({ design, autoplay: true })).toMatchObject({ navigable: false, lazyLoad: 'viewport', autoplay: false });
    }
  });

  it('"An unknown gallery design throws a not-found error naming the design"', () => {
    expect(() => resolveSettings({ design: 'mosaic' })).toThrow(new GalleryNotFoundError('Could not find gallery design named mosaic'));
  });

  it('"An unknown stacked transition throws \'Could not find transition named ...\'", for the slideshow only', () => {
    expect(() => resolveSettings({ design: 'slideshow', transition: 'dissolve' })).toThrow(
      new GalleryNotFoundError('Could not find transition named dissolve'),
    );
    expect(resolveSettings({ design: 'carousel', transition: 'dissolve' }).transition).toBe('scroll');
    expect(resolveSettings({ design: 'slideshow', transition: 'kenBurns' }).transition).toBe('kenBurns');
  });

  it('maps the strip alignment (left, center, right) and falls back to middle', () => {
    expect(['left', 'center', 'right', 'top'].map((value) => resolveSettings({ design: 'slider', 'active-alignment': value }).alignment)).toEqual([
      'start',
      'middle',
      'end',
      'middle',
    ]);
  });

  it('reads newSwipe boundaries ("start end" or one for both) and snapPoints; a bad value is a config error', () => {
    const newSwipe = (extra: object) => resolveSettings({ design: 'slideshow', transition: 'newSwipe', ...extra }).newSwipe;
    expect(newSwipe({})).toEqual({ boundaries: ['inertial', 'inertial'], snapPoint: 50 });
    expect(newSwipe({ boundaries: 'hard', snapPoints: '30%' })).toEqual({ boundaries: ['hard', 'hard'], snapPoint: 30 });
    expect(newSwipe({ boundaries: 'none inertial', snapPoints: 'none' })).toEqual({ boundaries: ['none', 'inertial'], snapPoint: 'none' });
    expect(() => newSwipe({ boundaries: 'soft' })).toThrow(BlockConfigError);
    expect(() => newSwipe({ snapPoints: '30' })).toThrow('snapPoints must end with % or be none: "30"');
  });

  it('replaces an unknown lazyLoad with the default, with a warning, and never loads fewer than 0 neighbours', () => {
    const settings = resolveSettings({ design: 'carousel', lazyLoad: 'sometimes', preloadCount: -2 });
    expect([settings.lazyLoad, settings.preloadCount]).toEqual(['index', 0]);
    expect(settings.warnings).toEqual(['Unknown gallery lazyLoad "sometimes", using "index"']);
  });

  it('writes the layout options given as the custom properties of docs/markup.md 6.5, only where the design reads them', () => {
    expect(resolveSettings({ design: 'grid', slidesPerRow: 3, padding: 8, imageAspectRatio: '4:3', gutter: 5 }).layout).toEqual({
      '--gallery-per-row': '3',
      '--gallery-padding': '8px',
      '--gallery-aspect-ratio': '4 / 3',
    });
    expect(resolveSettings({ design: 'autocolumns', columnWidth: '300px', gutter: 0 }).layout).toEqual({
      '--gallery-column-width': '300px',
      '--gallery-gutter': '0px',
    });
    // "must be positive": anything else is the default, 250.
    expect(resolveSettings({ design: 'autogrid', columnWidth: -4 }).layout).toEqual({ '--gallery-column-width': '250px' });
    // GMM §9 "Thumbnail margin capped at 5."
    expect(resolveSettings({ design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 60, 'thumbnail-strip-margin': 12 }).layout).toEqual({
      '--gallery-thumbnail-height': '60px',
      '--gallery-thumbnail-margin': '5px',
    });
    expect(resolveSettings({ design: 'autorows', rowHeight: 180, gutter: 4 }).layout).toEqual({ '--gallery-row-height': '180px', '--gallery-gutter': '4px' });
    expect(resolveSettings({ design: 'list', listImageSize: 40 }).layout).toEqual({ '--gallery-list-image-size': '40%' });
    expect(resolveSettings({ design: 'slideshow', imageAspectRatio: 'auto' }).layout).toEqual({});
  });
});
