import { describe, expect, it } from 'vitest';
import type { Breadcrumb } from '../breadcrumbs.ts';
import { withRequests } from './request-crumbs.ts';

/** A resource timing entry answered `status` at `at` (ms since 1970). */
const call = (url: string, initiatorType: string, status: number | undefined, at: number) =>
  ({ name: url, initiatorType, responseStatus: status, responseEnd: at - performance.timeOrigin }) as PerformanceResourceTiming;

describe('request crumbs, from the browser’s resource timing', () => {
  it('are the fetch and XHR calls answered 400 or more before the capture, without their query', () => {
    const at = performance.timeOrigin + 1000;
    const entries = [
      call(`${location.origin}/ok?token=1`, 'fetch', 200, at),
      call(`${location.origin}/api/missing?token=2`, 'fetch', 404, at),
      call('https://cdn.test/list?page=2#x', 'xmlhttprequest', 503, at + 1),
      call(`${location.origin}/s/photo.jpg`, 'img', 404, at),
      call(`${location.origin}/dist/chunks/x.js`, 'script', 404, at),
      call(`${location.origin}/api/after`, 'fetch', 500, at + 2),
      // An engine that does not say (WebKit): nothing is known of the answer.
      call(`${location.origin}/api/unknown`, 'fetch', undefined, at),
    ];
    expect(withRequests([], Math.round(at + 1), entries)).toEqual([
      { type: 'request', url: `${location.origin}/api/missing`, status: 404, at: Math.round(at) },
      { type: 'request', url: 'https://cdn.test/list', status: 503, at: Math.round(at + 1) },
    ]);
  });

  it('join the ring by time, the last 30 kept', () => {
    const ring: Breadcrumb[] = Array.from({ length: 30 }, (_, n) => ({ type: 'chunk', chunk: `c${n}`, ok: true, at: 1000 + n * 10 }));
    const failed = call(`${location.origin}/api/x`, 'fetch', 500, 1295);
    const crumbs = withRequests(ring, 2000, [failed]);
    expect(crumbs).toHaveLength(30);
    expect(crumbs[0]).toEqual({ type: 'chunk', chunk: 'c1', ok: true, at: 1010 });
    expect(crumbs.slice(-2)).toEqual([
      { type: 'chunk', chunk: 'c29', ok: true, at: 1290 },
      { type: 'request', url: `${location.origin}/api/x`, status: 500, at: 1295 },
    ]);
  });
});
