import { CDN_IMAGE_WIDTHS } from '../../src/shared/platform.ts';

/**
 * An image's `sizes` as the renderer writes it (docs/markup.md §6.5 "Images"): its laid-out width, except
 * where GMM §7's widths leave a gap. The browser takes the smallest file at least as wide as the image in
 * device pixels; with nothing between 100w and 300w, an image needing 101 to 149 device pixels would get
 * the 300w file, over twice its width. There `sizes` says "100 device pixels", so the browser takes the
 * 100w file and scales it up by under 1.5×, as the runtime does for the images it sizes (src/ui/media/image-width.ts).
 */

/** An image's laid-out width: its CSS length, and its value in px at a viewport width. */
export interface Slot {
  readonly css: string;
  readonly at: (viewport: number) => number;
}

/** One `sizes` entry: the slot up to a viewport width (none: every wider viewport). */
export interface SizesRow {
  readonly maxWidth?: number;
  readonly slot: Slot;
}

const SMALLEST_WIDTH = Math.min(...CDN_IMAGE_WIDTHS);
/** Under this many device pixels the file after the smallest is over twice the image. */
const GAP_END = Math.min(...CDN_IMAGE_WIDTHS.filter((width) => width > SMALLEST_WIDTH)) / 2;
/** The pixel ratios given a rule of their own (`max-resolution`); the last one covers every higher ratio. */
const PIXEL_RATIOS = [1, 2, 3] as const;
/** The viewports checked for a slot in the gap: phones from 320 px to a wide desktop. */
const NARROWEST_VIEWPORT = 320;
const WIDEST_VIEWPORT = 1920;

const length = (value: number): string => `${Math.round(value * 100) / 100}`;

export const fixed = (px: number): Slot => ({ css: `${length(px)}px`, at: () => px });

/** `share` of the viewport plus `offset` px (negative: less). */
export function linear(share: number, offset: number): Slot {
  const vw = `${length(share * 100)}vw`;
  return {
    css: offset === 0 ? vw : `calc(${vw} ${offset < 0 ? '-' : '+'} ${length(Math.abs(offset))}px)`,
    at: (viewport) => share * viewport + offset,
  };
}

export const smaller = (a: Slot, b: Slot): Slot => ({ css: `min(${a.css}, ${b.css})`, at: (viewport) => Math.min(a.at(viewport), b.at(viewport)) });

/** The larger of two linear (or fixed) slots: the one that is larger at both ends of the viewports, else max(). */
export function larger(a: Slot, b: Slot): Slot {
  const ends = [NARROWEST_VIEWPORT, WIDEST_VIEWPORT];
  if (ends.every((viewport) => a.at(viewport) >= b.at(viewport))) return a;
  if (ends.every((viewport) => b.at(viewport) >= a.at(viewport))) return b;
  return { css: `max(${a.css}, ${b.css})`, at: (viewport) => Math.max(a.at(viewport), b.at(viewport)) };
}

/** The slot, but `from` px where it is between `from` and `to` (CSS math: the difference is removed only there). */
function outOfGap(slot: Slot, from: number, to: number, fixedPx?: number): string {
  if (fixedPx !== undefined) return `${length(fixedPx > from && fixedPx < to ? from : fixedPx)}px`;
  // Inside calc() a calc() is a parenthesis.
  const s = slot.css.startsWith('calc(') ? slot.css.slice('calc'.length) : slot.css;
  return `calc(${s} - max(0px, min(${s} - ${length(from)}px, (${length(to)}px - ${s}) * 1000)))`;
}

/**
 * The `sizes` of these rows, in order, each slot checked over its own viewports (from 320 px, then from the
 * end of the row before). A fractional ratio takes the rule of the next whole one (1.5 that of 2), so some
 * slots there can still get the 300w file at up to 2.7 times their device pixels.
 */
export function sizesAttribute(rows: readonly SizesRow[]): string {
  let from = NARROWEST_VIEWPORT;
  return rows
    .flatMap(({ maxWidth, slot }) => {
      const viewports: number[] = [];
      for (let viewport = from; viewport <= (maxWidth ?? WIDEST_VIEWPORT); viewport += 1) viewports.push(viewport);
      from = (maxWidth ?? WIDEST_VIEWPORT) + 1;
      const first = slot.at(viewports[0] ?? from);
      const fixedPx = viewports.every((viewport) => slot.at(viewport) === first) ? first : undefined;
      const inGap = (ratio: number): boolean => viewports.some((viewport) => slot.at(viewport) > SMALLEST_WIDTH / ratio && slot.at(viewport) < GAP_END / ratio);
      const media = maxWidth === undefined ? [] : [`(max-width: ${maxWidth}px)`];
      const entry = (conditions: string[], value: string): string => [conditions.join(' and '), value].filter(Boolean).join(' ');
      const last = PIXEL_RATIOS.length - 1;
      return PIXEL_RATIOS.flatMap((ratio, index) => {
        const value = inGap(ratio) ? outOfGap(slot, SMALLEST_WIDTH / ratio, GAP_END / ratio, fixedPx) : undefined;
        if (index === last) return [entry(media, value ?? slot.css)];
        return value ? [entry([...media, `(max-resolution: ${ratio}dppx)`], value)] : [];
      });
    })
    .join(', ');
}
