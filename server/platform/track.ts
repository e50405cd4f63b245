import type { FastifyPluginAsync } from 'fastify';

/** A 1×1 transparent GIF, the answer to an image beacon. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const trackRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/track/Track', async (_request, reply) => reply.header('cache-control', 'no-store').type('image/gif').send(TRANSPARENT_GIF));
};
