/**
 * The carousel's groups (GMM §4.4 "Slides are grouped", §9 "Carousel"). Its navigation is the
 * navigation state machine over groups: createNavState({ count: groupCount(slides, perRow), loop }).
 */
import { CAROUSEL } from '../block-kit/limits.ts';

/**
 * GMM §9 "Carousel slidesPerRow 3. Reduced to 2 when the width is under 480 px and the value is more
 * than 1. Reduced to 3 when the width is under 724 px and the value is more than 2." `width` is the
 * carousel's own width in CSS px. Decided here: a missing, non-finite or below-1 value is the default 3;
 * a fractional one is floored.
 */
export function effectiveSlidesPerRow(value: number | undefined, width: number): number {
  const perRow = value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : CAROUSEL.slidesPerRow;
  if (width < CAROUSEL.narrowUnderPx && perRow > 1) return CAROUSEL.narrowSlidesPerRow;
  if (width < CAROUSEL.mediumUnderPx && perRow > 2) return CAROUSEL.mediumSlidesPerRow;
  return perRow;
}

/** The group a slide belongs to: slides 0..perRow-1 are group 0, and so on. */
export function groupOf(index: number, perRow: number): number {
  return Math.floor(index / perRow);
}

export function groupCount(count: number, perRow: number): number {
  return Math.ceil(Math.max(0, count) / perRow);
}

/** The slides of one group, as a half-open range [start, end); the last group may hold fewer. */
export function groupRange(group: number, perRow: number, count: number): { start: number; end: number } {
  const start = Math.min(count, group * perRow);
  return { start, end: Math.min(count, start + perRow) };
}

export interface CarouselControls {
  /** GMM §4.4 "Previous and next controls are hidden when all slides fit." */
  readonly hidden: boolean;
  readonly previousDisabled: boolean;
  readonly nextDisabled: boolean;
}

/**
 * GMM §4.4 "They are disabled at the first or last group." Decided here: with loop on they are never
 * disabled, since previous at the first group goes to the last (as GMM §4.2 has it for slides).
 */
export function carouselControls({ count, perRow, group, loop }: { count: number; perRow: number; group: number; loop: boolean }): CarouselControls {
  const groups = groupCount(count, perRow);
  const hidden = groups <= 1;
  return {
    hidden,
    previousDisabled: hidden || (!loop && group <= 0),
    nextDisabled: hidden || (!loop && group >= groups - 1),
  };
}
