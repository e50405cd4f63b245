import type { FastifyPluginAsync } from 'fastify';
import { COOKIE, SERVER_ONLY_COOKIE } from '../cookies.ts';
import { requireCrumb } from './crumb.ts';

/** Platform (owner/viewer) logout: ends the fixture_account login. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/auth/Logout', { preHandler: requireCrumb }, async (_request, reply) => {
    reply.clearCookie(COOKIE.fixtureAccount, SERVER_ONLY_COOKIE);
    return {};
  });
};
