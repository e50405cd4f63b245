import { join } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isPublicFile } from '../../build/deploy-manifest.ts';
import type { ReleaseArchive } from '../releases/archive.ts';
import { chunkSources } from '../releases/chunk-sources.ts';
import type { ReleaseSessions } from '../releases/sessions.ts';
import { qaSessionOf } from '../qa/session.ts';

/**
 * @fastify/static options for the built runtime under /dist/. Files are looked up per request: a
 * missing dist/ only means 404s, and a later build is served without a restart.
 *
 * Every file is fetched again on each use (`no-cache` and no validators, so each load is a 200 as the
 * tests expect, never a 304), chunks too, although the platform serves its content-hashed chunks
 * immutable for a year: here a fault must reach every load. A chunk an earlier fixture left fresh in the browser's
 * cache hid a scenario's fault (issue 16), and neither `Vary: Cookie` nor `Clear-Site-Data: "cache"`
 * on the scenario's answer makes Chromium fetch it again.
 *
 * The plugin serves nothing itself (`serve: false`): distRoutes picks each file's release.
 */
export function distStaticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    serve: false,
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

export interface DistOptions {
  distDir: string;
  archive: ReleaseArchive;
  releases: ReleaseSessions;
}

/** A chunk's file under /dist/: `chunks/<name>` (chunks have no sub-folders). */
const CHUNK_FILE = /^chunks\/([^/]+)$/;

/** The folder a request's session loads the runtime from: its pinned release, whole, or dist/. */
export function releaseDirOf(request: FastifyRequest, { distDir, archive, releases }: DistOptions): string {
  const { pin } = releases.of(qaSessionOf(request));
  // A pinned release pruned since is served as missing, not silently replaced by the current one.
  return pin === null ? distDir : join(archive.dir, pin);
}

/**
 * /dist/* like a real deploy, its public files only: the session's pinned release whole; otherwise dist/, and a chunk dist/ lacks
 * from the newest archived release that holds it, as `npm run release:merge` deploys them, unless the
 * session turned retention off (then 404, the other path a page older than the deploy takes).
 */
export const distRoutes: FastifyPluginAsync<DistOptions> = async (app, options) => {
  const { distDir, archive, releases } = options;
  app.get<{ Params: { '*': string } }>('/dist/*', async (request, reply) => {
    archive.sync();
    const file = request.params['*'];
    // Only what a deploy makes public (dist/deploy.json): never the source maps, the manifest or the renderer's hints.
    if (!isPublicFile(file)) return reply.callNotFound();
    const chunk = CHUNK_FILE.exec(file)?.[1];
    const { pin, retention } = releases.of(qaSessionOf(request));
    if (pin !== null || chunk === undefined || !retention) return reply.sendFile(file, releaseDirOf(request, options));
    const deployed = chunkSources([distDir, ...archive.list().map((release) => release.dir)]);
    return reply.sendFile(file, deployed.get(chunk) ?? distDir);
  });
};
