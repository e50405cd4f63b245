/**
 * What runs in the page before its own scripts (Playwright's addInitScript): performance observers, the
 * page's "interactive" signal, and the moment `window.SiteRuntime.settled()` resolves. It reads only
 * public markers: the global API, the blocks' markup, and the listeners a block adds.
 */

import type { Signal } from '../../src/kit/bench-facts.ts';

export interface ProbeConfig {
  readonly signals: readonly Signal[];
  /** Watch `window.SiteRuntime.settled()` (pages with the runtime). */
  readonly runtime: boolean;
}

interface ProbeEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly interactionId: number;
}

/** What the probe has seen so far; times are performance.now() (from navigation start). */
export interface ProbeState {
  interactiveAt?: number;
  settledAt?: number;
  firstPaint?: number;
  settleError?: string;
  readonly longTasks: { startTime: number; duration: number }[];
  /** The scripts of every Long Animation Frame (each over 5 ms): which file ran, when and for how long. */
  readonly scripts: { startTime: number; duration: number; sourceURL: string; invoker: string; forcedStyleAndLayoutDuration: number }[];
  layoutShift: number;
  readonly events: ProbeEntry[];
  /** After a click: the rAF + setTimeout after it, from the event's timestamp (the fallback when Event Timing reports nothing). */
  clickToFrame?: number;
  /** Resolves once painted, settled and interactive (as far as the page has them), or after `timeoutMs`. */
  whenDone(timeoutMs: number): Promise<void>;
}

declare global {
  interface Window {
    __bench?: ProbeState;
  }
}

/**
 * tsx (esbuild with keepNames) wraps named functions in `__name(…)`, which the page does not have;
 * this init script, added first, gives it one, for the probe and for page.evaluate callbacks alike.
 */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Serialized into the page by Playwright: it must use nothing from outside its own body. */
export function installProbe(config: ProbeConfig): void {
  const waiting: (() => void)[] = [];
  const notify = (): void => {
    if (isDone()) for (const resolve of waiting.splice(0)) resolve();
  };
  const isDone = (): boolean =>
    state.firstPaint !== undefined &&
    (!config.runtime || state.settledAt !== undefined || state.settleError !== undefined) &&
    (config.signals.length === 0 || state.interactiveAt !== undefined);
  const state: ProbeState = {
    longTasks: [],
    scripts: [],
    layoutShift: 0,
    events: [],
    whenDone: (timeoutMs) =>
      isDone()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push(resolve);
            setTimeout(resolve, timeoutMs);
          }),
  };
  window.__bench = state;

  const observe = (type: string, record: (entry: PerformanceEntry) => void, options: Record<string, unknown> = {}): void => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser lacks: its figure stays empty.
    }
  };
  observe('paint', (entry) => {
    // first-paint, or first-contentful-paint where a paint has no separate first-paint entry.
    if (state.firstPaint === undefined || entry.name === 'first-paint') state.firstPaint = entry.startTime;
    notify();
  });
  observe('longtask', (entry) => state.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
  // Long tasks name no script; the frames' script entries say whose code a long task ran (blocking.ts attributeTasks).
  observe('long-animation-frame', (entry) => {
    const frame = entry as PerformanceEntry & {
      scripts?: { startTime: number; duration: number; sourceURL: string; invoker: string; forcedStyleAndLayoutDuration: number }[];
    };
    for (const script of frame.scripts ?? [])
      state.scripts.push({
        startTime: script.startTime,
        duration: script.duration,
        sourceURL: script.sourceURL,
        invoker: script.invoker,
        forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
      });
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) state.layoutShift += shift.value;
  });
  observe(
    'event',
    (entry) => {
      const event = entry as PerformanceEntry & { interactionId?: number };
      state.events.push({ name: event.name, startTime: event.startTime, duration: event.duration, interactionId: event.interactionId ?? 0 });
    },
    { durationThreshold: 16 },
  );

  const interactive = (): void => {
    if (state.interactiveAt !== undefined) return;
    state.interactiveAt = performance.now();
    notify();
  };

  const present = config.signals.filter((signal) => signal.kind === 'present');
  const attributes = config.signals.filter((signal) => signal.kind === 'attribute');
  if (present.length > 0 || attributes.length > 0) {
    // Only what changed is looked at, never the whole document per batch: while the parser inserts a
    // large page node by node, a query of the document each time would be the probe's own long task.
    const shows = (element: Element): boolean =>
      present.some((signal) => element.matches(signal.selector) && (signal.text === undefined || element.textContent?.trim() === signal.text));
    const showsWithin = (element: Element): boolean => shows(element) || present.some((signal) => [...element.querySelectorAll(signal.selector)].some(shows));
    const appeared = (record: MutationRecord): boolean =>
      record.type === 'attributes'
        ? record.target instanceof Element && showsWithin(record.target)
        : [...record.addedNodes].some((node) => (node instanceof Element ? showsWithin(node) : record.target instanceof Element && shows(record.target)));
    const observer = new MutationObserver((records) => {
      const changed = records.some(
        (record) =>
          record.type === 'attributes' &&
          record.target instanceof Element &&
          attributes.some((signal) => signal.attribute === record.attributeName && (record.target as Element).matches(signal.selector)),
      );
      if (changed || (present.length > 0 && records.some(appeared))) {
        interactive();
        observer.disconnect();
      }
    });
    // From the end of parsing: module and deferred scripts run only then, so no signal can come
    // earlier, and the parser's own insertions never reach the observer (they would be the probe's
    // long tasks on a large page, counted in its TBT and not in the page's without the runtime).
    const watch = (): void => {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', watch);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    };
    document.addEventListener('readystatechange', watch);
    watch();
  }

  const listeners = config.signals.filter((signal) => signal.kind === 'listener');
  if (listeners.length > 0) {
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      add.apply(this, args);
      if (this instanceof Element && listeners.some((signal) => (signal.type === '*' || signal.type === args[0]) && (this as Element).matches(signal.selector)))
        interactive();
    };
  }

  if (config.runtime) {
    // The runtime assigns window.SiteRuntime once; an accessor sees the assignment, and a poll covers a
    // runtime that defines the property instead (replacing the accessor).
    let api: unknown;
    let hooked = false;
    const hook = (candidate: unknown): void => {
      const settled = (candidate as { settled?: () => Promise<unknown> } | undefined)?.settled;
      if (hooked || typeof settled !== 'function') return;
      hooked = true;
      settled.call(candidate).then(
        () => {
          state.settledAt = performance.now();
          notify();
        },
        (error: unknown) => {
          state.settleError = String(error);
          notify();
        },
      );
    };
    Object.defineProperty(window, 'SiteRuntime', {
      configurable: true,
      enumerable: true,
      get: () => api,
      set: (value: unknown) => {
        api = value;
        hook(value);
      },
    });
    const poll = (): void => {
      hook((window as unknown as { SiteRuntime?: unknown }).SiteRuntime);
      if (!hooked) setTimeout(poll, 50);
    };
    setTimeout(poll, 50);
  }

  window.addEventListener(
    'click',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => {
          state.clickToFrame = performance.now() - start;
        }),
      );
    },
    { capture: true },
  );
}
