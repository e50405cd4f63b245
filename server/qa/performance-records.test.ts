// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePerformanceEvents as encodeEvents } from '../../src/registry.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const HOSTILE = '<img src=x onerror=alert(1)>';

/** A batch as the collector sends it: encoded, text/plain. */
function send(session: string, events: unknown[]) {
  return server.app.inject({
    method: 'POST',
    url: '/api/1/performance/records',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    cookies: { qa_session: session },
    payload: encodeEvents(events),
  });
}

const pageSpeed = (pageLoadId: string) => ({
  app: 'site-runtime',
  name: 'page-speed',
  pageLoadId,
  timestamp: 1,
  data: {
    pathname: '/fixtures/rum.html',
    deliveryType: 'beacon',
    supportLevel: 2,
    analyticsId: 'aid',
    metrics: { largestContentfulPaint: 812.4, cumulativeLayoutShift: 0.0123 },
  },
});
const userTiming = (pageLoadId: string, name: string) => ({
  app: 'site-runtime',
  name: 'user-timing',
  pageLoadId,
  timestamp: 2,
  data: { name, duration: 12, startTime: 300, startMarkDetail: null, endMarkDetail: null, measureDetail: null },
});

describe('performance records in QA', () => {
  it('keeps the accepted records decoded, grouped by pageLoadId', async () => {
    await send('s1', [userTiming('load-1', 'rum-hero')]);
    await send('s1', [pageSpeed('load-1'), pageSpeed('load-2')]);
    await send('s2', [pageSpeed('load-3')]);
    const loads = (await server.app.inject({ method: 'GET', url: '/__qa/performance.json?session=s1' })).json<{ pageLoadId: string; events: unknown[] }[]>();
    expect(loads).toEqual([
      {
        pageLoadId: 'load-1',
        session: 's1',
        events: [userTiming('load-1', 'rum-hero'), pageSpeed('load-1')].map(({ app, name, timestamp, data }) => ({
          time: expect.any(String),
          contentType: 'text/plain;charset=UTF-8',
          app,
          name,
          timestamp,
          data,
        })),
      },
      { pageLoadId: 'load-2', session: 's1', events: [expect.objectContaining({ name: 'page-speed' })] },
    ]);
  });

  it('shows them in a table per page load, escaped, linked from the index', async () => {
    await send('s1', [pageSpeed('load-1'), userTiming('load-1', `rum-${HOSTILE}`)]);
    const response = await server.app.inject({ method: 'GET', url: '/__qa/performance' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<th>largestContentfulPaint</th>');
    expect(response.body).toContain('<td><code>load-1</code></td><td>page-speed</td><td>/fixtures/rum.html · beacon · nível 2 · analyticsId aid</td>');
    expect(response.body).toContain('<td>812</td><td>0.012</td>');
    expect(response.body).toContain('rum-&lt;img src=x onerror=alert(1)&gt;: 12 ms a partir de 300 ms');
    expect(response.body).not.toContain(HOSTILE);
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.body).toContain('<a href="/__qa/performance">');
  });
});
