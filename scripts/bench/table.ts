/** Plain-text tables and the number formats the bench prints. */

export interface Column {
  readonly header: string;
  /** Figures are right-aligned, names left-aligned. */
  readonly align?: 'left' | 'right';
}

/** A missing figure (no signal on the page, no run reported it). */
export const MISSING = '—';

/** A title line, the header, a rule, then one line per row; every column as wide as its widest cell. */
export function formatTable(title: string, columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) => Math.max(column.header.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const width = widths[index] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [title, line(columns.map((column) => column.header)), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Milliseconds, whole. */
export function formatMs(value: number | undefined): string {
  return value === undefined ? MISSING : String(Math.round(value));
}

/** Bytes as kilobytes (1,000 B, as the figures), one decimal. */
export function formatKb(bytes: number | undefined): string {
  return bytes === undefined ? MISSING : (bytes / 1000).toFixed(1);
}

/** A ratio, two decimals and an x. */
export function formatRatio(value: number | undefined): string {
  return value === undefined ? MISSING : `${value.toFixed(2)}x`;
}

/** A count (medians of counts can be halves). */
export function formatCount(value: number | undefined): string {
  return value === undefined ? MISSING : String(Math.round(value * 10) / 10);
}

/** Cumulative layout shift, three decimals. */
export function formatCls(value: number | undefined): string {
  return value === undefined ? MISSING : value.toFixed(3);
}
