import { join } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isPublicFile } from '../../build/deploy-manifest.ts';
import type { ReleaseArchive } from '../releases/archive.ts';
import { chunkSources } from '../releases/chunk-sources.ts';
import type { ReleaseSessions } from '../releases/sessions.ts';
import { qaSessionOf } from '../qa/session.ts';

/** How the fixture site serves its files, /dist/ and /fixtures/ alike (below). */
export const FETCHED_EACH_USE = 'no-cache';

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
 * The plugin serves nothing itself (`serve: false`): distRoutes picks each file's release. The CDN origin
 * (server/cdn/) caches as a deploy does: its `cacheControl` for each file's path.
 */
export function distStaticOptions(distDir: string, cacheControl: (path: string) => string = () => FETCHED_EACH_USE): FastifyStaticOptions {
  return {
    root: distDir,
    serve: false,
    index: false,
    cacheControl: false,
    etag: false,
    lastModified: false,
    suppressWarning: true,
    setHeaders(reply, path) {
      reply.header('cache-control', cacheControl(path));
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

/** The folder a session loads the runtime from: its pinned release, whole, or dist/. */
function sessionReleaseDir(session: string | null, { distDir, archive, releases }: DistOptions): string {
  const { pin } = releases.of(session);
  // A pinned release pruned since is served as missing, not silently replaced by the current one.
  return pin === null ? distDir : join(archive.dir, pin);
}

/** The folder a request's session loads the runtime from (its qa_session cookie). */
export function releaseDirOf(request: FastifyRequest, options: DistOptions): string {
  return sessionReleaseDir(qaSessionOf(request), options);
}

/**
 * The folder `file` (relative to the runtime's folder) is served from for a session, like a real deploy: the
 * session's pinned release whole; otherwise dist/, and a chunk dist/ lacks from the newest archived release
 * that holds it, as `npm run release:merge` deploys them, unless the session turned retention off (then dist/,
 * where it is missing: 404, the other path a page older than the deploy takes).
 */
export function releaseFileDir(file: string, session: string | null, options: DistOptions): string {
  const { distDir, archive, releases } = options;
  archive.sync();
  const chunk = CHUNK_FILE.exec(file)?.[1];
  const { pin, retention } = releases.of(session);
  if (pin !== null || chunk === undefined || !retention) return sessionReleaseDir(session, options);
  const deployed = chunkSources([distDir, ...archive.list().map((release) => release.dir)]);
  return deployed.get(chunk) ?? distDir;
}

/** /dist/* on the site's own origin, each file from its release (releaseFileDir). */
export const distRoutes: FastifyPluginAsync<DistOptions> = async (app, options) => {
  app.get<{ Params: { '*': string } }>('/dist/*', async (request, reply) => {
    const file = request.params['*'];
    // Only what a deploy makes public (dist/deploy.json): never the source maps, the manifest or the renderer's hints.
    if (!isPublicFile(file)) return reply.callNotFound();
    return reply.sendFile(file, releaseFileDir(file, qaSessionOf(request), options));
  });
};
