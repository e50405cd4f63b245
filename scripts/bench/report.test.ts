// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.ts';
import type { BenchPage } from './pages.ts';
import { formatReport, longFrameScripts, summarize, summaryLine } from './report.ts';

const PAGE: BenchPage = {
  name: 'accordion',
  path: '/examples/accordion/1.html',
  runtime: true,
  signals: [],
  signalText: 'aria-expanded',
  click: { selector: 'button', nth: 1, what: 'click the second heading' },
};

function load(profile: LoadResult['profile'], variant: LoadResult['variant'], figures: Partial<LoadResult>): LoadResult {
  return {
    page: 'accordion',
    profile,
    variant,
    jsRaw: 0,
    jsBrotli: 0,
    cssRaw: 0,
    cssBrotli: 0,
    requests: 0,
    depthCode: 0,
    depthAll: 0,
    chain: [],
    longTasks: 0,
    longestTask: 0,
    totalBlockingTime: 0,
    ownLongTasks: 0,
    ownLongestTask: 0,
    ownTotalBlockingTime: 0,
    ownLongFrameScript: { ms: 0, byChunk: {} },
    scriptMs: 0,
    longTaskList: [],
    cls: 0,
    problems: [],
    wallMs: 0,
    requestList: [],
    ...figures,
  };
}

const RESULTS: LoadResult[] = [
  load('cpu4', 'js', {
    jsBrotli: 5000,
    depthCode: 2,
    settled: 900,
    totalBlockingTime: 0,
    longTasks: 1,
    ownLongTasks: 0,
    click: { ms: 40, source: 'event timing' },
    chain: ['/dist/runtime.js', '/dist/chunks/a.js'],
  }),
  load('cpu4', 'js', {
    jsBrotli: 5000,
    depthCode: 2,
    settled: 1100,
    totalBlockingTime: 30,
    longTasks: 1,
    ownLongTasks: 1,
    ownLongestTask: 80,
    ownTotalBlockingTime: 30,
    ownLongFrameScript: { ms: 71, byChunk: { 'every-page': 51, accordion: 20 } },
    click: { ms: 56, source: 'event timing' },
  }),
  load('cpu4', 'js', {
    jsBrotli: 5000,
    depthCode: 3,
    settled: 1000,
    totalBlockingTime: 10,
    longTasks: 2,
    ownLongTasks: 1,
    ownLongestTask: 60,
    ownTotalBlockingTime: 10,
    ownLongFrameScript: { ms: 12, byChunk: { 'runtime.js': 12 } },
    click: { ms: 48, source: 'event timing' },
  }),
  load('slow4g', 'js', { settled: 2400, scriptMs: 30, problems: ['settled() did not resolve'] }),
  load('slow4g', 'js', { settled: 2600, scriptMs: 42 }),
  load('slow4g', 'js', { settled: 2500, scriptMs: 35 }),
  load('slow4g', 'nojs', { firstPaint: 2000, cssBrotli: 1200, scriptMs: 3 }),
  load('slow4g', 'nojs', { firstPaint: 1900, cssBrotli: 1200, scriptMs: 4 }),
  load('slow4g', 'nojs', { firstPaint: 2100, cssBrotli: 1200, scriptMs: 2 }),
];

describe('summarize', () => {
  const figures = summarize(PAGE, RESULTS);

  it('takes the medians of the runs, bytes and depth from the unthrottled loads', () => {
    expect(figures.jsBrotli).toBe(5000);
    expect(figures.depthCode).toBe(2);
    expect(figures.noJs.cssBrotli).toBe(1200);
    expect(figures.profiles.cpu4.settled).toBe(1000);
    expect(figures.profiles.cpu4.totalBlockingTime).toBe(10);
    expect(figures.chain).toEqual(['/dist/runtime.js', '/dist/chunks/a.js']);
  });

  it("gives the runtime's own long tasks beside all of them", () => {
    expect(figures.profiles.cpu4.longTasks).toBe(1);
    expect(figures.profiles.cpu4.runtimeLongTasks).toBe(1);
    expect(figures.profiles.cpu4.runtimeLongestTask).toBe(60);
    expect(figures.profiles.cpu4.runtimeTotalBlockingTime).toBe(10);
  });

  it("gives the runtime's script inside long frames: the median, the loads with none, and the worst load by chunk", () => {
    expect(figures.profiles.cpu4.runtimeLongFrameScript).toBe(12);
    expect(figures.profiles.cpu4.runtimeCleanLoads).toEqual({ clean: 1, loads: 3 });
    expect(figures.profiles.cpu4.runtimeLongFrameWorst).toEqual({ 'every-page': 51, accordion: 20 });
    expect(longFrameScripts(figures.profiles.cpu4.runtimeLongFrameWorst)).toBe('every-page 51 ms, accordion 20 ms');
    expect(longFrameScripts(summarize(PAGE, [load('cpu4', 'js', {})]).profiles.cpu4.runtimeLongFrameWorst)).toBe('none');
  });

  it('gives the median script time of the page and of the same page without its scripts (the probe alone)', () => {
    expect(figures.profiles.slow4g.scriptMs).toBe(35);
    expect(figures.profiles.slow4g.noJsScriptMs).toBe(3);
    expect(figures.profiles.cpu4.scriptMs).toBe(0);
    expect(figures.profiles.cpu4.noJsScriptMs).toBeUndefined();
  });

  it("divides the median settled time by the median of the page's own no-JS first paint, on Slow 4G", () => {
    expect(figures.profiles.slow4g.settled).toBe(2500);
    expect(figures.profiles.slow4g.noJsFirstPaint).toBe(2000);
    expect(figures.profiles.slow4g.settledOverNoJsFirstPaint).toBe(1.25);
    expect(figures.profiles.cpu4.settledOverNoJsFirstPaint).toBeUndefined();
  });

  it('gives the click median and how it was measured, and every problem once', () => {
    expect(figures.click).toEqual({ what: 'click the second heading', ms: 48, sources: ['event timing'] });
    expect(figures.problems).toEqual(['settled() did not resolve']);
  });

  it('counts the requests to another origin or an embedded player, the most of one load', () => {
    expect(figures.embedRequests).toBe(0);
    const request = (url: string) => ({ url, mimeType: 'text/html', protocol: 'h2', depth: 1, raw: 0, encoded: 0 });
    const video = summarize(PAGE, [
      load('cpu4', 'js', { requestList: [request('/dist/runtime.js'), request('/fixtures/assets/video-player.html?v=1')] }),
      load('cpu4', 'js', {
        requestList: [request('https://www.youtube.com/embed/x'), request('/fixtures/assets/video-player.html?v=1'), request('/s/a-500w.jpg')],
      }),
    ]);
    expect(video.embedRequests).toBe(2);
  });

  it("takes a page without the runtime's settled time from its signal", () => {
    const alternative = summarize({ ...PAGE, runtime: false }, [load('slow4g', 'js', { interactive: 1500 }), load('slow4g', 'nojs', { firstPaint: 1000 })]);
    expect(alternative.profiles.slow4g.settled).toBe(1500);
    expect(alternative.profiles.slow4g.settledOverNoJsFirstPaint).toBe(1.5);
  });
});

describe('formatReport', () => {
  const figures = summarize(PAGE, RESULTS);

  it('prints one summary line per page', () => {
    expect(summaryLine(figures)).toBe('  accordion: 5.0 KB brotli, depth 2, settled ÷ no-JS FP 1.25x, TBT 10 ms at 4x, runtime tasks > 50 ms: 1');
  });

  it('prints the no-JS row under the page it belongs to, and the problems seen', () => {
    const text = formatReport([figures], ['accordion'], 3);
    expect(text).toMatch(/^accordion, no JS +0\.0 +0\.0 +0\.0 +1\.2 /m);
    expect(text).toMatch(/^accordion, no JS +— +— +2000 +2000 +— /m);
    // The runtime's tasks are the page's with the runtime: its no-JS row has none to show.
    expect(text).toMatch(/^accordion +— +1000 +— +0 +1 +0 +10 +1 +60 +10 +12 +1\/3 +0\.000$/m);
    expect(text).toMatch(/^accordion +— +2500 +— +2000 +1\.25x +35 +0 /m);
    expect(text).toMatch(/^accordion, no JS +— +— +2000 +2000 +— +3 +0 +0 +0 +— +— +— +— +— +0 +0\.000$/m);
    expect(text).toContain(
      "The runtime's script inside frames over 50 ms at 4x CPU, unthrottled, by chunk (an alternative: its bundle), in the load with the most (issue 37: none):\n  accordion: every-page 51 ms, accordion 20 ms",
    );
    // Unthrottled, the page is not loaded without the runtime: no ratio column there.
    expect(text.split('\n\n')[1]).not.toContain('no-JS');
    expect(text).toContain('Click to next paint at 4x CPU');
    expect(text).toContain('  accordion: settled() did not resolve');
  });
});
