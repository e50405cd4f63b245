import type { FastifyPluginAsync } from 'fastify';
import { COOKIE, SERVER_ONLY_COOKIE } from '../cookies.js';
import { requireCrumb } from './crumb.js';

/** Platform (owner/viewer) logout: ends the fixture_account login. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/auth/Logout', { preHandler: requireCrumb }, async (_request, reply) => {
    reply.clearCookie(COOKIE.fixtureAccount, SERVER_ONLY_COOKIE);
    return {};
  });
};
