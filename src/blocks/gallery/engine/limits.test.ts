import { describe, expect, it } from 'vitest';
import { CDN_IMAGE_WIDTHS } from '../../../shared/platform.ts';
import { AUTOPLAY_MS, LAZY_LOAD_MARGIN_PX } from '../../../ui/block-kit/limits.ts';
import * as limits from './limits.ts';

// Literal spec numbers, so a wrong constant fails (GMM §9 "Gallery", §7, "Breakpoints").
describe('gallery limits', () => {
  it('image loading: queue 16 (1 on mobile), lazy margin 200 px', () => {
    expect(limits.IMAGE_LOAD_QUEUE).toBe(16);
    expect(limits.IMAGE_LOAD_QUEUE_MOBILE).toBe(1);
    // The image block's too (src/ui/block-kit/limits.ts).
    expect(LAZY_LOAD_MARGIN_PX).toBe(200);
  });

  it('resize debounce 100 ms, end 300 ms; autoplay 5000 ms', () => {
    expect(limits.RESIZE_DEBOUNCE_MS).toBe(100);
    expect(limits.RESIZE_END_MS).toBe(300);
    // The carousel's, which the gallery and the summary share (src/ui/block-kit/limits.ts).
    expect(AUTOPLAY_MS).toBe(5000);
  });

  it('layout defaults', () => {
    expect(limits.AUTOGRID).toEqual({ columnWidth: 250, gutter: 0 });
    expect(limits.AUTOCOLUMNS).toEqual({ columnWidth: 250, gutter: 0 });
    expect(limits.THUMBNAIL_MARGIN_MAX_PX).toBe(5);
    expect(limits.THUMBNAIL_VIDEO_RATIO).toEqual({ width: 16, height: 9 });
    expect(limits.STRIP_V_SIZE).toBe(10);
  });

  it('strip, stacked, transitions and gestures', () => {
    expect(limits.STRIP).toEqual({ speedS: 0.5, alignment: 'middle' });
    expect(limits.STACKED).toEqual({ speed: 1, transition: 'fade', clickNext: true });
    expect(limits.SWIPE_ANIMATION_S).toBe(0.28);
    expect(limits.NEWSWIPE_SETTLE_S).toEqual({ min: 0.3, max: 0.5 });
    expect(limits.NEWSWIPE_SETTLE_MOBILE_S).toEqual({ min: 0.2, max: 0.4 });
    expect(limits.NEWSWIPE_MOBILE_UNDER_PX).toBe(767);
    expect(limits.DEFAULT_ANIMATION).toEqual({ durationS: 0.5, easing: 'cubic-bezier(0.65, 0, 0.35, 1)' });
  });

  it('CDN widths, breakpoint', () => {
    expect(CDN_IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(limits.MOBILE_MAX_WIDTH_PX).toBe(767);
  });

  it('the enums, as the spec lists them', () => {
    expect(limits.DESIGNS).toEqual(['slideshow', 'slider', 'grid', 'autogrid', 'autocolumns', 'autorows', 'carousel', 'list']);
    expect(limits.TRANSITIONS).toEqual(['fade', 'kenBurns', 'newSwipe', 'scroll', 'swipe']);
    expect(limits.STRIP_ALIGNMENTS).toEqual(['start', 'middle', 'end']);
    expect(limits.NEWSWIPE_BOUNDARIES).toEqual(['none', 'hard', 'inertial']);
    expect(limits.LAZY_LOAD_MODES).toEqual(['off', 'index', 'viewport']);
    expect(limits.META_POSITIONS).toEqual(['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center']);
  });
});
