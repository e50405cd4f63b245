import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { at, colour, fittedText, INK, type ChartType, type Size } from './draw.ts';
import { bars, linePath, linePoints, pieSlices, slicePath, valueScale, xOf, yOf, type Box } from './geometry.ts';
import { formatPtBrNumber, formatPtBrPercent } from './pt-br-number.ts';
import type { ChartData } from './read-chart.ts';

const GRID = '#d2d2d7';
const FONT_SIZE = 14;
const LEGEND_ROW = 24;

interface LegendEntry {
  readonly text: string;
  readonly colour: string;
}

/**
 * A colour key and its text per entry: across from `left`, or one per row from `top`. An entry running
 * past the drawing's right edge is shortened with an ellipsis, measured before the first paint.
 */
function Legend({ entries, left, top, across, view }: { entries: readonly LegendEntry[]; left: number; top: number; across: boolean; view: Size }) {
  const group = useRef<SVGGElement>(null);
  const [texts, setTexts] = useState(() => entries.map((entry) => entry.text));
  let x = left;
  const placed = entries.map((entry, index) => {
    const place = { x, y: across ? top : top + index * LEGEND_ROW };
    // Across: the next entry after this one's text (its width estimated: the text is not laid out yet).
    if (across) x += 18 + entry.text.length * FONT_SIZE * 0.6 + 24;
    return place;
  });

  useLayoutEffect(() => {
    const shown = [...(group.current?.querySelectorAll('text') ?? [])];
    const fitted = shown.map((text, index) => fittedText(text, view.width - 4 - at((placed[index]?.x ?? 0) + 18)));
    if (fitted.some((text, index) => text !== entries[index]?.text)) setTexts(fitted);
    // The entries and the view are the mount's: this runs once, on the drawing as first laid out.
  }, [entries, view]);

  return (
    <g className="chart-legend" ref={group}>
      {entries.map((entry, index) => {
        const { x, y } = placed[index] ?? { x: 0, y: 0 };
        return [
          <rect key={`key-${index}`} x={at(x)} y={at(y - 11)} width={12} height={12} fill={entry.colour} />,
          <text key={`text-${index}`} x={at(x + 18)} y={at(y)} fill={INK} fontSize={FONT_SIZE}>
            {texts[index]}
          </text>,
        ];
      })}
    </g>
  );
}

/** Bars or lines over a value axis, the categories along the bottom, a legend above for several series. */
function Axes({ data, type, view }: { data: ChartData; type: 'bar' | 'line'; view: Size }) {
  const several = data.series.length > 1;
  const box: Box = { left: 64, top: several ? 48 : 16, width: view.width - 64 - 16, height: view.height - (several ? 48 : 16) - 36 };
  const values = data.series.flatMap((series) => series.values.filter((value): value is number => value !== null));
  const scale = valueScale(values);
  const ticks = scale.ticks.map((tick) => {
    const y = yOf(tick, scale, box);
    return [
      <line key={`grid-${tick}`} x1={at(box.left)} x2={at(box.left + box.width)} y1={at(y)} y2={at(y)} stroke={tick === 0 ? INK : GRID} />,
      <text key={`tick-${tick}`} x={at(box.left - 8)} y={at(y + 5)} textAnchor="end" fill={INK} fontSize={FONT_SIZE}>
        {formatPtBrNumber(tick, 2)}
      </text>,
    ];
  });
  const labels = data.labels.map((label, index) => (
    <text
      key={`label-${index}`}
      x={at(xOf(index, data.labels.length, box))}
      y={at(box.top + box.height + 24)}
      textAnchor="middle"
      fill={INK}
      fontSize={FONT_SIZE}
    >
      {label}
    </text>
  ));
  const marks =
    type === 'bar'
      ? bars(
          data.series.map((series) => series.values),
          data.labels.length,
          scale,
          box,
        ).map((bar) => (
          <rect key={`bar-${bar.series}-${bar.category}`} x={at(bar.x)} y={at(bar.y)} width={at(bar.width)} height={at(bar.height)} fill={colour(bar.series)} />
        ))
      : data.series.map((series, index) => {
          const points = linePoints(series.values, scale, box);
          return [
            <path key={`line-${index}`} d={linePath(points)} fill="none" stroke={colour(index)} strokeWidth={3} strokeLinejoin="round" />,
            ...points.map(
              (point, category) => point && <circle key={`dot-${index}-${category}`} cx={at(point.x)} cy={at(point.y)} r={4} fill={colour(index)} />,
            ),
          ];
        });
  return (
    <>
      {ticks}
      {labels}
      {marks}
      {several && (
        <Legend
          entries={data.series.map((series, index) => ({ text: series.name, colour: colour(index) }))}
          left={box.left}
          top={20}
          across={true}
          view={view}
        />
      )}
    </>
  );
}

/** The first series as a pie, its categories' shares in a legend beside it. */
function Pie({ data, view }: { data: ChartData; view: Size }) {
  // At most two fifths of the width across, so the legend has the rest.
  const r = Math.min(view.height / 2 - 16, view.width / 5);
  const slices = pieSlices(data.series[0]?.values ?? []);
  return (
    <>
      {slices.map((slice) => (
        <path key={slice.index} d={slicePath(slice, 16 + r, view.height / 2, r)} fill={colour(slice.index)} stroke="#fff" strokeWidth={2} />
      ))}
      <Legend
        // Each slice keeps its category's colour, so a category without a slice leaves its colour unused.
        entries={slices.map((slice) => ({ text: `${data.labels[slice.index] ?? ''}: ${formatPtBrPercent(slice.share)}`, colour: colour(slice.index) }))}
        left={2 * r + 40}
        top={40}
        across={false}
        view={view}
      />
    </>
  );
}

export interface ChartProps {
  /** The renderer's canvas, sized by its stylesheet: the drawing fills it. */
  readonly canvas: HTMLElement;
  readonly data: ChartData;
  readonly type: ChartType;
  /** The drawing's units (viewFor): the canvas's own pixels from 320 to 640 wide. */
  readonly view: Size;
}

/**
 * The chart as an SVG of `view`'s units, filling the renderer's canvas (appended to it; nothing else in
 * the block changes). `aria-hidden`: the table beside it is the chart's text alternative, with every
 * value (docs/markup.md 6.15, chosen here).
 */
export function Chart({ canvas, data, type, view }: ChartProps) {
  return createPortal(
    <svg viewBox={`0 0 ${view.width} ${view.height}`} aria-hidden="true" focusable="false" className="chart-drawing" data-chart-type={type}>
      {type === 'pie' ? <Pie data={data} view={view} /> : <Axes data={data} type={type} view={view} />}
    </svg>,
    canvas,
  );
}
