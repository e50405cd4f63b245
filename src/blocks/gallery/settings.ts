/**
 * A gallery's settings: its config with each design's defaults (docs/markup.md 6.5, GMM §3.1, §9), and
 * the layout custom properties the template's rules read. Pure: the mount reads the DOM, this reads JSON.
 */
import type { GalleryConfig } from './config-schema.ts';
import { designNotFound, transitionNotFound } from './engine/errors.ts';
import {
  AUTOGRID,
  DESIGNS,
  LAZY_LOAD_MODES,
  NAVIGABLE_DESIGNS,
  STACKED,
  THUMBNAIL_MARGIN_MAX_PX,
  TRANSITIONS,
  type Design,
  type LazyLoadMode,
  type NewSwipeBoundary,
  type StripAlignment,
  type Transition,
} from './engine/limits.ts';
import { CAROUSEL } from '../../ui/block-kit/limits.ts';
import { LIGHTBOX_THEMES, type LightboxTheme } from '../../ui/lightbox-opener/item.ts';
import { newSwipeBoundary, positiveColumnWidth, ratioParts, snapPoint, stripAlignment } from './engine/options.ts';

/** The designs that show one slide or group at a time, with controls, keys, swipe and autoplay. */

/** Chosen here (docs/markup.md 6.5): a newSwipe drag past the first or last slide springs back, and travel past half the width changes the slide. */
const NEWSWIPE_DEFAULTS = { boundary: 'inertial', snapPoint: 50 } as const;

interface NewSwipeSettings {
  /** What a drag does past the first and the last slide without loop. */
  readonly boundaries: readonly [NewSwipeBoundary, NewSwipeBoundary];
  /** The share of the width (%) a released drag must travel to change the slide; 'none': only a flick does. */
  readonly snapPoint: number | 'none';
}

export interface GallerySettings {
  readonly design: Design;
  readonly navigable: boolean;
  /** The slideshow's transition; slider and carousel move their strip as `scroll` does. */
  readonly transition: Transition;
  readonly newSwipe: NewSwipeSettings;
  readonly loop: boolean;
  readonly lazyLoad: LazyLoadMode;
  readonly preloadCount: number;
  readonly autoplay: boolean;
  readonly autoplayDurationS: number | undefined;
  readonly autoplayRandom: boolean;
  readonly alignment: StripAlignment;
  /** The carousel's group size as given (the 480/724 px reductions apply where it is laid out). */
  readonly slidesPerRow: number;
  readonly historyHash: boolean;
  readonly thumbnails: boolean;
  /** Slides open the lightbox (docs/markup.md 6.6), in its theme (dark when absent). */
  readonly lightbox: boolean;
  readonly lightboxTheme: LightboxTheme;
  /** The --gallery-* custom properties of docs/markup.md 6.5 "Layout", for the options given. */
  readonly layout: Readonly<Record<string, string>>;
  /** Values the runtime does not know, replaced by their default: logged, never fatal. */
  readonly warnings: readonly string[];
}

const px = (value: number): string => `${value}px`;

/** `design` and the slideshow's `transition` must be known (GMM §5); the rest falls back to its default with a warning. */
export function resolveSettings(config: GalleryConfig): GallerySettings {
  const design = DESIGNS.find((name) => name === config.design);
  if (design === undefined) throw designNotFound(config.design);
  const navigable = NAVIGABLE_DESIGNS.includes(design);
  const warnings: string[] = [];
  const known = <T extends string>(option: string, value: string | undefined, names: readonly T[], fallback: T): T => {
    if (value === undefined) return fallback;
    const found = names.find((name) => name === value);
    if (found === undefined) warnings.push(`Unknown gallery ${option} "${value}", using "${fallback}"`);
    return found ?? fallback;
  };
  let transition: Transition = 'scroll';
  if (design === 'slideshow') {
    transition = TRANSITIONS.find((name) => name === (config.transition ?? STACKED.transition)) ?? throwing(transitionNotFound(config.transition ?? ''));
  }
  return {
    design,
    navigable,
    transition,
    newSwipe:
      transition === 'newSwipe'
        ? readNewSwipe(config)
        : { boundaries: [NEWSWIPE_DEFAULTS.boundary, NEWSWIPE_DEFAULTS.boundary], snapPoint: NEWSWIPE_DEFAULTS.snapPoint },
    loop: config.loop ?? true,
    lazyLoad: known('lazyLoad', config.lazyLoad, LAZY_LOAD_MODES, navigable ? 'index' : 'viewport'),
    preloadCount: Math.max(0, config.preloadCount ?? 1),
    autoplay: navigable && config.autoplay === true,
    autoplayDurationS: config['autoplay-duration'],
    autoplayRandom: config['autoplay-random'] === true,
    alignment: stripAlignment(config['active-alignment']),
    slidesPerRow: config.slidesPerRow !== undefined && config.slidesPerRow >= 1 ? config.slidesPerRow : CAROUSEL.slidesPerRow,
    historyHash: config.historyHash === true,
    thumbnails: design === 'slideshow' && config.thumbnails === true,
    lightbox: config.lightbox === true,
    lightboxTheme: known('lightboxTheme', config.lightboxTheme, LIGHTBOX_THEMES, 'dark'),
    layout: layoutProperties(design, config),
    warnings,
  };
}

function throwing(error: Error): never {
  throw error;
}

/** GMM §5: boundaries "start end" or one value for both; snapPoints "50%" or "none". A bad value throws BlockConfigError. */
function readNewSwipe(config: GalleryConfig): NewSwipeSettings {
  const [start = NEWSWIPE_DEFAULTS.boundary, end = start] = (config.boundaries ?? '').split(/\s+/).filter(Boolean).map(newSwipeBoundary);
  return { boundaries: [start, end], snapPoint: config.snapPoints === undefined ? NEWSWIPE_DEFAULTS.snapPoint : snapPoint(config.snapPoints) };
}

/**
 * docs/markup.md 6.5 "Layout": the properties for the options the config gives (the rules' fallbacks are
 * the defaults, so an absent option sets nothing). The same values the renderer writes in its <style>.
 */
function layoutProperties(design: Design, config: GalleryConfig): Record<string, string> {
  const properties: Record<string, string> = {};
  const set = (name: string, value: string | undefined): void => {
    if (value !== undefined) properties[`--gallery-${name}`] = value;
  };
  const ratio = ratioParts(config.imageAspectRatio);
  set('aspect-ratio', ratio && `${ratio.width} / ${ratio.height}`);
  if (design === 'grid' || design === 'carousel') set('per-row', config.slidesPerRow !== undefined ? String(config.slidesPerRow) : undefined);
  if (design === 'grid') set('padding', config.padding !== undefined ? px(config.padding) : undefined);
  if (design === 'autogrid' || design === 'autocolumns') {
    set('column-width', config.columnWidth !== undefined ? px(positiveColumnWidth(config.columnWidth, AUTOGRID.columnWidth)) : undefined);
  }
  if (design === 'autorows') set('row-height', config.rowHeight !== undefined && config.rowHeight > 0 ? px(config.rowHeight) : undefined);
  if (['autogrid', 'autocolumns', 'autorows', 'carousel', 'slider'].includes(design))
    set('gutter', config.gutter !== undefined ? px(config.gutter) : undefined);
  if (design === 'list') set('list-image-size', config.listImageSize !== undefined ? `${config.listImageSize}%` : undefined);
  if (design === 'slideshow') {
    const height = config['thumbnail-strip-height'];
    const margin = config['thumbnail-strip-margin'];
    set('thumbnail-height', height !== undefined && height > 0 ? px(height) : undefined);
    set('thumbnail-margin', margin !== undefined && margin >= 0 ? px(Math.min(margin, THUMBNAIL_MARGIN_MAX_PX)) : undefined);
  }
  return properties;
}
