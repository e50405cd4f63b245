import type { FastifyPluginAsync } from 'fastify';

/** Census tracking calls. The runtime swallows every answer, so the request log is what matters. */
const CENSUS_PATHS = [
  '/api/census/RecordHit',
  '/api/census/button-click',
  '/api/census/button-render',
  '/api/census/form-render',
  '/api/census/overlay',
  '/api/census/RecordQuickView/:id',
] as const;

export const censusRoutes: FastifyPluginAsync = async (app) => {
  for (const path of CENSUS_PATHS) app.post(path, async () => ({}));
};
