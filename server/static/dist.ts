import { relative, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * @fastify/static options for the built runtime under /dist/. Chunks are content-hashed, so they
 * may be cached for good; the entry and the manifest must be revalidated so a new build is picked
 * up. Files are looked up per request: a missing dist/ only means 404s, and a later build is
 * served without a restart.
 */
export function distStaticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    prefix: '/dist/',
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      const immutable = relative(distDir, filePath).startsWith(`chunks${sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
