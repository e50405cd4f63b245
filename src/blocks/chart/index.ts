import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { Chart } from './Chart.tsx';
import './chart.css';
import { readChartConfig } from './config.ts';
import { isChartType, viewFor } from './draw.ts';
import { pieSlices } from './geometry.ts';
import { readChart, readChartData } from './read-chart.ts';

/**
 * Chart block (type 62, docs/markup.md 6.15): a bar, line or pie chart drawn as inline SVG from the
 * block's data table into its canvas, which the renderer's stylesheet sizes before the runtime runs
 * (nothing moves). The table stays, unchanged, as the chart's text alternative; the drawing is
 * `aria-hidden`. Cells that are not numbers are left out with a warning; an unknown chart type draws
 * nothing and keeps the table, with a warning. The drawing is a React component (Chart.tsx) over the
 * pure geometry (geometry.ts), rendered once into the canvas; the table is read and checked here, and
 * with nothing to draw no React root is made.
 */
export const mount = defineBlock({
  config: readChartConfig,
  markup: readChart,
  mount({ element: block, config: { chartType }, markup: { canvas, table }, report, signal }) {
    const warn = (text: string): void => console.warn(`[site-runtime] chart block #${block.id}: ${text}`);
    if (!isChartType(chartType)) return warn(`unknown chartType "${chartType}"; the table stays as it is`);
    const data = readChartData(table);
    if (data.skipped.length) warn(`cells that are not numbers are left out: ${data.skipped.join('; ')}`);
    if (chartType === 'pie' && data.series[0]?.values.some((value) => value !== null && value <= 0)) warn('values of 0 or less have no slice in a pie');
    const values =
      chartType === 'pie' ? pieSlices(data.series[0]?.values ?? []) : data.series.flatMap((series) => series.values.filter((value) => value !== null));
    if (!values.length)
      return warn(chartType === 'pie' ? 'no positive value in the first column to draw; the table stays' : 'no number to draw; the table stays');
    // One read of the canvas's laid-out size: the drawing is made at it (text at its size on a phone).
    const view = viewFor(canvas.getBoundingClientRect());
    return renderIntoBlock({ element: block, report, signal }, createElement(Chart, { canvas, data, type: chartType, view }));
  },
});
