import { RUM_USER_TIMING_PREFIX } from './constants.ts';
import * as F from './fields.ts';
import { warnTimingError } from './observe.ts';

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
 * The user-timing record (GMM §3.4) of a `rum-` mark or measure, in short keys (fields.ts); details as
 * JSON text, so any detail travels as it was set. A mark's own detail is its startMarkDetail. A measure's start
 * and end mark details are those of the marks at its start and end times (a measure does not name its
 * marks; of several at that time the latest rum- one, else the latest: a page's own mark made in the same
 * tick, as timestamps are coarsened, is not the collector's), its own detail the measureDetail.
 */
export function userTimingRecord(entry: PerformanceMark | PerformanceMeasure, marks: readonly PerformanceMark[]) {
  const markAt = (time: number): unknown => {
    const at = marks.filter((mark) => mark.startTime === time);
    return (at.findLast(isRumTiming) ?? at.at(-1))?.detail;
  };
  const measure = entry.entryType === 'measure';
  return {
    [F.name]: entry.name,
    [F.duration]: entry.duration,
    [F.startTime]: entry.startTime,
    [F.startMarkDetail]: detailText(measure ? markAt(entry.startTime) : entry.detail),
    [F.endMarkDetail]: measure ? detailText(markAt(entry.startTime + entry.duration)) : null,
    [F.measureDetail]: measure ? detailText(entry.detail) : null,
  };
}
