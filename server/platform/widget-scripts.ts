import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { JAVASCRIPT } from './stand-in-script.ts';

const STAND_IN = readFileSync(new URL('./widget-stand-in.js', import.meta.url), 'utf8');

/** A provider's name in the address: letters, digits and dashes. */
const PROVIDER = /^[a-z0-9-]{1,40}$/;

/**
 * The third-party widget scripts of the reservation, booking, scheduling and registry blocks (docs/markup.md
 * 6.12), replaced by one local stand-in at /widgets/{provider}/widget.js (see widget-stand-in.js). `no-store`,
 * so each load of a re-initialised block reaches the request log; faults make it fail or slow.
 */
export const widgetScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { provider: string } }>('/widgets/:provider/widget.js', async (request, reply) => {
    if (!PROVIDER.test(request.params.provider)) return reply.code(404).type(JAVASCRIPT).send('');
    return reply.type(JAVASCRIPT).header('cache-control', 'no-store').send(STAND_IN);
  });
};
