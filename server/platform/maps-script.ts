import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.js';

const STAND_IN = readFileSync(new URL('./maps-stand-in.js', import.meta.url), 'utf8');
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** `name` or `a.b.c`: the only callbacks the script will call, so a query cannot inject code. */
const CALLBACK_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** Calls window[a][b][c]() once the stand-in has defined google.maps (as the real script does). */
function callbackCall(path: string): string {
  return `(function (path) {
  var owner = window;
  for (var i = 0; i < path.length - 1 && owner; i++) owner = owner[path[i]];
  var callback = owner && owner[path[path.length - 1]];
  if (typeof callback === 'function') callback.call(owner);
  else console.error('Maps stand-in: callback ' + path.join('.') + ' is not a function');
})(${JSON.stringify(path.split('.'))});
`;
}

/** The maps service script, replaced by a small local stand-in (see maps-stand-in.js). */
export const mapsScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/maps/api/js', async (request, reply) => {
    reply.type(JAVASCRIPT).header('cache-control', 'no-cache');
    const callback = stringField(request.query, 'callback');
    if (callback !== undefined && !CALLBACK_PATH.test(callback)) {
      return reply.code(400).send(`console.error(${JSON.stringify('Maps stand-in: invalid callback parameter.')});\n`);
    }
    const parts = [STAND_IN];
    if (!stringField(request.query, 'key')) {
      parts.push(`console.warn(${JSON.stringify('Maps stand-in: no API key given (the real service would refuse to work).')});\n`);
    }
    if (callback !== undefined) parts.push(callbackCall(callback));
    return parts.join('\n');
  });
};
