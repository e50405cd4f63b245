import type { FastifyPluginAsync } from 'fastify';
import { COMMENT_COUNTS } from '../data/comments.ts';
import { stringField } from '../body.ts';
import { JAVASCRIPT, callbackCall, consoleCall, isCallbackPath } from './stand-in-script.ts';

/** A Disqus shortname: lowercase letters, digits and dashes. */
const SHORTNAME = /^[a-z0-9-]{1,64}$/;

/** The `id` parameters, each once (one or several). */
function itemIds(query: unknown): string[] {
  const value = (query as Record<string, unknown> | undefined)?.['id'];
  const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}

/**
 * The comment-count script of a shortname (docs/markup.md 6.18: Disqus's `https://{shortname}.disqus.com/count.js`),
 * replaced by a local stand-in at /disqus/{shortname}/count.js that answers as the runtime asks: it calls the
 * `callback` with `{ itemId: count }` for the `id`s of the query, from server/data/comments.ts. `no-store`, so
 * each load reaches the request log; faults make it fail or slow.
 */
export const commentCountRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { shortname: string } }>('/disqus/:shortname/count.js', async (request, reply) => {
    reply.type(JAVASCRIPT).header('cache-control', 'no-store');
    if (!SHORTNAME.test(request.params.shortname)) return reply.code(404).send('');
    const callback = stringField(request.query, 'callback');
    if (callback === undefined || !isCallbackPath(callback)) {
      return reply.code(400).send(consoleCall('error', 'Comment count stand-in: missing or invalid callback parameter.'));
    }
    const counts = Object.fromEntries(itemIds(request.query).map((id) => [id, COMMENT_COUNTS[id] ?? 0]));
    return callbackCall(callback, 'Comment count stand-in', [counts]);
  });
};
