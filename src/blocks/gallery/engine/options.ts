/** Reading the gallery's options and slide attributes (GMM §3.1, §3.2, §5), after the schema has parsed them. */
import { BlockConfigError } from '../../../kit/block-kit/block-errors.ts';
import { AUTOCOLUMNS, NEWSWIPE_BOUNDARIES, STRIP, type NewSwipeBoundary, type StripAlignment } from './limits.ts';

const ALIGNMENT_ALIASES: Readonly<Record<string, StripAlignment>> = {
  start: 'start',
  middle: 'middle',
  end: 'end',
  left: 'start',
  center: 'middle',
  right: 'end',
};

/** GMM §5 "Strip alignment must be start, middle or end. Mapping from left/center/right: left to start, center to middle, right to end, anything else to middle." */
export function stripAlignment(value: unknown): StripAlignment {
  return (typeof value === 'string' && Object.hasOwn(ALIGNMENT_ALIASES, value) ? ALIGNMENT_ALIASES[value] : undefined) ?? STRIP.alignment;
}

/**
 * GMM §5 "autocolumns columnWidth must be a positive number. A string is parsed as an integer." (with
 * parseInt: '300px' is 300). Decided here: anything else (zero, negative, NaN, not a number or string)
 * gives the default, GMM §9 250.
 */
export function positiveColumnWidth(value: unknown, fallback: number = AUTOCOLUMNS.columnWidth): number {
  const width = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(width) && width > 0 ? width : fallback;
}

/**
 * GMM §3.2 "Image dimensions are read from a data attribute holding a width-by-height string such as
 * 800x600. They become numeric width and height, or null when the attribute is absent." Decided here: a
 * malformed value (not two positive integers joined by "x") is treated as absent.
 */
export function imageDimensions(value: string | null | undefined): { width: number | null; height: number | null } {
  const match = /^(\d+)x(\d+)$/.exec(value?.trim() ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : { width: null, height: null };
}

/**
 * GMM §3.1 "imageAspectRatio: a ratio, or Auto": "W:H" as its two positive numbers ("4:3", "1.85:1");
 * undefined for "auto" (the image's own ratio). Decided here: a malformed ratio is auto. The designs'
 * defaults (slider: "Default slider aspect ratio 50", height 50 % of the width) are the layout rules' fallbacks.
 */
export function ratioParts(value: string | undefined): { width: number; height: number } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * GMM §5 "snapPoints must end with % or be none.": one snap point, as a percentage or 'none'. Decided
 * here: the part before % must be a non-negative decimal number ("50%", "33.3%"); anything else throws
 * BlockConfigError.
 */
export function snapPoint(value: string): number | 'none' {
  if (value === 'none') return 'none';
  const match = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (match === null) throw new BlockConfigError(`snapPoints must end with % or be none: "${value}"`);
  return Number(match[1]);
}

/** GMM §5 "newSwipe boundaries must each be none, hard or inertial." Anything else throws BlockConfigError. */
export function newSwipeBoundary(value: string): NewSwipeBoundary {
  const boundary = NEWSWIPE_BOUNDARIES.find((name) => name === value);
  if (boundary === undefined) throw new BlockConfigError(`newSwipe boundaries must be none, hard or inertial: "${value}"`);
  return boundary;
}
