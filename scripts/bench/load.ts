import type { Browser, CDPSession } from '@playwright/test';
import { attributeTasks, interactionDuration, isOwnScript, longestTask, ownScriptInLongFrames, ownTasks, totalBlockingTime } from './blocking.ts';
import type { Cdn } from './cdn.ts';
import { NO_JS_COOKIE, NO_JS_VALUE } from './cdn.ts';
import { chainSteps, deepestChain, initiatorUrls, type Initiator, type RequestNode } from './chain.ts';
import type { BenchPage } from './pages.ts';
import { installProbe, NAME_HELPER, type ProbeConfig, type ProbeState } from './probe.ts';

/** One page load in a fresh browser context (cold cache, no cookies: a first visit). */

export type Profile = 'cpu4' | 'slow4g';
export type Variant = 'js' | 'nojs';

/**
 * What each run loads per page. Unthrottled (at 4x CPU): bytes, requests, depth, blocking time and the
 * clicks. On Slow 4G (at 4x CPU too): the times, beside the page without the runtime, whose first paint
 * the settled time is divided by. The page without the runtime is not loaded unthrottled: it would only
 * add a ratio nobody reads and a minute to the run.
 */
export const PROFILE_LOADS: Readonly<Record<Profile, readonly Variant[]>> = { cpu4: ['js'], slow4g: ['js', 'nojs'] };

export const CPU_SLOWDOWN = 4;

/**
 * DevTools' "Slow 4G" preset, as its network panel sends it: ChromeDevTools/devtools-frontend,
 * front_end/core/sdk/NetworkManager.ts, `Slow4GConditions` = download 1.6 * 1000 * 1000 / 8 * .9 B/s,
 * upload 750 * 1000 / 8 * .9 B/s, latency 150 * 3.75 ms (its NetworkManager.test.ts expects exactly
 * this Network.emulateNetworkConditions call).
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
  connectionType: 'cellular4g',
} as const;

/** The viewport e2e/blocks.spec.ts uses: narrow enough for the mobile info bar, wide enough for the rest. */
export const VIEWPORT = { width: 800, height: 900 } as const;

/**
 * How long the first paint, settled() and the signal may take. Then, unthrottled, the network must stay
 * idle for 300 ms (up to 2 s): what the page does after settling (census, beacons) counts in its
 * requests and blocking time. On Slow 4G each of those takes over half a second, so the load ends
 * 300 ms after settling (its bytes and requests are the unthrottled load's). A page without its
 * scripts ends at its first paint, all it is compared by.
 */
const SETTLE_TIMEOUT_MS = 30_000;
const QUIET_MS = 300;
const QUIET_CAP_MS = 2_000;
const SLOW_4G_TAIL_MS = 300;
const CLICK_WAIT_MS = 1_500;

interface RequestRecord {
  readonly url: string;
  readonly mimeType: string;
  readonly protocol: string;
  readonly depth: number;
  readonly raw: number;
  readonly encoded: number;
}

export interface LoadResult {
  readonly page: string;
  readonly profile: Profile;
  readonly variant: Variant;
  readonly jsRaw: number;
  readonly jsBrotli: number;
  readonly cssRaw: number;
  readonly cssBrotli: number;
  /** Requests after the HTML. */
  readonly requests: number;
  /** The deepest chain of script and stylesheet requests, and of any request (HTML = 0). */
  readonly depthCode: number;
  readonly depthAll: number;
  readonly chain: readonly string[];
  readonly firstPaint?: number;
  readonly firstContentfulPaint?: number;
  readonly interactive?: number;
  readonly settled?: number;
  readonly longTasks: number;
  readonly longestTask: number;
  readonly totalBlockingTime: number;
  /** The long tasks the runtime's own scripts (an alternative's bundle) ran in: count, longest, blocking time. */
  readonly ownLongTasks: number;
  readonly ownLongestTask: number;
  readonly ownTotalBlockingTime: number;
  /** The runtime's (an alternative's bundle's) script time inside frames over 50 ms, in all and by chunk (a file the build does not name: its path). */
  readonly ownLongFrameScript: { readonly ms: number; readonly byChunk: Readonly<Record<string, number>> };
  /**
   * All the script the page's renderer ran until the load ended (CDP's ScriptDuration, at 4x CPU): the runtime's
   * (an alternative's bundle's) and the bench's own probe, which alone is the no-JS load's figure.
   */
  readonly scriptMs: number;
  /** Every long task with the scripts that ran in it (paths without the origin): the evidence behind the figures. */
  readonly longTaskList: readonly LongTaskRecord[];
  readonly cls: number;
  readonly click?: { readonly ms?: number; readonly source: 'event timing' | 'rAF fallback' | 'none' };
  readonly problems: readonly string[];
  /** How long the load took the bench, context to close (not a page figure). */
  readonly wallMs: number;
  readonly requestList: readonly RequestRecord[];
}

interface LongTaskRecord {
  readonly startTime: number;
  readonly duration: number;
  /** Whether code under test ran in it. */
  readonly own: boolean;
  readonly scripts: readonly { readonly file: string; readonly invoker: string; readonly duration: number; readonly forcedStyleAndLayout: number }[];
}

interface Sent {
  readonly id: string;
  readonly url: string;
  readonly initiator: Initiator;
}

/**
 * The previous load's context, still closing: the next load sets its own up meanwhile and waits for the
 * close only before navigating, so no closing renderer competes with a measured page.
 */
let closing: Promise<void> = Promise.resolve();

/** Resolves once the last load's context is closed. */
export function loadsClosed(): Promise<void> {
  return closing;
}

export async function loadPage(browser: Browser, cdn: Cdn, page: BenchPage, profile: Profile, variant: Variant, withClick: boolean): Promise<LoadResult> {
  const started = Date.now();
  const context = await browser.newContext({ viewport: VIEWPORT, ignoreHTTPSErrors: true });
  // BENCH_DEBUG=1 prints how long each phase of a load took the bench.
  const phases: string[] = [];
  const phase = (name: string): void => void phases.push(`${name} ${Date.now() - started}`);
  try {
    if (variant === 'nojs') await context.addCookies([{ name: NO_JS_COOKIE, value: NO_JS_VALUE, url: cdn.origin }]);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const network = trackNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profile === 'slow4g') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const config: ProbeConfig = variant === 'js' ? { signals: page.signals, runtime: page.runtime } : { signals: [], runtime: false };
    await tab.addInitScript({ content: NAME_HELPER });
    await tab.addInitScript(installProbe, config);

    const problems: string[] = [];
    const documentUrl = cdn.origin + page.path;
    await closing;
    phase('setup');
    const response = await tab.goto(documentUrl, { waitUntil: 'commit', timeout: 60_000 });
    phase('commit');
    if (!response?.ok()) problems.push(`${page.path} answered ${response?.status()}`);
    // At commit the new document may not have its script context yet: ask until the probe answers.
    for (let tries = 0; !(await tab.evaluate((timeout) => window.__bench?.whenDone(timeout).then(() => true), SETTLE_TIMEOUT_MS)); tries += 1) {
      if (tries === 100) throw new Error(`${page.path}: the probe never started`);
      await tab.waitForTimeout(20);
    }
    phase('settled');
    if (variant === 'js' && profile === 'cpu4') await network.quiet(QUIET_MS, QUIET_CAP_MS);
    else if (variant === 'js') await tab.waitForTimeout(SLOW_4G_TAIL_MS);
    phase('quiet');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = 1000 * (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0);

    const seen = await tab.evaluate(() => {
      const state = window.__bench as ProbeState;
      const paint = (name: string): number | undefined => performance.getEntriesByName(name, 'paint')[0]?.startTime;
      // Everything the probe holds is copied: the objects in the page are not serializable as they are.
      return {
        interactiveAt: state.interactiveAt,
        settledAt: state.settledAt,
        settleError: state.settleError,
        longTasks: [...state.longTasks],
        scripts: [...state.scripts],
        layoutShift: state.layoutShift,
        firstPaint: paint('first-paint'),
        firstContentfulPaint: paint('first-contentful-paint'),
      };
    });
    if (variant === 'js' && page.runtime && seen.settledAt === undefined) problems.push(seen.settleError ?? 'settled() did not resolve');
    if (variant === 'js' && page.signals.length > 0 && seen.interactiveAt === undefined) problems.push('the interactive signal never came');

    const click = withClick && page.click ? await clickToNextPaint(tab, page.click) : undefined;
    phase('click');
    if (process.env['BENCH_DEBUG']) process.stderr.write(`  ${page.name} ${profile} ${variant}: ${phases.join(', ')}\n`);

    const sent = network.sent.filter((request) => request.url.startsWith('http'));
    const nodes: RequestNode[] = sent.map((request) => ({ url: request.url, initiators: initiatorUrls(request.initiator) }));
    const steps = chainSteps(documentUrl, nodes);
    const requestList = steps.map((step): RequestRecord => {
      const info = network.responses.get(step.url);
      const size = cdn.sizes.get(step.url);
      return {
        url: step.url,
        mimeType: info?.mimeType ?? '',
        protocol: info?.protocol ?? '',
        depth: step.depth,
        raw: size?.raw ?? 0,
        encoded: size?.encoded ?? 0,
      };
    });
    const isCode = (url: string): boolean => /javascript|css/.test(network.responses.get(url)?.mimeType ?? '');
    for (const request of requestList) {
      if (request.url.startsWith(cdn.origin) && request.protocol !== '' && request.protocol !== 'h2')
        problems.push(`${request.url} came over ${request.protocol}`);
    }
    const sum = (pattern: RegExp, field: 'raw' | 'encoded'): number =>
      requestList.filter((request) => pattern.test(request.mimeType)).reduce((total, request) => total + request[field], 0);
    const codeChain = deepestChain(steps, isCode);
    const own = (url: string): boolean => isOwnScript(url, cdn.origin);
    const tasks = attributeTasks(seen.longTasks, seen.scripts);
    const owned = ownTasks(tasks, own);
    const pathOf = (url: string): string => url.replace(cdn.origin, '').split('?')[0] ?? '';
    const ownLongFrameScript = ownScriptInLongFrames(seen.scripts, own, (url) => cdn.chunkOf(pathOf(url)) ?? pathOf(url));
    return {
      page: page.name,
      profile,
      variant,
      jsRaw: sum(/javascript/, 'raw'),
      jsBrotli: sum(/javascript/, 'encoded'),
      cssRaw: sum(/css/, 'raw'),
      cssBrotli: sum(/css/, 'encoded'),
      requests: sent.filter((request) => request.url !== documentUrl).length,
      depthCode: codeChain.length,
      depthAll: deepestChain(steps).length,
      chain: codeChain.map((url) => url.replace(cdn.origin, '')),
      ...(seen.firstPaint !== undefined && { firstPaint: seen.firstPaint }),
      ...(seen.firstContentfulPaint !== undefined && { firstContentfulPaint: seen.firstContentfulPaint }),
      ...(seen.interactiveAt !== undefined && { interactive: seen.interactiveAt }),
      ...(seen.settledAt !== undefined && { settled: seen.settledAt }),
      longTasks: seen.longTasks.length,
      longestTask: longestTask(seen.longTasks),
      totalBlockingTime: totalBlockingTime(seen.longTasks),
      ownLongTasks: owned.length,
      ownLongestTask: longestTask(owned),
      ownTotalBlockingTime: totalBlockingTime(owned),
      ownLongFrameScript,
      scriptMs,
      longTaskList: tasks.map((task) => ({
        startTime: Math.round(task.startTime),
        duration: Math.round(task.duration),
        own: owned.includes(task),
        scripts: task.scripts.map((script) => ({
          file: script.sourceURL.replace(cdn.origin, ''),
          // The block or feature whose code ran, so a regression points at a block, not a hash (issue 16).
          chunk: cdn.chunkOf(pathOf(script.sourceURL)) ?? null,
          invoker: script.invoker.replace(cdn.origin, ''),
          duration: Math.round(script.duration),
          forcedStyleAndLayout: Math.round(script.forcedStyleAndLayoutDuration),
        })),
      })),
      cls: seen.layoutShift,
      ...(click && { click }),
      problems,
      wallMs: Date.now() - started,
      requestList: requestList.map((request) => ({ ...request, url: request.url.replace(cdn.origin, '') })),
    };
  } finally {
    closing = context.close().catch(() => undefined);
  }
}

/**
 * Click, then the interaction's time to the next paint: Event Timing's figure (entries of 16 ms and
 * more), else the rAF + setTimeout after the click event (an interaction faster than 16 ms).
 */
async function clickToNextPaint(tab: import('@playwright/test').Page, click: NonNullable<BenchPage['click']>): Promise<NonNullable<LoadResult['click']>> {
  await tab.locator(click.selector).nth(click.nth).click();
  const deadline = Date.now() + CLICK_WAIT_MS;
  let reading = await readClick(tab);
  while (Date.now() < deadline && reading.fallback === undefined) {
    await tab.waitForTimeout(50);
    reading = await readClick(tab);
  }
  // Event Timing reports after the paint, the fallback just after it: give the entry a moment more.
  await tab.waitForTimeout(200);
  reading = await readClick(tab);
  const measured = interactionDuration(reading.events);
  if (measured !== undefined) return { ms: measured, source: 'event timing' };
  return reading.fallback === undefined ? { source: 'none' } : { ms: reading.fallback, source: 'rAF fallback' };
}

async function readClick(tab: import('@playwright/test').Page): Promise<{ events: ProbeState['events']; fallback?: number }> {
  return tab.evaluate(() => {
    const state = window.__bench as ProbeState;
    return { events: [...state.events], ...(state.clickToFrame !== undefined && { fallback: state.clickToFrame }) };
  });
}

/** The page's requests as CDP reports them, and a wait for the network to go idle. */
function trackNetwork(cdp: CDPSession) {
  const sent: Sent[] = [];
  const responses = new Map<string, { mimeType: string; protocol: string }>();
  const inFlight = new Set<string>();
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id; the chain follows the final URL.
    sent.push({ id: event.requestId, url: event.request.url, initiator: event.initiator as Initiator });
    inFlight.add(event.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (!responses.has(event.response.url)) responses.set(event.response.url, { mimeType: event.response.mimeType, protocol: event.response.protocol ?? '' });
  });
  const done = (event: { requestId: string }): void => {
    inFlight.delete(event.requestId);
    lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    sent,
    responses,
    async quiet(quietMs: number, capMs: number): Promise<void> {
      const cap = Date.now() + capMs;
      while (Date.now() < cap && (inFlight.size > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
