import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '../../platform/consent/consent.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { decodeEvents } from './short-keys.ts';
import type { PerformanceSettingsReply } from './settings-schema.ts';

/** The page's consent engine, counting its listeners: what the collector subscribes, it must release. */
function countedConsent(allowed: boolean): Consent & { listeners(): number } {
  const engine = consentStub(allowed);
  const listening = new Set<object>();
  return {
    ...engine,
    onChange(listener) {
      const off = engine.onChange(listener);
      const subscription = {};
      listening.add(subscription);
      return () => {
        listening.delete(subscription);
        off();
      };
    },
    listeners: () => listening.size,
  };
}

/** This test's consent engine, which every context it makes carries: tracking allowed unless the test says otherwise. */
let consent: ReturnType<typeof countedConsent>;

type Report = (metric: { value: number; entries: unknown[] }) => void;
const vitals: Record<string, Report> = {};
vi.mock('web-vitals', () => ({
  onCLS: (report: Report) => void (vitals['CLS'] = report),
  onLCP: (report: Report) => void (vitals['LCP'] = report),
  onFCP: (report: Report) => void (vitals['FCP'] = report),
  onINP: (report: Report) => void (vitals['INP'] = report),
}));

const ALL_ON = { 'rum-rollout': true, 'site-runtime-app-rollout': true, 'track-page-speed-rollout': true, 'track-user-timing-rollout': true };
const requestSettings = vi.fn(async (): Promise<PerformanceSettingsReply> => ({ pageLoadId: 'load-1', rolloutFlags: { ...ALL_ON } }));
vi.mock('./settings-request.ts', () => ({ requestSettings }));

const { start } = await import('./index.ts');

/** How a test settles a settings call it holds. */
interface Answer {
  resolve(reply: PerformanceSettingsReply): void;
  reject(error: Error): void;
}

const sendBeacon = vi.fn((_url: string, _body: string) => true);
/** The events of each beacon, decoded. */
const sent = () => sendBeacon.mock.calls.map(([, body]) => decodeEvents(JSON.parse(body)) as { name: string; data: Record<string, unknown> }[]);

/** Runs a start to its end: its set-up yields to the main thread (a timer under fake timers, which run it 1 ms on) between parts. */
async function started(start: unknown): Promise<void> {
  const starting = Promise.resolve(start);
  let done = false;
  void starting.then(() => (done = true));
  for (let turn = 0; !done && turn < 20; turn += 1) await vi.advanceTimersByTimeAsync(1);
  await starting;
}

/** Starts the collector as the page start does; resolves once it has its settings. */
async function collector(flags: Record<string, unknown> = {}) {
  requestSettings.mockResolvedValueOnce({ pageLoadId: 'load-1', rolloutFlags: { ...ALL_ON, ...flags } });
  const context = coreContext({ consent });
  await started(start(context, undefined));
  return context;
}

/** The page becomes hidden (a tab switch, or a navigation right after its pagehide). */
function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * The browser's PerformanceObserver as the collector uses it: `observe({ type, buffered })` hands over the
 * entries of that type made before, then each new one (`FakeObserver.add`), in a task of their own.
 */
class FakeObserver {
  static supportedEntryTypes = ['mark', 'measure', 'first-input', 'longtask', 'event'];
  static entries: PerformanceEntry[] = [];
  static observing = new Set<FakeObserver>();
  type = '';
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    this.type = type;
    FakeObserver.observing.add(this);
    const earlier = buffered ? FakeObserver.entries.filter((entry) => entry.entryType === type) : [];
    if (earlier.length) this.#deliver(earlier);
  }
  disconnect() {
    FakeObserver.observing.delete(this);
  }
  #deliver(entries: PerformanceEntry[]) {
    setTimeout(() => FakeObserver.observing.has(this) && this.callback({ getEntries: () => entries }));
  }
  static add(entry: Partial<PerformanceEntry>) {
    FakeObserver.entries.push(entry as PerformanceEntry);
    for (const observer of FakeObserver.observing) if (observer.type === entry.entryType) observer.#deliver([entry as PerformanceEntry]);
  }
}

const running: AbortController[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  consent = countedConsent(true);
  for (const name of Object.keys(vitals)) delete vitals[name];
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="rum-settings">{"marketingId":"mk-1","platform":"web"}</script>');
});
afterEach(() => {
  for (const controller of running.splice(0)) controller.abort();
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeObserver.entries = [];
  FakeObserver.observing.clear();
  performance.clearMarks();
  document.getElementById('rum-settings')?.remove();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the performance collector', () => {
  it('asks for nothing while tracking is not allowed, and starts when the visitor accepts on the page', async () => {
    consent = countedConsent(false);
    const context = coreContext({ consent });
    running.push(context.controller);
    const starting = start(context, undefined);
    await Promise.resolve();
    expect(requestSettings).not.toHaveBeenCalled();
    consent.choose(true);
    await started(starting);
    expect(requestSettings).toHaveBeenCalledTimes(1);
  });

  it('stopped while waiting for consent, it ends without asking anything', async () => {
    consent = countedConsent(false);
    const context = coreContext({ consent });
    const starting = start(context, undefined);
    context.controller.abort();
    await starting;
    consent.choose(true);
    expect(requestSettings).not.toHaveBeenCalled();
    expect(consent.listeners()).toBe(0);
  });

  it('sets itself up in tasks of its own, not in the task of the settings reply', async () => {
    const context = coreContext({ consent });
    running.push(context.controller);
    const starting = start(context, undefined);
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(requestSettings).toHaveBeenCalledOnce();
    expect(vitals).toEqual({});
    await started(starting);
    expect(Object.keys(vitals).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP']);
  });

  it('reports a failed settings call and then does nothing', async () => {
    const failure = new Error('Metric settings request timeout');
    requestSettings.mockRejectedValueOnce(failure);
    const context = coreContext({ consent });
    running.push(context.controller);
    await started(start(context, undefined));
    expect(context.report).toHaveBeenCalledExactlyOnceWith(failure);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['fails', (answer: Answer) => answer.reject(new Error('Metric settings request timeout'))],
    ['answers', (answer: Answer) => answer.resolve({ pageLoadId: 'load-1', rolloutFlags: { ...ALL_ON } })],
  ])('stopped while asking for its settings, it says nothing and starts nothing when the call %s', async (_, settle) => {
    let answer: Answer | undefined;
    requestSettings.mockImplementationOnce(() => new Promise((resolve, reject) => (answer = { resolve, reject })));
    const context = coreContext({ consent });
    const starting = start(context, undefined);
    await vi.advanceTimersByTimeAsync(1);
    context.controller.abort();
    settle(answer!);
    await started(starting);
    expect(context.report).not.toHaveBeenCalled();
    expect(vitals).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  // GMM §7's flags: one that is absent, false or not a boolean is off.
  it.each([
    ['rum-rollout', false],
    ['site-runtime-app-rollout', false],
    ['rum-rollout', 'yes'],
    ['site-runtime-app-rollout', undefined],
  ])('does nothing with %s %s', async (flag, value) => {
    running.push((await collector({ [flag]: value })).controller);
    performance.mark('rum-hero');
    vi.advanceTimersByTime(60_000);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends the page-speed record when the page is hidden, with the latest web vitals, wrapped with app, name, pageLoadId and timestamp', async () => {
    running.push((await collector({ 'track-user-timing-rollout': false })).controller);
    vitals['FCP']?.({ value: 300, entries: [] });
    vitals['LCP']?.({ value: 700, entries: [] });
    vitals['LCP']?.({ value: 800, entries: [] });
    vitals['CLS']?.({ value: 0.05, entries: [] });
    const click = { name: 'click', startTime: 1000, processingStart: 1010, processingEnd: 1050, duration: 120, target: null };
    vitals['INP']?.({ value: 120, entries: [click] });
    // Still visible at pagehide (a navigation hides the page just after): web-vitals' final values are still to come.
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    const [events] = sent();
    expect(events).toEqual([{ app: 'site-runtime', name: 'page-speed', pageLoadId: 'load-1', timestamp: Date.now(), data: expect.any(Object) }]);
    const data = events![0]!.data as { metrics: Record<string, unknown> } & Record<string, unknown>;
    expect(data).toMatchObject({ marketingId: 'mk-1', version: '4.0.7', deliveryType: 'beacon', context: { platform: 'web', inFrame: false } });
    expect(data.metrics).toMatchObject({
      firstContentfulPaint: 300,
      largestContentfulPaint: 800,
      cumulativeLayoutShift: 0.05,
      interactionToNextPaint: 120,
      inpAttribution: { interactionType: 'pointer', inputDelay: 10, processingDuration: 40, presentationDelay: 70 },
      firstInputDelay: null,
    });
    // Once: a later hide sends nothing more.
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('waits for the web vitals 60 s at most, then queues the record for the next flush', async () => {
    running.push((await collector({ 'track-user-timing-rollout': false })).controller);
    vi.advanceTimersByTime(59_999);
    // The 30 s flush found nothing to send.
    expect(sendBeacon).not.toHaveBeenCalled();
    vitals['LCP']?.({ value: 900, entries: [] });
    vi.advanceTimersByTime(1);
    vitals['LCP']?.({ value: 2000, entries: [] });
    expect(vi.getTimerCount()).toBe(0);
    dispatchEvent(new Event('beforeunload'));
    expect(sent()[0]?.[0]?.data).toMatchObject({ metrics: { largestContentfulPaint: 900, interactionToNextPaint: null } });
  });

  it('sends the rum- marks and measures on pagehide and before unload too', async () => {
    running.push((await collector({ 'track-page-speed-rollout': false })).controller);
    FakeObserver.add({ entryType: 'mark', name: 'rum-hero', startTime: 420, duration: 0 });
    await vi.advanceTimersByTimeAsync(0);
    // Pending in the throttle: the flush runs it first.
    dispatchEvent(new Event('pagehide'));
    expect(sent().map((events) => events.map((event) => event.data['name']))).toEqual([['rum-hero']]);
    dispatchEvent(new Event('beforeunload'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('queues the rum- marks and measures and sends them 30 s after the load', async () => {
    // Marked before the collector started: the observer hands them over buffered.
    FakeObserver.add({ entryType: 'mark', name: 'rum-hero', startTime: 420, duration: 0, detail: { slide: 1 } } as Partial<PerformanceMark>);
    FakeObserver.add({ entryType: 'mark', name: 'analytics-start', startTime: 10, duration: 0 });
    running.push((await collector({ 'track-page-speed-rollout': false })).controller);
    vi.advanceTimersByTime(30_000);
    expect(sent()).toEqual([
      [
        {
          app: 'site-runtime',
          name: 'user-timing',
          pageLoadId: 'load-1',
          timestamp: expect.any(Number),
          data: { name: 'rum-hero', duration: 0, startTime: 420, startMarkDetail: '{"slide":1}', endMarkDetail: null, measureDetail: null },
        },
      ],
    ]);
  });

  it('drops what waits when the visitor refuses tracking meanwhile', async () => {
    running.push((await collector()).controller);
    consent.choose(false);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('stops with its starter: no timer, no observer, no listener, nothing sent', async () => {
    const context = await collector();
    expect(FakeObserver.observing.size).toBe(5);
    context.controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeObserver.observing.size).toBe(0);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
