/** Main-thread figures from the entries a page's PerformanceObservers collected. */

export interface TaskEntry {
  readonly startTime: number;
  readonly duration: number;
}

/** A task longer than this blocks input (the 'longtask' threshold, and Total Blocking Time's). */
export const LONG_TASK_MS = 50;

/** Total blocking time: the part of each long task beyond 50 ms, summed. */
export function totalBlockingTime(tasks: readonly TaskEntry[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}

/** The longest task's duration, 0 without any. */
export function longestTask(tasks: readonly TaskEntry[]): number {
  return tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
}

export interface EventEntry {
  readonly name: string;
  readonly duration: number;
  readonly interactionId: number;
}

/**
 * An interaction's time to the next paint, as INP counts it: the longest Event Timing entry of the
 * interaction (pointerdown, pointerup and click share its interactionId); undefined when none was
 * reported (all under the observer's 16 ms threshold).
 */
export function interactionDuration(entries: readonly EventEntry[]): number | undefined {
  const interactive = entries.filter((entry) => entry.interactionId > 0);
  return interactive.length === 0 ? undefined : Math.max(...interactive.map((entry) => entry.duration));
}
