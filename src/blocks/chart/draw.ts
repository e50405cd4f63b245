/** The chart types drawn (GMM §3.6's chart variants). */
const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const isChartType = (value: string): value is ChartType => (CHART_TYPES as readonly string[]).includes(value);

/**
 * Series colours, each at least 4.5:1 against white (WCAG's non-text contrast asks 3:1), told apart by
 * hue and lightness; the seventh series takes the first colour again.
 */
const PALETTE = ['#0b5cad', '#b3261e', '#1e6b30', '#8a4b00', '#6b3fa0', '#0e6e78'] as const;
/** The text's and the zero line's colour. */
export const INK = '#1d1d1f';
/** A series' colour: the palette's, round again from the seventh. */
export const colour = (index: number): string => PALETTE[index % PALETTE.length] ?? INK;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The drawing's units for a canvas not laid out (no size): 16 by 9, the canvas's ratio in the renderer's stylesheet. */
const DEFAULT_VIEW: Size = { width: 640, height: 360 };
/** The narrowest and widest drawings, in units: CSS pixels within these, so text is 14 px on a phone and scales beyond. */
const VIEW_WIDTHS = { min: 320, max: 640 } as const;

/**
 * The drawing's units for a canvas of `box` CSS pixels: its own pixels (text at its size) from 320 to
 * 640 wide, scaled beyond, with the canvas's ratio.
 */
export function viewFor(box: Size): Size {
  if (!(box.width > 0 && box.height > 0)) return DEFAULT_VIEW;
  const width = Math.round(Math.min(VIEW_WIDTHS.max, Math.max(VIEW_WIDTHS.min, box.width)));
  return { width, height: Math.round((width * box.height) / box.width) };
}

/** A coordinate as the drawing writes it: to two decimals. */
export const at = (value: number): number => Math.round(value * 100) / 100;

/**
 * What a legend entry's `text` element should read to end within `room` units: its text, shortened with
 * an ellipsis while it runs past (measured once it is in the page, where text can be measured; the table
 * keeps the whole label). The element reads as before when this returns: its renderer shows the result.
 */
export function fittedText(text: SVGTextElement, room: number): string {
  const whole = text.textContent ?? '';
  if (typeof text.getComputedTextLength !== 'function') return whole;
  const shown = [...text.childNodes];
  let label = whole;
  let fitted = whole;
  while (label.length > 1 && text.getComputedTextLength() > room) {
    label = label.slice(0, -1);
    fitted = `${label.trimEnd()}…`;
    text.textContent = fitted;
  }
  if (fitted !== whole) text.replaceChildren(...shown);
  return fitted;
}
