import { describe, expect, it } from 'vitest';
import { formatRum, tasksCausedBy } from './rum.ts';

describe('the bench line of the performance collector', () => {
  it("prints its bytes beside web-vitals' own and the ratio", () => {
    expect(formatRum({ collectorBrotliBytes: 6311, webVitalsBrotliBytes: 2787 })).toBe(
      "\nPerformance collector (rum): 6,311 B brotli beyond the every-page path, 2.26x web-vitals' own LCP+INP+CLS (2,787 B; target: within 2x). " +
        'Long tasks it causes at 4x CPU: not measured in this run (`--pages rum`).',
    );
  });

  it("prints the long tasks its code ran in, over every run, beside the page's own", () => {
    const tasks = [
      { collectorTasks: 0, longestMs: 0, pageTasks: 3 },
      { collectorTasks: 1, longestMs: 57, pageTasks: 4 },
    ];
    expect(formatRum({ collectorBrotliBytes: 5000, webVitalsBrotliBytes: 2787, tasks })).toBe(
      "\nPerformance collector (rum): 5,000 B brotli beyond the every-page path, 1.79x web-vitals' own LCP+INP+CLS (2,787 B; target: within 2x). " +
        'Long tasks it causes at 4x CPU: 1 in 2 runs (target 0; longest 57 ms; every long task of the page in that window, whoever ran it: 3, 4).',
    );
  });
});

describe('the long tasks the collector caused', () => {
  const script = (sourceURL: string, duration: number) => ({ startTime: 0, duration, sourceURL, invoker: 'x', forcedStyleAndLayoutDuration: 0 });
  const isOwn = (url: string) => url.endsWith('/dist/chunks/rum.js');

  it('are those that would not be long without its scripts', () => {
    const ours = { startTime: 0, duration: 99, scripts: [script('https://x/dist/chunks/rum.js', 96)] };
    const pages = { startTime: 200, duration: 204, scripts: [script('https://x/dist/chunks/rum.js', 25), script('https://x/fixtures/assets/page.js', 92)] };
    const shared = { startTime: 500, duration: 80, scripts: [script('https://x/dist/chunks/rum.js', 35), script('https://x/fixtures/assets/page.js', 40)] };
    const none = { startTime: 700, duration: 60, scripts: [script('https://x/fixtures/assets/page.js', 55)] };
    expect(tasksCausedBy([ours, pages, shared, none], isOwn)).toEqual([ours, shared]);
  });
});
