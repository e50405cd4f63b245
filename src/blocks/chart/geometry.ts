/**
 * The chart's geometry, apart from the DOM (docs/markup.md 6.15): value scales, bar rectangles, line
 * points and paths, pie slices. Coordinates are in the drawing's own units (its viewBox); nothing here
 * knows of SVG elements or the page.
 */

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Scale {
  readonly min: number;
  readonly max: number;
  /** The tick values, from min to max. */
  readonly ticks: readonly number[];
}

/** A step of 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** Rounds away the binary noise of a multiple of a decimal step (0.1 * 3). */
const clean = (value: number): number => Number(value.toPrecision(12));

/**
 * A value axis over `values` that always shows zero (bars grow from it), with round ticks: at most
 * `maxTicks` of them, a 1, 2 or 5 step. No values, or all zero, give 0 to 1.
 */
export function valueScale(values: readonly number[], maxTicks = 6): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  let step = niceStep((high - low) / Math.max(1, maxTicks - 1));
  let min = Math.floor(low / step) * step;
  let max = Math.ceil(high / step) * step;
  // A rounded-out range can need one tick more than allowed: the next step then.
  if (Math.round((max - min) / step) + 1 > maxTicks) {
    step = niceStep(step * 1.01);
    min = Math.floor(low / step) * step;
    max = Math.ceil(high / step) * step;
  }
  const count = Math.round((max - min) / step);
  const ticks = Array.from({ length: count + 1 }, (_, index) => clean(min + index * step));
  return { min: clean(min), max: clean(max), ticks };
}

/** The vertical position of `value` on `scale` in `box` (SVG's y grows downwards). */
export function yOf(value: number, scale: Scale, box: Box): number {
  return box.top + box.height - ((value - scale.min) / (scale.max - scale.min)) * box.height;
}

/** The horizontal centre of category `index` of `count` across `box`. */
export function xOf(index: number, count: number, box: Box): number {
  return box.left + (box.width / count) * (index + 0.5);
}

export interface Bar {
  readonly series: number;
  readonly category: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The share of a category's width its bars take together; the rest is the gap between categories. */
const GROUP_SHARE = 0.7;

/**
 * Grouped bars: per category, one bar per series side by side, from zero up (or down, for a negative
 * value). A missing value (null) has no bar, and its place stays empty.
 */
export function bars(series: readonly (readonly (number | null)[])[], categories: number, scale: Scale, box: Box): Bar[] {
  const slot = box.width / Math.max(1, categories);
  const width = (slot * GROUP_SHARE) / Math.max(1, series.length);
  const zero = yOf(0, scale, box);
  return series.flatMap((values, seriesIndex) =>
    values.flatMap((value, category) => {
      if (value === null) return [];
      const y = yOf(value, scale, box);
      const x = box.left + slot * category + (slot * (1 - GROUP_SHARE)) / 2 + width * seriesIndex;
      return [{ series: seriesIndex, category, x, y: Math.min(y, zero), width, height: Math.abs(zero - y) }];
    }),
  );
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A series' points, each at its category's centre; null where the value is missing. */
export function linePoints(values: readonly (number | null)[], scale: Scale, box: Box): (Point | null)[] {
  return values.map((value, index) => (value === null ? null : { x: xOf(index, values.length, box), y: yOf(value, scale, box) }));
}

const fixed = (value: number): string => String(Math.round(value * 100) / 100);

/** An SVG path through the points: a missing one breaks the line, it does not bridge the gap. */
export function linePath(points: readonly (Point | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${path && ' '}${drawing ? 'L' : 'M'}${fixed(point.x)} ${fixed(point.y)}`;
    drawing = true;
  }
  return path;
}

export interface Slice {
  /** The index of its value in the values given. */
  readonly index: number;
  /** Its share of the whole, 0 to 1. */
  readonly share: number;
  /** Radians clockwise from twelve o'clock. */
  readonly start: number;
  readonly end: number;
}

/**
 * Pie slices for the positive values, clockwise from twelve o'clock in the values' order; zero, negative
 * and missing values have no slice (a share of a whole is never negative).
 */
export function pieSlices(values: readonly (number | null)[]): Slice[] {
  const total = values.reduce<number>((sum, value) => sum + (value !== null && value > 0 ? value : 0), 0);
  if (total <= 0) return [];
  let start = 0;
  return values.flatMap((value, index) => {
    if (value === null || value <= 0) return [];
    const share = value / total;
    const slice = { index, share, start, end: start + share * 2 * Math.PI };
    start = slice.end;
    return [slice];
  });
}

/** The point at `angle` (clockwise from twelve o'clock) on the circle. */
function onCircle(cx: number, cy: number, r: number, angle: number): Point {
  return { x: cx + r * Math.sin(angle), y: cy - r * Math.cos(angle) };
}

/**
 * The SVG path of a slice: centre, out to its start, the arc clockwise to its end, back. A slice of the
 * whole circle is two half arcs (one arc from a point to itself draws nothing).
 */
export function slicePath(slice: Pick<Slice, 'start' | 'end'>, cx: number, cy: number, r: number): string {
  const arc = (from: number, to: number): string => {
    const end = onCircle(cx, cy, r, to);
    return `A${fixed(r)} ${fixed(r)} 0 ${to - from > Math.PI ? 1 : 0} 1 ${fixed(end.x)} ${fixed(end.y)}`;
  };
  const start = onCircle(cx, cy, r, slice.start);
  if (slice.end - slice.start >= 2 * Math.PI - 1e-9) {
    const middle = slice.start + Math.PI;
    return `M${fixed(start.x)} ${fixed(start.y)} ${arc(slice.start, middle)} ${arc(middle, slice.end)} Z`;
  }
  return `M${fixed(cx)} ${fixed(cy)} L${fixed(start.x)} ${fixed(start.y)} ${arc(slice.start, slice.end)} Z`;
}
