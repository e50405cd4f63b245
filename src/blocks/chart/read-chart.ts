import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { parseCellNumber } from './parse-number.ts';

export interface ChartData {
  /** The categories: the first cell of each body row. */
  readonly labels: readonly string[];
  /** One per column after the first, named by its header cell; null where a cell is not a number. */
  readonly series: readonly { readonly name: string; readonly values: readonly (number | null)[] }[];
  /** The cells left out, as `{row label} × {series name} ("{text}")`, for the warning. */
  readonly skipped: readonly string[];
}

export interface ChartMarkup {
  readonly canvas: HTMLElement;
  readonly table: HTMLTableElement;
}

const text = (cell: Element | undefined): string => cell?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The data of `table[data-chart-data]` (docs/markup.md 6.15): the header row (the `thead`'s last row,
 * else the first row of the body) names the series after its first cell; every other row is a category, its first
 * cell the label and the next cells its values, read by parseCellNumber.
 */
export function readChartData(table: HTMLTableElement): ChartData {
  const headRows = [...table.querySelectorAll(':scope > thead > tr')];
  const bodyRows = [...table.querySelectorAll(':scope > tbody > tr, :scope > tr')];
  const head = headRows.at(-1) ?? bodyRows[0];
  const cells = (row: Element | undefined): Element[] => [...(row?.children ?? [])].filter((cell) => cell.matches('th, td'));
  const names = cells(head).slice(1).map(text);
  const body = bodyRows.filter((row) => row !== head).map(cells);
  const skipped: string[] = [];
  const series = names.map((name, column) => ({
    name,
    values: body.map((row) => {
      const cell = row[column + 1];
      const value = parseCellNumber(cell?.getAttribute('data-value') ?? text(cell));
      if (value === undefined) skipped.push(`${text(row[0])} × ${name} ("${text(cell)}")`);
      return value ?? null;
    }),
  }));
  return { labels: body.map((row) => text(row[0])), series, skipped };
}

/** The canvas to draw in and the data table: without either the block keeps its HTML (MarkupError). */
export function readChart(block: HTMLElement): ChartMarkup {
  return {
    canvas: requireElement<HTMLElement>(block, '[data-chart-canvas]', 'Chart canvas'),
    table: requireElement<HTMLTableElement>(block, 'table[data-chart-data]', 'Chart data table'),
  };
}
