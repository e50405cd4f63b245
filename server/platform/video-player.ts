import type { FastifyPluginAsync } from 'fastify';

/** Where the stand-in player (fixtures/assets/video-player.js) reports each command it obeyed (docs/fixture-server.md). */
const VIDEO_PLAYER_COMMAND_PATH = '/video-player/command';

/**
 * The stand-in player's report: `GET /video-player/command?provider=&v=&command=&via=` answers 204. The
 * request log keeps its query, which is the point: a test reads which player was told what, and how.
 */
export const videoPlayerRoutes: FastifyPluginAsync = async (app) => {
  app.get(VIDEO_PLAYER_COMMAND_PATH, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send());
};
