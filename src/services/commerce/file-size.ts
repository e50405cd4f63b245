import { FILE_SIZE_BASE } from '../../shared/limits.ts';

/** GMM §9 "The file size helper uses units Bytes to YB, base 1024". */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** At most two decimals, no grouping, a decimal point like the money format's (chosen here): '1.5 KB', '1023 Bytes'. */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
const toHundredths = (value: number): number => Math.round(value * 100) / 100;

/**
 * A size in bytes in the largest unit that keeps it at 1 or more ('1 KB' for 1024, '0 Bytes' for 0), YB
 * for anything larger. A value that would round up to 1024 of a unit is shown as 1 of the next ('1 MB',
 * never '1024 KB'). Undefined for what is no size: negative, NaN, infinite.
 */
export function formatFileSize(bytes: number): string | undefined {
  if (!Number.isFinite(bytes) || bytes < 0) return undefined;
  let value = bytes;
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && toHundredths(value) >= FILE_SIZE_BASE) {
    value /= FILE_SIZE_BASE;
    unit += 1;
  }
  return `${NUMBER.format(value)} ${FILE_SIZE_UNITS[unit]}`;
}
