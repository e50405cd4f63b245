import { TEXT_SHRINK_MIN_FONT_PX, TEXT_SHRINK_THRESHOLD_PX } from './limits.ts';

/**
 * The scale text of font size `fontPx`, `textWidth` wide, is shown at in a box `boxWidth` wide
 * (site-runtime.md §9, read here, chosen): 1 when it fits, or when its size is the threshold (13 px) or
 * less, small text never made smaller; else the largest whole font size in px that fits, never below
 * 11 px (text that still overflows stays cut at the box), as a fraction of `fontPx`.
 */
export function shrinkScale(fontPx: number, textWidth: number, boxWidth: number): number {
  if (!(fontPx > TEXT_SHRINK_THRESHOLD_PX) || !(textWidth > boxWidth) || !(boxWidth > 0)) return 1;
  const fitting = Math.floor((fontPx * boxWidth) / textWidth);
  return Math.max(TEXT_SHRINK_MIN_FONT_PX, fitting) / fontPx;
}
