import type { FastifyPluginAsync } from 'fastify';
import { decodePerformanceEvents } from '../../src/registry.ts';
import { structuredBody } from '../body.ts';
import { randomToken } from '../random.ts';
import type { PerformanceSettings, RolloutFlagName } from './performance-contract.ts';

/** Everything on, so the whole collector runs against the fixture site. */
const ROLLOUT_FLAGS: Record<RolloutFlagName, boolean> = {
  'rum-rollout': true,
  'site-runtime-app-rollout': true,
  'track-page-speed-rollout': true,
  'track-user-timing-rollout': true,
};

/** Real-user performance collection: settings per page load, then records (text/plain from the beacon or the XHR, or JSON), in the collector's short keys. */
export const performanceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/1/performance/settings', async (): Promise<PerformanceSettings> => ({
    pageLoadId: randomToken(16),
    rolloutFlags: { ...ROLLOUT_FLAGS },
  }));

  // A batch the collector's own decoding refuses ('Data is empty': not a list, or an empty one) is a 400;
  // the QA views decode the accepted ones (server/qa/performance-records.ts).
  app.post('/api/1/performance/records', async (request, reply) => {
    try {
      decodePerformanceEvents(structuredBody(request.body));
    } catch (error) {
      return reply.code(400).send({ error: error instanceof Error ? error.message : String(error) });
    }
    return reply.code(204).send();
  });
};
