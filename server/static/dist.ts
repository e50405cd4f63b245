import { relative, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import { qaSessionOf } from '../qa/session.ts';

/** Content-hashed chunks outside QA sessions: cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @fastify/static options for the built runtime under /dist/. Chunks are content-hashed, so they
 * may be cached for good; the entry and the manifest must be revalidated so a new build is picked
 * up. Files are looked up per request: a missing dist/ only means 404s, and a later build is
 * served without a restart.
 *
 * A QA session's faults must reach chunks the browser already holds (issue 16: a chunk cached by an
 * earlier fixture hid the isolation scenario's failure), so chunks vary on Cookie (a copy fetched
 * outside the session is not reused inside it) and inside a session are revalidated on each use
 * (a fault added mid-session is seen on the next load).
 */
export function distStaticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    prefix: '/dist/',
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      if (!relative(distDir, filePath).startsWith(`chunks${sep}`)) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      reply.header('vary', 'Cookie');
      reply.header('cache-control', qaSessionOf(reply.request) === null ? IMMUTABLE : 'no-cache');
    },
  };
}
