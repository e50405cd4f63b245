import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { JAVASCRIPT } from './stand-in-script.ts';

const STAND_IN = readFileSync(new URL('./social-follow-stand-in.js', import.meta.url), 'utf8');

/** A provider's name in the address: letters, digits and dashes. */
const PROVIDER = /^[a-z0-9-]{1,40}$/;

/**
 * The social follow widget script of the social links blocks (docs/markup.md 6.24), replaced by one local stand-in
 * at /social/{provider}/follow.js (see social-follow-stand-in.js). `no-store`, so each load of a re-initialised
 * block reaches the request log; faults make it fail or slow (past the runtime's 10 s).
 */
export const socialFollowRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { provider: string } }>('/social/:provider/follow.js', async (request, reply) => {
    if (!PROVIDER.test(request.params.provider)) return reply.code(404).type(JAVASCRIPT).send('');
    return reply.type(JAVASCRIPT).header('cache-control', 'no-store').send(STAND_IN);
  });
};
