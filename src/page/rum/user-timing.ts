import { RUM_USER_TIMING_PREFIX } from './constants.ts';

/** A user-timing record (GMM §3.4): details as JSON text, so any detail travels as it was set. */
export interface UserTimingRecord {
  name: string;
  duration: number;
  startTime: number;
  startMarkDetail: string | null;
  endMarkDetail: string | null;
  measureDetail: string | null;
}

/** GMM §8 "Timing errors go to error reporting or console warning 'RUM timing error: ...'": the warning. */
export const warnTimingError = (error: unknown): void => console.warn(`RUM timing error: ${String(error)}`);

/** A detail as JSON text; one that JSON cannot hold (a cycle, a BigInt) is a timing error, warned, and null. */
function detailText(detail: unknown): string | null {
  if (detail === null || detail === undefined) return null;
  try {
    return JSON.stringify(detail) ?? null;
  } catch (error) {
    warnTimingError(error);
    return null;
  }
}

/** Whether the collector keeps this mark or measure (GMM §4.1 "User-timing marks are prefixed rum-"). */
export const isRumTiming = (entry: PerformanceEntry): boolean => entry.name.startsWith(RUM_USER_TIMING_PREFIX);

/**
 * The record of a `rum-` mark or measure. A mark's own detail is its startMarkDetail. A measure's start
 * and end mark details are those of the marks at its start and end times (a measure does not name its
 * marks; the latest mark at that time), its own detail the measureDetail.
 */
export function userTimingRecord(entry: PerformanceMark | PerformanceMeasure, marks: readonly PerformanceMark[]): UserTimingRecord {
  const markAt = (time: number): unknown => marks.findLast((mark) => mark.startTime === time)?.detail;
  const measure = entry.entryType === 'measure';
  return {
    name: entry.name,
    duration: entry.duration,
    startTime: entry.startTime,
    startMarkDetail: detailText(measure ? markAt(entry.startTime) : entry.detail),
    endMarkDetail: measure ? detailText(markAt(entry.startTime + entry.duration)) : null,
    measureDetail: measure ? detailText(entry.detail) : null,
  };
}
