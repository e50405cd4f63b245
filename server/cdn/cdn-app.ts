import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FaultStore } from '../qa/faults.ts';
import { registerRecorder } from '../qa/recorder.ts';
import type { RequestLog } from '../qa/request-log.ts';
import { distStaticOptions, releaseFileDir, type DistOptions } from '../static/dist.ts';
import { cdnSessionOf, withoutSession } from './address.ts';
import { publicFiles } from './public-files.ts';

export interface CdnAppOptions {
  /** The site's releases (dist/ and the archive) and each session's choice of one. */
  dist: DistOptions;
  /** The site's request log and faults: a fault on `/dist/chunks/form-*.js` reaches the CDN's answer too. */
  log: RequestLog;
  faults: FaultStore;
  chunkOf: (path: string) => string | undefined;
  logger?: boolean;
}

/** Every answer of the folder, a 404 and a fault's included: without it a probe after a failure reads no status (docs/markup.md §1). */
const CDN_CORS_HEADERS = { 'access-control-allow-origin': '*' } as const;

/**
 * docs/markup.md §1's caching, by file: content-hashed chunks for a year, runtime.js (which names them)
 * revalidated on each use, version.json never stored. `path` ends with the file's path in its release.
 */
export function cdnCacheControl(path: string): string {
  const file = path.replaceAll('\\', '/');
  if (/\/chunks\/[^/]+$/.test(file)) return 'public, max-age=31536000, immutable';
  if (/\/version\.json$/.test(file)) return 'no-store';
  return 'no-cache';
}

/**
 * The fixture CDN (docs/fixture-server.md "The CDN origin"): the runtime's folder on an origin of its own,
 * as a deploy puts it on the platform's CDN. It serves `/dist/<file>` for the public files of the release a
 * session gets (its deploy.json's `public` list: runtime.js, version.json, chunks, LICENSES.md), nothing else,
 * with the CDN's headers: CORS for every origin, docs/markup.md §1's caching, no cookie ever set. A QA
 * session's pages name `/qa/<session>/dist/…` (address.ts): its requests are recorded and faulted under that
 * session, in the site's request log, with `cdn: true`.
 */
export async function buildCdnApp({ dist, log, faults, chunkOf, logger = false }: CdnAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, rewriteUrl: (request) => withoutSession(request.url ?? '/') });
  const sessionOf = (request: { originalUrl: string }): string | null => cdnSessionOf(request.originalUrl);
  const isPublic = publicFiles();

  // Read only: the request log shows what came (a stylesheet is a no-cors request, which carries cookies); the CDN sets none.
  await app.register(fastifyCookie);
  // First, so every answer has it: a file, a 404, a fault's status.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(CDN_CORS_HEADERS);
  });
  registerRecorder(app, { log, faults, chunkOf, sessionOf, cdn: true });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Não encontrado.' }));

  // Every load a 200 (no validators), as on the site's /dist/ (docs/fixture-server.md "Static files"), cached as docs §1 says.
  await app.register(fastifyStatic, distStaticOptions(dist.distDir, cdnCacheControl));

  app.get<{ Params: { '*': string } }>('/dist/*', async (request, reply) => {
    const file = request.params['*'];
    const dir = releaseFileDir(file, sessionOf(request), dist);
    return isPublic(dir).has(file) ? reply.sendFile(file, dir) : reply.callNotFound();
  });

  return app;
}
