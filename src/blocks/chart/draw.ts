import { bars, linePath, linePoints, pieSlices, slicePath, valueScale, xOf, yOf, type Box } from './geometry.ts';
import type { ChartData } from './read-chart.ts';
import { formatPtBrNumber, formatPtBrPercent } from './pt-br-number.ts';

/** The chart types drawn (GMM §3.6's chart variants). */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const isChartType = (value: string): value is ChartType => (CHART_TYPES as readonly string[]).includes(value);

/**
 * Series colours, each at least 4.5:1 against white (WCAG's non-text contrast asks 3:1), told apart by
 * hue and lightness; the seventh series takes the first colour again.
 */
export const PALETTE = ['#0b5cad', '#b3261e', '#1e6b30', '#8a4b00', '#6b3fa0', '#0e6e78'] as const;
const INK = '#1d1d1f';
const GRID = '#d2d2d7';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The drawing's units for a canvas not laid out (no size): 16 by 9, the canvas's ratio in the renderer's stylesheet. */
export const DEFAULT_VIEW: Size = { width: 640, height: 360 };
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
const FONT_SIZE = 14;
const LEGEND_ROW = 24;

const SVG = 'http://www.w3.org/2000/svg';
const colour = (index: number): string => PALETTE[index % PALETTE.length] ?? INK;

type Attributes = Readonly<Record<string, string | number>>;

function element<K extends keyof SVGElementTagNameMap>(document: Document, tag: K, attributes: Attributes, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, typeof value === 'number' ? String(Math.round(value * 100) / 100) : value);
  if (text !== undefined) node.textContent = text;
  return node;
}

interface LegendEntry {
  readonly text: string;
  readonly colour: string;
}

/** A colour key and its text per entry: across from `left`, or one per row from `top`. */
function legend(document: Document, entries: readonly LegendEntry[], left: number, top: number, across: boolean): SVGGElement {
  const group = element(document, 'g', { class: 'chart-legend' });
  let x = left;
  entries.forEach((entry, index) => {
    const y = across ? top : top + index * LEGEND_ROW;
    group.append(element(document, 'rect', { x, y: y - 11, width: 12, height: 12, fill: entry.colour }));
    group.append(element(document, 'text', { x: x + 18, y, fill: INK, 'font-size': FONT_SIZE }, entry.text));
    // Across: the next entry after this one's text (its width estimated: the text is not laid out yet).
    if (across) x += 18 + entry.text.length * FONT_SIZE * 0.6 + 24;
  });
  return group;
}

/** Bars or lines over a value axis, the categories along the bottom, a legend above for several series. */
function axes(document: Document, svg: SVGSVGElement, data: ChartData, type: 'bar' | 'line', view: Size): void {
  const several = data.series.length > 1;
  const box: Box = { left: 64, top: several ? 48 : 16, width: view.width - 64 - 16, height: view.height - (several ? 48 : 16) - 36 };
  const values = data.series.flatMap((series) => series.values.filter((value): value is number => value !== null));
  const scale = valueScale(values);
  for (const tick of scale.ticks) {
    const y = yOf(tick, scale, box);
    svg.append(element(document, 'line', { x1: box.left, x2: box.left + box.width, y1: y, y2: y, stroke: tick === 0 ? INK : GRID }));
    svg.append(element(document, 'text', { x: box.left - 8, y: y + 5, 'text-anchor': 'end', fill: INK, 'font-size': FONT_SIZE }, formatPtBrNumber(tick, 2)));
  }
  data.labels.forEach((label, index) => {
    const x = xOf(index, data.labels.length, box);
    svg.append(element(document, 'text', { x, y: box.top + box.height + 24, 'text-anchor': 'middle', fill: INK, 'font-size': FONT_SIZE }, label));
  });
  if (type === 'bar') {
    const rows = bars(
      data.series.map((series) => series.values),
      data.labels.length,
      scale,
      box,
    );
    for (const bar of rows) svg.append(element(document, 'rect', { x: bar.x, y: bar.y, width: bar.width, height: bar.height, fill: colour(bar.series) }));
  } else {
    data.series.forEach((series, index) => {
      const points = linePoints(series.values, scale, box);
      svg.append(element(document, 'path', { d: linePath(points), fill: 'none', stroke: colour(index), 'stroke-width': 3, 'stroke-linejoin': 'round' }));
      for (const point of points) if (point) svg.append(element(document, 'circle', { cx: point.x, cy: point.y, r: 4, fill: colour(index) }));
    });
  }
  if (several)
    svg.append(
      legend(
        document,
        data.series.map((series, index) => ({ text: series.name, colour: colour(index) })),
        box.left,
        20,
        true,
      ),
    );
}

/** The first series as a pie, its categories' shares in a legend beside it. */
function pie(document: Document, svg: SVGSVGElement, data: ChartData, view: Size): void {
  const values = data.series[0]?.values ?? [];
  // At most two fifths of the width across, so the legend has the rest.
  const r = Math.min(view.height / 2 - 16, view.width / 5);
  const slices = pieSlices(values);
  for (const slice of slices) {
    svg.append(element(document, 'path', { d: slicePath(slice, 16 + r, view.height / 2, r), fill: colour(slice.index), stroke: '#fff', 'stroke-width': 2 }));
  }
  // Each slice keeps its category's colour, so a category without a slice leaves its colour unused.
  const entries = slices.map((slice) => ({ text: `${data.labels[slice.index] ?? ''}: ${formatPtBrPercent(slice.share)}`, colour: colour(slice.index) }));
  svg.append(legend(document, entries, 2 * r + 40, 40, false));
}

/**
 * The chart as an SVG of `view`'s units (viewFor), filling the canvas. `aria-hidden`: the table beside it
 * is the chart's text alternative, with every value (docs/markup.md 6.15, chosen here).
 */
export function drawChart(document: Document, data: ChartData, type: ChartType, view: Size = DEFAULT_VIEW): SVGSVGElement {
  const svg = element(document, 'svg', { viewBox: `0 0 ${view.width} ${view.height}`, 'aria-hidden': 'true', focusable: 'false', class: 'chart-drawing' });
  svg.setAttribute('data-chart-type', type);
  if (type === 'pie') pie(document, svg, data, view);
  else axes(document, svg, data, type, view);
  return svg;
}

/**
 * Shortens, with an ellipsis, the legend entries that run past the drawing's right edge (once the drawing
 * is in the page, where text can be measured; the table keeps the whole label).
 */
export function fitLegend(svg: SVGSVGElement, view: Size): void {
  for (const text of svg.querySelectorAll<SVGTextElement>('.chart-legend text')) {
    if (typeof text.getComputedTextLength !== 'function') return;
    const room = view.width - 4 - Number(text.getAttribute('x'));
    let label = text.textContent ?? '';
    while (label.length > 1 && text.getComputedTextLength() > room) {
      label = label.slice(0, -1);
      text.textContent = `${label.trimEnd()}…`;
    }
  }
}
