// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('GET /video-player/command (the stand-in player report)', () => {
  it('answers 204 and is kept in the request log with its query', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/video-player/command?provider=youtube&v=abertura&command=pause&via=message' });
    expect(response.statusCode).toBe(204);
    const log = await server.app.inject({ method: 'GET', url: '/__qa/requests?path=/video-player/command' });
    expect(log.json<{ query: unknown }[]>().map((record) => record.query)).toEqual([{ provider: 'youtube', v: 'abertura', command: 'pause', via: 'message' }]);
  });
});

describe('the stand-in player page', () => {
  it('loads its script as a file of its own (the fixture policy allows no inline script)', () => {
    const page = readFileSync(new URL('../../fixtures/assets/video-player.html', import.meta.url), 'utf8');
    expect(page).toContain('<script src="/fixtures/assets/video-player.js"></script>');
    expect(page).not.toMatch(/<script>(?!<)/);
  });
});
