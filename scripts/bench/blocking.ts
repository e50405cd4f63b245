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

/** A script entry of a Long Animation Frame: what ran, from which file, for how long. */
export interface ScriptEntry {
  readonly startTime: number;
  readonly duration: number;
  /** The file the script's code came from ('' when the browser names none). */
  readonly sourceURL: string;
  /** What called it: `https://…/runtime.js` (a module script's evaluation), `Scheduler.yield.then`, `BUTTON#id.onclick`, … */
  readonly invoker: string;
  /** Of its duration, style and layout it forced (reading layout after a change). */
  readonly forcedStyleAndLayoutDuration: number;
}

/** A long task with the Long Animation Frame scripts that ran inside it. */
export interface AttributedTask extends TaskEntry {
  readonly scripts: readonly ScriptEntry[];
}

/**
 * Timestamps of the two entry types are coarsened separately (to 1 ms or so at worst): a script
 * counts as inside a task when it starts and ends within this margin of the task's bounds.
 */
const MARGIN_MS = 2;

/**
 * Each long task with the scripts that ran inside it. A 'longtask' entry names no script, a Long
 * Animation Frame entry names every script over 5 ms of its frame (some frames hold several tasks):
 * matched by time, the pair says which file a long task ran.
 */
export function attributeTasks(tasks: readonly TaskEntry[], scripts: readonly ScriptEntry[]): AttributedTask[] {
  return tasks.map((task) => ({
    startTime: task.startTime,
    duration: task.duration,
    scripts: scripts.filter(
      (script) => script.startTime >= task.startTime - MARGIN_MS && script.startTime + script.duration <= task.startTime + task.duration + MARGIN_MS,
    ),
  }));
}

/**
 * The long tasks a page's scripts under test ran in (`own`: the runtime's files; an alternative's
 * bundle): the tasks the page would not have without them. The others (HTML parsing, style and layout
 * of the page itself, a browser task) the page has whether the runtime is there or not.
 */
export function ownTasks(tasks: readonly AttributedTask[], own: (sourceURL: string) => boolean): AttributedTask[] {
  return tasks.filter((task) => task.scripts.some((script) => own(script.sourceURL)));
}

/**
 * The code under test's script time inside Long Animation Frames (every frame over 50 ms, so all of it is
 * script in a long frame, issue 37's figure), in all and by chunk (`name` names a file's chunk; a file it
 * cannot name counts under its own path).
 */
export function ownScriptInLongFrames(
  scripts: readonly ScriptEntry[],
  own: (sourceURL: string) => boolean,
  name: (sourceURL: string) => string,
): { readonly ms: number; readonly byChunk: Readonly<Record<string, number>> } {
  const byChunk: Record<string, number> = {};
  for (const script of scripts.filter((entry) => own(entry.sourceURL))) {
    const chunk = name(script.sourceURL);
    byChunk[chunk] = (byChunk[chunk] ?? 0) + script.duration;
  }
  return { ms: Object.values(byChunk).reduce((total, ms) => total + ms, 0), byChunk };
}

/** Where the code under test is served: the runtime's build, and an alternative's page and bundle (alternatives.ts). */
const OWN_PREFIXES = ['/dist/', '/__bench/'];

/** Whether a script's file is code under test: on the bench's origin, under one of OWN_PREFIXES. */
export function isOwnScript(sourceURL: string, origin: string): boolean {
  return sourceURL.startsWith(origin) && OWN_PREFIXES.some((prefix) => sourceURL.startsWith(origin + prefix));
}
