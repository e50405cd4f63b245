// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import type { PerformanceSettings } from './performance-contract.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('performance collection', () => {
  it('gives a new pageLoadId per call and every rollout flag on', async () => {
    const settings = async () => (await server.app.inject({ method: 'GET', url: '/api/1/performance/settings' })).json<PerformanceSettings>();
    const [first, second] = [await settings(), await settings()];
    expect(first).toEqual({
      pageLoadId: expect.stringMatching(/^[0-9a-f]{32}$/),
      rolloutFlags: {
        'rum-rollout': true,
        'site-runtime-app-rollout': true,
        'track-page-speed-rollout': true,
        'track-user-timing-rollout': true,
      },
    });
    expect(first.pageLoadId).not.toBe(second.pageLoadId);
  });

  it('accepts records as a text/plain beacon or JSON with 204', async () => {
    const beacon = await server.app.inject({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([{ 0: 'site-runtime', 1: 'page-speed' }]),
    });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    const json = await server.app.inject({ method: 'POST', url: '/api/1/performance/records', payload: [{ 0: 'site-runtime' }] });
    expect(json.statusCode).toBe(204);
  });

  it("refuses what the collector's decoding refuses: 'Data is empty' for a body that is no list of events", async () => {
    for (const payload of ['{"a":1}', '[]']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/1/performance/records',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Data is empty' });
    }
  });
});
