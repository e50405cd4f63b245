import type { PageContext } from '../../kit/define.ts';
import { RUM_TTI_QUIET_MS, RUM_VERSION } from './constants.ts';
import * as F from './fields.ts';
import type { RumSettings } from './settings-schema.ts';

/** How the batch left (GMM §3.4 "deliveryType: beacon or xhr"). */
export type DeliveryType = 'beacon' | 'xhr';

/**
 * What the browser can measure (chosen here, docs/markup.md "Performance collection"): 2 every metric
 * of the record (paint, largest-contentful-paint, layout-shift, event and navigation entries), 1
 * Navigation Timing and paint only (FCP, TTFB and the timings; the rest null), 0 neither.
 */
export type SupportLevel = 0 | 1 | 2;

export function supportLevel(types: readonly string[]): SupportLevel {
  const has = (...names: string[]): boolean => names.every((name) => types.includes(name));
  if (!has('navigation', 'paint')) return 0;
  return has('largest-contentful-paint', 'layout-shift', 'event', 'first-input') ? 2 : 1;
}

/** The Navigation Timing fields of the record (ms from the navigation's start; sizes in bytes). */
export function navigationMetrics(entry: PerformanceNavigationTiming | undefined) {
  if (!entry) return {};
  return {
    [F.decodedBodySize]: entry.decodedBodySize,
    [F.encodedBodySize]: entry.encodedBodySize,
    [F.domainLookup]: entry.domainLookupEnd - entry.domainLookupStart,
    [F.tcpConnection]: entry.connectEnd - entry.connectStart,
    // 0 when the connection was not secure (or reused): secureConnectionStart is 0 then.
    [F.tlsConnection]: entry.secureConnectionStart > 0 ? entry.connectEnd - entry.secureConnectionStart : 0,
    [F.domContentLoadedEventStart]: entry.domContentLoadedEventStart,
    [F.domContentLoadedEventEnd]: entry.domContentLoadedEventEnd,
    [F.loadEventStart]: entry.loadEventStart,
    [F.loadEventEnd]: entry.loadEventEnd,
  };
}

/**
 * The page's visibility when its DOMContentLoaded began, from the browser's own 'visibility-state'
 * entries (the collector starts after the load, too late to see it): the last change at or before
 * it. null where the browser keeps no such entries.
 */
export function visibilityStateOnDCL(entries: readonly PerformanceEntry[], dclStart: number | undefined): string | null {
  if (!entries.length || dclStart === undefined) return null;
  return entries.filter((entry) => entry.startTime <= dclStart).at(-1)?.name ?? entries[0]!.name;
}

/** A long task: when it started and how long it took. */
export interface Task {
  readonly startTime: number;
  readonly duration: number;
}

/**
 * Time to interactive (docs/markup.md "Performance collection"): FID's and TTI's lab definitions are not
 * in web-vitals any more, so it is measured from the browser's long tasks (those it buffers, and those
 * seen after the collector starts), as Lighthouse's TTI without its network rule: the end of the
 * last long task before the first RUM_TTI_QUIET_MS without one after FCP, not before DOMContentLoaded
 * ended. null until such a window has been seen (`now`), or without FCP.
 */
export function timeToInteractive(fcp: number | null, dclEnd: number, tasks: readonly Task[], now: number): number | null {
  if (fcp === null) return null;
  let interactive = fcp;
  for (const task of [...tasks].sort((a, b) => a.startTime - b.startTime)) {
    const end = task.startTime + task.duration;
    if (end <= interactive) continue;
    if (task.startTime - interactive >= RUM_TTI_QUIET_MS) break;
    interactive = end;
  }
  return now - interactive >= RUM_TTI_QUIET_MS ? Math.max(interactive, dclEnd) : null;
}

/**
 * INP's attribution, in web-vitals' names (web-vitals/attribution would add some 2 KB brotli, for long-animation-frame detail
 * the record does not carry): the three parts of the interaction's latency and what it was on, as it
 * names them. `entries` are those web-vitals gives with the value (the interaction's longest, often
 * its pointerup alone); its processing is that of every event the browser handled for the same frame
 * (`events`: the event entries seen, the click's among them), as web-vitals/attribution groups them.
 */
export function inpAttribution(entries: readonly PerformanceEventTiming[], events: readonly PerformanceEventTiming[] = []) {
  const first = entries[0];
  if (!first) return null;
  const paint = first.startTime + first.duration;
  // Durations are rounded to 8 ms: the same frame's events end within 8 ms of each other.
  const frame = [...entries, ...events.filter((entry) => entry.startTime >= first.startTime && Math.abs(entry.startTime + entry.duration - paint) <= 8)];
  const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
  const target = frame.find((entry) => entry.target)?.target;
  return {
    [F.interactionTarget]: target ? describeElement(target) : '',
    [F.interactionType]: first.name.startsWith('key') ? 'keyboard' : 'pointer',
    [F.interactionTime]: first.startTime,
    [F.inputDelay]: processingStart - first.startTime,
    [F.processingDuration]: processingEnd - processingStart,
    [F.presentationDelay]: Math.max(paint - processingEnd, 0),
  };
}

/** `button#send.primary`: enough to find the element again, never its text. */
function describeElement(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName.toLowerCase();
  const classes = [...node.classList].map((name) => `.${name}`).join('');
  return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
}

/** What the page-speed record reads from the browser besides the metrics. */
export interface Environment {
  readonly location: Pick<Location, 'hostname' | 'pathname' | 'hash'>;
  readonly navigator: Navigator;
  readonly screen: Pick<Screen, 'height' | 'width'>;
  readonly devicePixelRatio: number;
  readonly innerHeight: number;
  readonly innerWidth: number;
  readonly inFrame: boolean;
  readonly visibilityStateOnDCL: string | null;
  readonly supportLevel: SupportLevel;
}

/** NetworkInformation and deviceMemory are Chromium's only; elsewhere the record has null. */
interface ChromiumNavigator {
  connection?: { downlink?: number; effectiveType?: string; rtt?: number; saveData?: boolean };
  deviceMemory?: number;
}

/**
 * The page-speed record (GMM §3.4) in short keys (fields.ts), every field as the spec lists it;
 * deliveryType is set when it leaves. `metrics`: every metric, null where not measured.
 */
export function pageSpeedRecord(page: PageContext, settings: RumSettings, analyticsId: string, environment: Environment, metrics: Record<string, unknown>) {
  const { connection, deviceMemory } = environment.navigator as Navigator & ChromiumNavigator;
  const memberId = page.memberAccount?.id ?? null;
  return {
    [F.analyticsId]: analyticsId,
    [F.marketingId]: settings.marketingId,
    [F.memberId]: memberId,
    [F.hostname]: environment.location.hostname,
    [F.pathname]: environment.location.pathname,
    [F.hash]: environment.location.hash,
    [F.version]: RUM_VERSION,
    [F.deliveryType]: null as DeliveryType | null,
    [F.connection]: connection
      ? {
          [F.downlink]: connection.downlink ?? null,
          [F.effectiveType]: connection.effectiveType ?? null,
          [F.rtt]: connection.rtt ?? null,
          [F.saveData]: connection.saveData ?? null,
        }
      : null,
    [F.display]: {
      [F.devicePixelRatio]: environment.devicePixelRatio,
      [F.screenHeight]: environment.screen.height,
      [F.screenWidth]: environment.screen.width,
      [F.viewportHeight]: environment.innerHeight,
      [F.viewportWidth]: environment.innerWidth,
    },
    [F.hardware]: { [F.deviceMemory]: deviceMemory ?? null, [F.hardwareConcurrency]: environment.navigator.hardwareConcurrency ?? null },
    [F.visibilityStateOnDCL]: environment.visibilityStateOnDCL,
    [F.supportLevel]: environment.supportLevel,
    [F.context]: {
      // GMM §6: "Performance records carry the authenticated account id when present."
      [F.accountId]: page.authenticatedAccount?.id || null,
      [F.ampEnabled]: settings.ampEnabled,
      [F.authenticUrl]: settings.authenticUrl,
      [F.cloneable]: page.website.cloneable,
      [F.collectionType]: page.collection?.type ?? null,
      [F.createdOn]: settings.createdOn,
      [F.developerMode]: page.website.developerMode,
      [F.impersonatedSession]: settings.impersonatedSession,
      [F.inFrame]: environment.inFrame,
      [F.isHstsEnabled]: settings.isHstsEnabled,
      [F.isInternal]: settings.isInternal,
      [F.language]: page.website.language,
      [F.memberId]: memberId,
      [F.pageType]: page.pageType,
      [F.platform]: settings.platform,
      [F.templateId]: page.website.templateId,
      [F.timeZone]: settings.timeZone,
      [F.websiteId]: page.website.id,
      [F.websiteType]: page.website.websiteType,
    },
    [F.metrics]: metrics,
  };
}
