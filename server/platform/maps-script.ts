import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { JAVASCRIPT, callbackCall, consoleCall, isCallbackPath } from './stand-in-script.ts';

const STAND_IN = readFileSync(new URL('./maps-stand-in.js', import.meta.url), 'utf8');

/** The maps service script, replaced by a small local stand-in (see maps-stand-in.js). */
export const mapsScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/maps/api/js', async (request, reply) => {
    reply.type(JAVASCRIPT).header('cache-control', 'no-cache');
    const callback = stringField(request.query, 'callback');
    if (callback !== undefined && !isCallbackPath(callback)) {
      return reply.code(400).send(consoleCall('error', 'Maps stand-in: invalid callback parameter.'));
    }
    const parts = [STAND_IN];
    if (!stringField(request.query, 'key')) {
      parts.push(consoleCall('warn', 'Maps stand-in: no API key given (the real service would refuse to work).'));
    }
    if (callback !== undefined) parts.push(callbackCall(callback, 'Maps stand-in'));
    return parts.join('\n');
  });
};
