import { PROFILE_LOADS, type LoadResult, type Profile } from './load.ts';
import type { BenchPage } from './pages.ts';
import { median, ratio } from './stats.ts';
import { formatCls, formatCount, formatKb, formatMs, formatRatio, formatTable, MISSING, type Column } from './table.ts';

/** The runs' medians per page, and the tables and summary lines printed from them. */

interface ProfileFigures {
  readonly interactive?: number;
  readonly settled?: number;
  readonly firstPaint?: number;
  readonly noJsFirstPaint?: number;
  /** settled ÷ the page's own no-JS first paint. */
  readonly settledOverNoJsFirstPaint?: number;
  readonly longTasks?: number;
  readonly longestTask?: number;
  readonly totalBlockingTime?: number;
  /** The long tasks the runtime's scripts ran in (an alternative's: its bundle's), their longest and blocking time. */
  readonly runtimeLongTasks?: number;
  readonly runtimeLongestTask?: number;
  readonly runtimeTotalBlockingTime?: number;
  /** The runtime's script inside frames over 50 ms (Long Animation Frames): the median ms, the loads with none, and the worst load by chunk. */
  readonly runtimeLongFrameScript?: number;
  readonly runtimeCleanLoads?: { readonly clean: number; readonly loads: number };
  readonly runtimeLongFrameWorst?: Readonly<Record<string, number>>;
  /** All the script the renderer ran (the page's and the bench probe's), and the same page's without its scripts (the probe's alone). */
  readonly scriptMs?: number;
  readonly noJsScriptMs?: number;
  readonly noJsLongTasks?: number;
  readonly noJsLongestTask?: number;
  readonly noJsTotalBlockingTime?: number;
  readonly cls?: number;
  readonly noJsCls?: number;
}

/** What a page downloaded: bytes, requests and depth (medians). */
interface TransferFigures {
  readonly jsRaw?: number;
  readonly jsBrotli?: number;
  readonly cssRaw?: number;
  readonly cssBrotli?: number;
  readonly requests?: number;
  readonly depthCode?: number;
  readonly depthAll?: number;
}

const TRANSFER_KEYS = ['jsRaw', 'jsBrotli', 'cssRaw', 'cssBrotli', 'requests', 'depthCode', 'depthAll'] as const satisfies readonly (keyof TransferFigures &
  keyof LoadResult)[];

export interface PageFigures extends TransferFigures {
  readonly name: string;
  readonly path: string;
  readonly signal: string;
  readonly runs: number;
  /** The deepest script and stylesheet chain of the first run, from the HTML down. */
  readonly chain: readonly string[];
  readonly noJs: TransferFigures;
  readonly profiles: Readonly<Record<Profile, ProfileFigures>>;
  readonly click?: { readonly what: string; readonly ms?: number; readonly sources: readonly string[] };
  /** The most requests one load made to another origin or to an embedded player, before any click. */
  readonly embedRequests: number;
  readonly problems: readonly string[];
}

/** The fixture site's stand-in for a video provider's player: a facade asks for it only on a press. */
const EMBEDDED_PLAYER = /^\/fixtures\/assets\/video-player\.html/;

/** A request a visitor's browser would send to a third party: another origin (the bench's own addresses are paths), or a player. */
const isThirdPartyRequest = (url: string): boolean => /^[a-z][a-z+.-]*:/i.test(url) || EMBEDDED_PLAYER.test(url);

export function summarize(page: BenchPage, results: readonly LoadResult[]): PageFigures {
  const of = (profile: Profile, variant: 'js' | 'nojs'): LoadResult[] =>
    results.filter((result) => result.page === page.name && result.profile === profile && result.variant === variant);
  const med = (list: readonly LoadResult[], pick: (result: LoadResult) => number | undefined): number | undefined => median(list.map(pick));
  // Bytes, requests and depth: the unthrottled loads (the files are the same on any network).
  const js = of('cpu4', 'js');
  const nojs = of('slow4g', 'nojs');
  const profiles = Object.fromEntries(
    (Object.keys(PROFILE_LOADS) as Profile[]).map((profile): [Profile, ProfileFigures] => {
      const withJs = of(profile, 'js');
      const without = of(profile, 'nojs');
      const settled = med(withJs, (result) => (page.runtime ? result.settled : result.interactive));
      const noJsFirstPaint = med(without, (result) => result.firstPaint ?? result.firstContentfulPaint);
      const worst = withJs.reduce<LoadResult | undefined>(
        (most, result) => (result.ownLongFrameScript.ms > (most?.ownLongFrameScript.ms ?? 0) ? result : most),
        undefined,
      );
      return [
        profile,
        {
          interactive: med(withJs, (result) => result.interactive),
          settled,
          firstPaint: med(withJs, (result) => result.firstPaint ?? result.firstContentfulPaint),
          noJsFirstPaint,
          settledOverNoJsFirstPaint: ratio(settled, noJsFirstPaint),
          longTasks: med(withJs, (result) => result.longTasks),
          longestTask: med(withJs, (result) => result.longestTask),
          totalBlockingTime: med(withJs, (result) => result.totalBlockingTime),
          runtimeLongTasks: med(withJs, (result) => result.ownLongTasks),
          runtimeLongestTask: med(withJs, (result) => result.ownLongestTask),
          runtimeTotalBlockingTime: med(withJs, (result) => result.ownTotalBlockingTime),
          runtimeLongFrameScript: med(withJs, (result) => result.ownLongFrameScript.ms),
          ...(withJs.length > 0 && {
            runtimeCleanLoads: { clean: withJs.filter((result) => result.ownLongFrameScript.ms === 0).length, loads: withJs.length },
          }),
          ...(worst && { runtimeLongFrameWorst: worst.ownLongFrameScript.byChunk }),
          scriptMs: med(withJs, (result) => result.scriptMs),
          noJsScriptMs: med(without, (result) => result.scriptMs),
          noJsLongTasks: med(without, (result) => result.longTasks),
          noJsLongestTask: med(without, (result) => result.longestTask),
          noJsTotalBlockingTime: med(without, (result) => result.totalBlockingTime),
          cls: med(withJs, (result) => result.cls),
          noJsCls: med(without, (result) => result.cls),
        },
      ];
    }),
  ) as Record<Profile, ProfileFigures>;
  const transfer = (list: readonly LoadResult[]): TransferFigures => Object.fromEntries(TRANSFER_KEYS.map((key) => [key, med(list, (result) => result[key])]));
  const clicks = js.flatMap((result) => (result.click ? [result.click] : []));
  return {
    name: page.name,
    path: page.path,
    signal: page.signalText,
    runs: js.length,
    ...transfer(js),
    chain: js[0]?.chain ?? [],
    noJs: transfer(nojs),
    profiles,
    ...(page.click && {
      click: {
        what: page.click.what,
        ms: median(clicks.map((click) => click.ms)),
        sources: [...new Set(clicks.map((click) => click.source))],
      },
    }),
    embedRequests: Math.max(
      0,
      ...results.filter((result) => result.page === page.name).map((result) => result.requestList.filter(({ url }) => isThirdPartyRequest(url)).length),
    ),
    problems: [...new Set(results.filter((result) => result.page === page.name).flatMap((result) => result.problems))],
  };
}

const name: Column = { header: 'page' };
const figure = (header: string): Column => ({ header, align: 'right' });

/** Every table, the summary lines and the problems seen; `noJsRowsAfter` names the pages whose no-JS figures get a row of their own. */
export function formatReport(figures: readonly PageFigures[], noJsRowsAfter: readonly string[], runs: number): string {
  const out: string[] = [];
  const noJsName = (page: PageFigures): string => `${page.name}, no JS`;
  const withNoJs = <T>(row: (page: PageFigures) => T, noJsRow: (page: PageFigures) => T): T[] =>
    figures.flatMap((page) => (noJsRowsAfter.includes(page.name) ? [row(page), noJsRow(page)] : [row(page)]));

  out.push(
    formatTable(
      `Bytes and requests (first visit, cold cache; KB = 1,000 B; depth: HTML 0, entry 1; medians of ${runs})`,
      [name, figure('JS raw'), figure('JS br'), figure('CSS raw'), figure('CSS br'), figure('requests'), figure('depth JS+CSS'), figure('depth all')],
      withNoJs(
        (page) => [
          page.name,
          formatKb(page.jsRaw),
          formatKb(page.jsBrotli),
          formatKb(page.cssRaw),
          formatKb(page.cssBrotli),
          formatCount(page.requests),
          formatCount(page.depthCode),
          formatCount(page.depthAll),
        ],
        (page) => [
          noJsName(page),
          formatKb(page.noJs.jsRaw),
          formatKb(page.noJs.jsBrotli),
          formatKb(page.noJs.cssRaw),
          formatKb(page.noJs.cssBrotli),
          formatCount(page.noJs.requests),
          formatCount(page.noJs.depthCode),
          formatCount(page.noJs.depthAll),
        ],
      ),
    ),
  );

  /** A timing column: its header, a page's cell, and the cell of the page's no-JS row. */
  interface TimingColumn {
    readonly header: string;
    readonly noJsOnly?: boolean;
    cell(figures: ProfileFigures): string;
    noJsCell(figures: ProfileFigures): string;
  }
  const TIMING: readonly TimingColumn[] = [
    { header: 'interactive', cell: (p) => formatMs(p.interactive), noJsCell: () => MISSING },
    { header: 'settled', cell: (p) => formatMs(p.settled), noJsCell: () => MISSING },
    { header: 'FP', cell: (p) => formatMs(p.firstPaint), noJsCell: (p) => formatMs(p.noJsFirstPaint) },
    { header: 'no-JS FP', noJsOnly: true, cell: (p) => formatMs(p.noJsFirstPaint), noJsCell: (p) => formatMs(p.noJsFirstPaint) },
    { header: 'settled ÷ no-JS FP', noJsOnly: true, cell: (p) => formatRatio(p.settledOverNoJsFirstPaint), noJsCell: () => MISSING },
    { header: 'script', cell: (p) => formatMs(p.scriptMs), noJsCell: (p) => formatMs(p.noJsScriptMs) },
    { header: 'long tasks', cell: (p) => formatCount(p.longTasks), noJsCell: (p) => formatCount(p.noJsLongTasks) },
    { header: 'longest', cell: (p) => formatMs(p.longestTask), noJsCell: (p) => formatMs(p.noJsLongestTask) },
    { header: 'TBT', cell: (p) => formatMs(p.totalBlockingTime), noJsCell: (p) => formatMs(p.noJsTotalBlockingTime) },
    { header: 'runtime tasks', cell: (p) => formatCount(p.runtimeLongTasks), noJsCell: () => MISSING },
    { header: 'runtime longest', cell: (p) => formatMs(p.runtimeLongestTask), noJsCell: () => MISSING },
    { header: 'runtime TBT', cell: (p) => formatMs(p.runtimeTotalBlockingTime), noJsCell: () => MISSING },
    { header: 'runtime in LoAF', cell: (p) => formatMs(p.runtimeLongFrameScript), noJsCell: () => MISSING },
    {
      header: 'loads without',
      cell: (p) => (p.runtimeCleanLoads ? `${p.runtimeCleanLoads.clean}/${p.runtimeCleanLoads.loads}` : MISSING),
      noJsCell: () => MISSING,
    },
    { header: 'no-JS TBT', noJsOnly: true, cell: (p) => formatMs(p.noJsTotalBlockingTime), noJsCell: (p) => formatMs(p.noJsTotalBlockingTime) },
    { header: 'CLS', cell: (p) => formatCls(p.cls), noJsCell: (p) => formatCls(p.noJsCls) },
  ];
  const timing = (profile: Profile, title: string): string => {
    const columns = TIMING.filter((column) => PROFILE_LOADS[profile].includes('nojs') || !column.noJsOnly);
    const rows = PROFILE_LOADS[profile].includes('nojs')
      ? withNoJs(
          (page) => [page.name, ...columns.map((column) => column.cell(page.profiles[profile]))],
          (page) => [noJsName(page), ...columns.map((column) => column.noJsCell(page.profiles[profile]))],
        )
      : figures.map((page) => [page.name, ...columns.map((column) => column.cell(page.profiles[profile]))]);
    return formatTable(
      `${title} (ms from navigation start; medians of ${runs}; script: all the script the page ran until the load ended, the bench's probe ` +
        `included (alone in a row without JS); TBT = Σ(long task − 50 ms) until the load ends; runtime: the long tasks its scripts ran in; ` +
        'runtime in LoAF: its script inside frames over 50 ms, and the loads with none)',
      [name, ...columns.map((column) => figure(column.header))],
      rows,
    );
  };
  out.push(timing('cpu4', 'At 4x CPU, network unthrottled'));
  out.push(timing('slow4g', 'At 4x CPU and Slow 4G (562.5 ms latency, 180,000 B/s down), each page beside itself without the runtime'));

  out.push(
    [
      "The runtime's script inside frames over 50 ms at 4x CPU, unthrottled, by chunk (an alternative: its bundle), in the load with the most (issue 37: none):",
      ...figures.map((page) => `  ${page.name}: ${longFrameScripts(page.profiles.cpu4.runtimeLongFrameWorst)}`),
    ].join('\n'),
  );

  const clicks = figures.filter((page) => page.click);
  if (clicks.length > 0) {
    out.push(
      formatTable(
        `Click to next paint at 4x CPU (Event Timing, durationThreshold 16; medians of ${runs})`,
        [name, { header: 'interaction' }, figure('ms'), { header: 'measured by' }],
        clicks.map((page) => [page.name, page.click?.what ?? '', formatMs(page.click?.ms), page.click?.sources.join(', ') ?? '']),
      ),
    );
  }

  out.push(
    formatTable(
      'Interactive signal per page (settled: window.SiteRuntime.settled(); a page without the runtime: its signal)',
      [name, { header: 'signal' }],
      figures.map((page) => [page.name, page.signal]),
    ),
  );

  out.push(
    [
      "Summary (script brotli, JS+CSS depth, settled ÷ no-JS first paint at 4x CPU + Slow 4G, TBT and the runtime's long tasks at 4x CPU):",
      ...figures.map(summaryLine),
    ].join('\n'),
  );

  out.push(
    `Requests to another origin or an embedded player before any click, the most of one load (target 0; the video block's facade):\n  ${figures
      .map((page) => `${page.name} ${page.embedRequests}`)
      .join(', ')}`,
  );

  const problems = figures.flatMap((page) => page.problems.map((problem) => `  ${page.name}: ${problem}`));
  if (problems.length > 0) out.push(['Problems seen (figures of those runs may be missing):', ...problems].join('\n'));
  return out.join('\n\n');
}

/** `every-page 51 ms, accordion 12 ms`, the most first; `none` for a load without any. */
export function longFrameScripts(byChunk: Readonly<Record<string, number>> | undefined): string {
  const rows = Object.entries(byChunk ?? {}).sort(([, a], [, b]) => b - a);
  return rows.length === 0 ? 'none' : rows.map(([chunk, ms]) => `${chunk} ${formatMs(ms)} ms`).join(', ');
}

export function summaryLine(page: PageFigures): string {
  return `  ${page.name}: ${formatKb(page.jsBrotli)} KB brotli, depth ${formatCount(page.depthCode)}, settled ÷ no-JS FP ${formatRatio(
    page.profiles.slow4g.settledOverNoJsFirstPaint,
  )}, TBT ${formatMs(page.profiles.cpu4.totalBlockingTime)} ms at 4x, runtime tasks > 50 ms: ${formatCount(page.profiles.cpu4.runtimeLongTasks)}`;
}
