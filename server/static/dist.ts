import type { FastifyStaticOptions } from '@fastify/static';

/**
 * @fastify/static options for the built runtime under /dist/. Files are looked up per request: a
 * missing dist/ only means 404s, and a later build is served without a restart.
 *
 * Every file is fetched again on each use (`no-cache` and no validators, so each load is a 200 as the
 * tests expect, never a 304), chunks too, although the platform serves its content-hashed chunks
 * immutable for a year: here a fault must reach every load. A chunk an earlier fixture left fresh in the browser's
 * cache hid a scenario's fault (issue 16), and neither `Vary: Cookie` nor `Clear-Site-Data: "cache"`
 * on the scenario's answer makes Chromium fetch it again.
 */
export function distStaticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    prefix: '/dist/',
    index: false,
    cacheControl: false,
    etag: false,
    lastModified: false,
    suppressWarning: true,
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  };
}
