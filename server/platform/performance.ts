import type { FastifyPluginAsync } from 'fastify';
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

/** Real-user performance collection: settings per page load, then records (beacon text/plain or JSON). */
export const performanceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/1/performance/settings', async (): Promise<PerformanceSettings> => ({
    pageLoadId: randomToken(16),
    rolloutFlags: { ...ROLLOUT_FLAGS },
  }));

  app.post('/api/1/performance/records', async (request, reply) => {
    if (!Array.isArray(structuredBody(request.body))) {
      return reply.code(400).send({ error: 'Esperada uma lista JSON de eventos.' });
    }
    return reply.code(204).send();
  });
};
