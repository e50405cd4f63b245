import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { chunkNamesInManifest } from '../../server/static/chunk-names.ts';
import { measureDist, pathBytes, WEB_VITALS_CORE_BROTLI_BYTES } from '../file-sizes.ts';
import { EVERY_PAGE_CHUNK } from '../../src/registry.ts';
import { attributeTasks, LONG_TASK_MS, type AttributedTask, type ScriptEntry, type TaskEntry } from './blocking.ts';
import { CPU_SLOWDOWN, VIEWPORT } from './load.ts';

/** The performance collector's bytes (issue 15), from a build's dist/. */
export interface RumFigures {
  /** Everything the collector loads beyond the every-page path, brotli. */
  readonly collectorBrotliBytes: number;
  /** web-vitals' own LCP, INP and CLS, brotli: the bar (within 2x of it). */
  readonly webVitalsBrotliBytes: number;
  /** Per run at 4x CPU: the long tasks its code ran in, from the load until the page-speed record has left (benchRumTasks). */
  readonly tasks?: readonly RumRunTasks[];
}

export interface RumRunTasks {
  /** Long tasks (over 50 ms) that would not be long without the collector's scripts in them. */
  readonly collectorTasks: number;
  /** The longest of them, ms (0 without one). */
  readonly longestMs: number;
  /** Every long task of the page in the same window, whoever ran it. */
  readonly pageTasks: number;
}

/** The bench's name for this measurement (`--pages rum`). */
export const RUM_TASKS = 'rum';
const RUM_PAGE = '/fixtures/rum.html';

export function rumFigures(dist: string = join(import.meta.dirname, '..', '..', 'dist')): RumFigures {
  const build = measureDist(dist);
  return {
    collectorBrotliBytes: pathBytes(build, [EVERY_PAGE_CHUNK, 'rum']) - pathBytes(build, [EVERY_PAGE_CHUNK]),
    webVitalsBrotliBytes: WEB_VITALS_CORE_BROTLI_BYTES,
  };
}

export function formatRum({ collectorBrotliBytes, webVitalsBrotliBytes, tasks }: RumFigures): string {
  const ratio = (collectorBrotliBytes / webVitalsBrotliBytes).toFixed(2);
  const measured = tasks?.length
    ? `${tasks.reduce((sum, run) => sum + run.collectorTasks, 0)} in ${tasks.length} runs (target 0; longest ${Math.max(...tasks.map((run) => run.longestMs))} ms; ` +
      `every long task of the page in that window, whoever ran it: ${tasks.map((run) => run.pageTasks).join(', ')})`
    : `not measured in this run (\`--pages ${RUM_TASKS}\`)`;
  return (
    `\nPerformance collector (rum): ${collectorBrotliBytes.toLocaleString('en')} B brotli beyond the every-page path, ` +
    `${ratio}x web-vitals' own LCP+INP+CLS (${webVitalsBrotliBytes.toLocaleString('en')} B; target: within 2x). ` +
    `Long tasks it causes at ${CPU_SLOWDOWN}x CPU: ${measured}.`
  );
}

/**
 * The long tasks some code caused: those its scripts ran in for long enough that the task would not be
 * long without them (a page's own slow click handler beside a few ms of the collector's is the page's).
 */
export function tasksCausedBy(tasks: readonly AttributedTask[], isOwn: (sourceURL: string) => boolean): AttributedTask[] {
  return tasks.filter((task) => {
    const own = task.scripts.filter((script) => isOwn(script.sourceURL));
    return own.length > 0 && task.duration - own.reduce((sum, script) => sum + script.duration, 0) <= LONG_TASK_MS;
  });
}

interface TaskRecord {
  tasks: TaskEntry[];
  scripts: ScriptEntry[];
}

/** In the page before its scripts: every long task and every Long Animation Frame script, whoever ran them. */
function recordTasks(): void {
  const state: TaskRecord = { tasks: [], scripts: [] };
  (window as unknown as { __rumTasks: TaskRecord }).__rumTasks = state;
  new PerformanceObserver((list) => list.getEntries().forEach(({ startTime, duration }) => state.tasks.push({ startTime, duration }))).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((frame) => {
      for (const script of (frame as PerformanceEntry & { scripts: ScriptEntry[] }).scripts) {
        const { startTime, duration, sourceURL, invoker, forcedStyleAndLayoutDuration } = script;
        state.scripts.push({ startTime, duration, sourceURL, invoker, forcedStyleAndLayoutDuration });
      }
    }),
  ).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * The collector's whole life on its fixture at 4x CPU: the load, its start after the load, a click (an
 * INP), then the page hidden, when it builds the page-speed record and sends it. A long task counts as
 * the collector's when its chunk ran inside it (Long Animation Frame script attribution, blocking.ts)
 * for long enough that the task would not be long without it.
 */
export async function benchRumTasks(browser: Browser, origin: string, runs: number, dist: string): Promise<RumRunTasks[]> {
  const files = [...chunkNamesInManifest(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))]
    .filter(([, name]) => name === RUM_TASKS)
    .map(([file]) => `/dist/${file}`);
  const figures: RumRunTasks[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(recordTasks);
      await page.goto(origin + RUM_PAGE, { timeout: 60_000 });
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/1/performance/settings')),
        undefined,
        {
          timeout: 60_000,
        },
      );
      await page.getByRole('button', { name: 'Curtir esta página' }).click();
      await page.waitForTimeout(1500);
      // The page hidden as a tab switch hides it: the collector builds its record and sends it.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/1/performance/records')), undefined, {
        timeout: 10_000,
      });
      await page.waitForTimeout(500);
      const { tasks, scripts } = await page.evaluate(() => (window as unknown as { __rumTasks: TaskRecord }).__rumTasks);
      const collector = tasksCausedBy(attributeTasks(tasks, scripts), (sourceURL) => files.some((file) => sourceURL.endsWith(file)));
      figures.push({
        collectorTasks: collector.length,
        longestMs: Math.max(0, ...collector.map((task) => Math.round(task.duration))),
        pageTasks: tasks.length,
      });
    } finally {
      await context.close();
    }
  }
  return figures;
}
