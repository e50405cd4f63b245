import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { withNames } from './short-keys.ts';
import { inpAttribution, navigationMetrics, pageSpeedRecord, supportLevel, timeToInteractive, visibilityStateOnDCL, type Environment } from './record.ts';

const task = (startTime: number, duration: number) => ({ startTime, duration });

describe('the page-speed record', () => {
  it('has every field GMM §3.4 lists, the context from the page context and rum-settings', () => {
    const page = parsePageContext(
      JSON.stringify({
        website: { id: 'w1', websiteType: 4, developerMode: true, cloneable: false, templateId: 't1', language: 'pt-BR' },
        authenticatedAccount: { id: 'acc' },
        memberAccount: { id: 'mem' },
        collection: { id: 'c', fullUrl: '/blog', type: 1 },
        pageType: 50,
      }),
    ).context;
    const environment: Environment = {
      location: { hostname: 'loja.example', pathname: '/blog', hash: '#x' },
      navigator: {
        hardwareConcurrency: 8,
        deviceMemory: 4,
        connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      } as unknown as Navigator,
      screen: { height: 900, width: 1600 },
      devicePixelRatio: 2,
      innerHeight: 800,
      innerWidth: 1200,
      inFrame: false,
      visibilityStateOnDCL: 'visible',
      supportLevel: 2,
    };
    const settings = {
      marketingId: 'mk',
      cookieDomain: '',
      ampEnabled: false,
      authenticUrl: 'https://loja.example/blog',
      createdOn: 1_600_000_000_000,
      impersonatedSession: false,
      isHstsEnabled: true,
      isInternal: false,
      platform: 'web',
      timeZone: 'America/Sao_Paulo',
    };
    const record = pageSpeedRecord(page, settings, 'aid', environment, { cumulativeLayoutShift: 0 });
    expect(withNames(record)).toEqual({
      analyticsId: 'aid',
      marketingId: 'mk',
      memberId: 'mem',
      hostname: 'loja.example',
      pathname: '/blog',
      hash: '#x',
      version: '4.0.7',
      deliveryType: null,
      connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      display: { devicePixelRatio: 2, screenHeight: 900, screenWidth: 1600, viewportHeight: 800, viewportWidth: 1200 },
      hardware: { deviceMemory: 4, hardwareConcurrency: 8 },
      visibilityStateOnDCL: 'visible',
      supportLevel: 2,
      context: {
        accountId: 'acc',
        ampEnabled: false,
        authenticUrl: 'https://loja.example/blog',
        cloneable: false,
        collectionType: 1,
        createdOn: 1_600_000_000_000,
        developerMode: true,
        impersonatedSession: false,
        inFrame: false,
        isHstsEnabled: true,
        isInternal: false,
        language: 'pt-BR',
        memberId: 'mem',
        pageType: 50,
        platform: 'web',
        templateId: 't1',
        timeZone: 'America/Sao_Paulo',
        websiteId: 'w1',
        websiteType: 4,
      },
      metrics: { cumulativeLayoutShift: 0 },
    });
    // A visitor on a browser without NetworkInformation or deviceMemory: null, never a guess.
    const visitor = withNames(
      pageSpeedRecord(
        parsePageContext('{}').context,
        settings,
        'aid',
        { ...environment, navigator: { hardwareConcurrency: 4 } as Navigator, visibilityStateOnDCL: null, supportLevel: 1 },
        {},
      ),
    );
    expect(visitor).toMatchObject({ connection: null, hardware: { deviceMemory: null }, memberId: null, context: { accountId: null, collectionType: null } });
  });

  it('reads the navigation timings, TLS 0 without a secure connection', () => {
    const entry = {
      decodedBodySize: 5000,
      encodedBodySize: 2000,
      domainLookupStart: 10,
      domainLookupEnd: 30,
      connectStart: 30,
      secureConnectionStart: 50,
      connectEnd: 90,
      domContentLoadedEventStart: 400,
      domContentLoadedEventEnd: 410,
      loadEventStart: 700,
      loadEventEnd: 705,
    } as PerformanceNavigationTiming;
    expect(withNames(navigationMetrics(entry))).toEqual({
      decodedBodySize: 5000,
      encodedBodySize: 2000,
      domainLookup: 20,
      tcpConnection: 60,
      tlsConnection: 40,
      domContentLoadedEventStart: 400,
      domContentLoadedEventEnd: 410,
      loadEventStart: 700,
      loadEventEnd: 705,
    });
    expect(withNames(navigationMetrics({ ...entry, secureConnectionStart: 0 }))).toMatchObject({ tlsConnection: 0 });
    expect(navigationMetrics(undefined)).toEqual({});
  });

  it('defines the support level by the entry types the browser has', () => {
    expect(supportLevel(['navigation', 'paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'longtask'])).toBe(2);
    expect(supportLevel(['navigation', 'paint', 'event'])).toBe(1);
    expect(supportLevel(['mark', 'measure'])).toBe(0);
  });

  it('tells the visibility at DOMContentLoaded from the visibility-state entries', () => {
    const entries = [
      { name: 'hidden', startTime: 0 },
      { name: 'visible', startTime: 300 },
      { name: 'hidden', startTime: 900 },
    ] as PerformanceEntry[];
    expect(visibilityStateOnDCL(entries, 400)).toBe('visible');
    expect(visibilityStateOnDCL(entries, 100)).toBe('hidden');
    expect(visibilityStateOnDCL([], 400)).toBeNull();
    expect(visibilityStateOnDCL(entries, undefined)).toBeNull();
  });

  it('measures TTI as the end of the last long task before 5 s without one after FCP, not before DOMContentLoaded ended', () => {
    // No long task: FCP, or DCL's end when later, once 5 s have passed quietly.
    expect(timeToInteractive(1000, 800, [], 6000)).toBe(1000);
    expect(timeToInteractive(1000, 1200, [], 6000)).toBe(1200);
    expect(timeToInteractive(1000, 800, [], 5999)).toBeNull();
    // Tasks 2 s and 4 s after FCP keep it busy; one 7 s after the last ends is past the quiet window.
    const tasks = [task(12_000, 80), task(3000, 100), task(5000, 60), task(200, 900)];
    expect(timeToInteractive(1000, 800, tasks, 11_000)).toBe(5060);
    expect(timeToInteractive(1000, 800, tasks, 10_000)).toBeNull();
    // A task that started before FCP and ended after it counts.
    expect(timeToInteractive(1000, 800, [task(900, 300)], 7000)).toBe(1200);
    expect(timeToInteractive(null, 800, [], 60_000)).toBeNull();
  });

  it("gives INP's attribution from its interaction's frame, as web-vitals/attribution names it", () => {
    const button = document.createElement('button');
    button.id = 'send';
    button.className = 'primary big';
    // web-vitals keeps the interaction's longest entry (the pointerup); the click ran in the same frame.
    const pointerup = { name: 'pointerup', startTime: 100, processingStart: 130, processingEnd: 131, duration: 200, target: null };
    const click = { name: 'click', startTime: 104, processingStart: 131, processingEnd: 210, duration: 192, target: button };
    const earlier = { name: 'keydown', startTime: 20, processingStart: 21, processingEnd: 90, duration: 280, target: null };
    const later = { name: 'click', startTime: 500, processingStart: 501, processingEnd: 600, duration: 200, target: null };
    const events = [earlier, pointerup, click, later] as unknown as PerformanceEventTiming[];
    expect(withNames(inpAttribution([pointerup] as unknown as PerformanceEventTiming[], events))).toEqual({
      interactionTarget: 'button#send.primary.big',
      interactionType: 'pointer',
      interactionTime: 100,
      inputDelay: 30,
      processingDuration: 80,
      presentationDelay: 90,
    });
    expect(withNames(inpAttribution([{ ...pointerup, name: 'keydown' }] as unknown as PerformanceEventTiming[]))).toMatchObject({
      interactionType: 'keyboard',
      processingDuration: 1,
    });
    expect(inpAttribution([])).toBeNull();
  });
});
