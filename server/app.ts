import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { listeningOrigin } from './cdn/address.ts';
import { buildCdnApp } from './cdn/cdn-app.ts';
import { billingRoutes } from './pages/billing.ts';
import { collectionPageRoutes } from './pages/collection-pages.ts';
import { commerceRoutes } from './pages/commerce.ts';
import { eventsPageRoutes } from './pages/events.ts';
import { configRoutes } from './pages/config.ts';
import { homeRoutes } from './pages/home.ts';
import { sendNotFound } from './pages/not-found.ts';
import { searchRoutes } from './pages/search.ts';
import { authRoutes } from './platform/auth.ts';
import { captchaScriptRoutes } from './platform/captcha-script.ts';
import { cdnImageRoutes } from './platform/cdn-images.ts';
import { censusRoutes } from './platform/census.ts';
import { commentCountRoutes } from './platform/comment-counts.ts';
import { consentProofRoutes } from './platform/consent-proof.ts';
import { eventRoutes } from './platform/events.ts';
import { FormKeyStore } from './platform/form-keys.ts';
import { fontRoutes } from './platform/fonts.ts';
import { formRoutes } from './platform/forms.ts';
import { mapsScriptRoutes } from './platform/maps-script.ts';
import { performanceRoutes } from './platform/performance.ts';
import { placesRoutes } from './platform/places.ts';
import { SiteUserSessions, siteUserRoutes } from './platform/site-users.ts';
import { socialFollowRoutes } from './platform/social-follow.ts';
import { trackRoutes } from './platform/track.ts';
import { videoPlayerRoutes } from './platform/video-player.ts';
import { widgetRoutes } from './platform/widgets.ts';
import { widgetScriptRoutes } from './platform/widget-scripts.ts';
import { qaApi } from './qa/api.ts';
import { CspReportStore } from './qa/csp-reports.ts';
import { FaultStore } from './qa/faults.ts';
import { qaNavigation } from './qa/navigation.ts';
import { registerRecorder } from './qa/recorder.ts';
import { RequestLog } from './qa/request-log.ts';
import { StackDecoder } from './qa/source-maps.ts';
import { qaViews } from './qa/views.ts';
import { ReleaseArchive, RELEASES_DIR } from './releases/archive.ts';
import { releasedChunkNames } from './releases/chunk-names.ts';
import { releaseRoutes } from './releases/routes.ts';
import { ReleaseSessions } from './releases/sessions.ts';
import { distRoutes, distStaticOptions, type DistOptions } from './static/dist.ts';
import { fixtureFiles } from './static/fixtures.ts';

export interface BuildAppOptions {
  /** Repository root: the runtime build is read from rootDir/dist, the pages from rootDir/fixtures. */
  rootDir: string;
  logger?: boolean;
  /**
   * The CDN origin a page asked for with `?cdn=1` takes its runtime from (`http://127.0.0.1:4175`; server/cdn/),
   * undefined while none listens. buildServers gives its own CDN's.
   */
  cdnOrigin?: () => string | undefined;
  /** The state the app keeps, when it shares it with a CDN app (buildServers); a new one otherwise. */
  state?: FixtureState;
}

/** What the site and its CDN origin share: the request log, the faults, the releases and each session's choice of one. */
interface FixtureState {
  readonly log: RequestLog;
  readonly faults: FaultStore;
  readonly dist: DistOptions;
  readonly chunkOf: (path: string) => string | undefined;
}

/** A fresh state over rootDir/dist and the release archive rootDir/.releases, which it brings up to date. */
function fixtureState(rootDir: string): FixtureState {
  const distDir = join(rootDir, 'dist');
  // Every build served is kept, from this first look on (docs/fixture-server.md "Releases").
  const archive = new ReleaseArchive(distDir, join(rootDir, RELEASES_DIR));
  archive.sync();
  return {
    log: new RequestLog(),
    faults: new FaultStore(),
    dist: { distDir, archive, releases: new ReleaseSessions() },
    chunkOf: releasedChunkNames(distDir, archive),
  };
}

/** The fixture site and its CDN origin (server/cdn/), sharing one state; each listens on its own port. */
export interface FixtureServers {
  readonly site: FastifyInstance;
  readonly cdn: FastifyInstance;
}

/** The host both listen on (server/main.ts): the CDN's origin is this host and the CDN's port. */
export const HOST = '127.0.0.1';

/** The site and its CDN: a page's `?cdn=1` names the CDN's origin once it listens (or options.cdnOrigin's). */
export async function buildServers(options: BuildAppOptions): Promise<FixtureServers> {
  const state = options.state ?? fixtureState(options.rootDir);
  const cdn = await buildCdnApp({ ...state, ...(options.logger !== undefined && { logger: options.logger }) });
  const cdnOrigin = options.cdnOrigin ?? (() => listeningOrigin(cdn.server.address(), HOST));
  const site = await buildApp({ ...options, state, cdnOrigin });
  return { site, cdn };
}

/** Bodies up to 1 MB (JSON, form-encoded and text/plain beacons alike). */
const BODY_LIMIT = 1024 * 1024;

/**
 * A bodiless POST that still says application/json (FormSubmissionKey, Logout) is fine for the
 * platform; Fastify would refuse it with 400, so an empty JSON body parses as no body instead.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/**
 * The fixture platform. All state (request log, faults, keys, sessions) lives in this instance,
 * so every test builds its own isolated server.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Refuse unknown properties instead of silently dropping them (a mistyped fault must fail loudly).
    ajv: { customOptions: { removeAdditional: false } },
  });
  const fixturesDir = join(options.rootDir, 'fixtures');
  const { log, faults, dist, chunkOf } = options.state ?? fixtureState(options.rootDir);
  const { distDir, archive, releases } = dist;
  const cdnOrigin = options.cdnOrigin ?? (() => undefined);

  await app.register(fastifyCookie);
  // text/plain (sendBeacon) is parsed to a string by Fastify's built-in parser; the recorder and the
  // handlers JSON-parse it where JSON is expected.
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  acceptEmptyJsonBodies(app);
  // Before any route, so every route and the 404 handler inherit the hooks.
  registerRecorder(app, { log, faults, chunkOf });
  app.setNotFoundHandler(sendNotFound);

  await app.register(qaApi, { log, faults, cspReports: new CspReportStore() });
  await app.register(qaNavigation, { faults, releases });
  await app.register(releaseRoutes, { archive, releases });
  const stacks = new StackDecoder((build) => archive.searchOrder(build));
  await app.register(qaViews, {
    log,
    decodeStack: (stack, build) => stacks.decode(stack, build),
    docsFile: join(options.rootDir, 'docs', 'fixture-server.md'),
  });

  await app.register(fastifyStatic, distStaticOptions(distDir));
  await app.register(distRoutes, dist);
  await app.register(fixtureFiles, { fixturesDir, rootDir: options.rootDir, dist, faults, cdnOrigin });
  await app.register(homeRoutes, { fixturesDir, rootDir: options.rootDir, faults, releases });
  await app.register(searchRoutes, { fixturesDir });
  await app.register(configRoutes);
  await app.register(commerceRoutes);
  await app.register(billingRoutes);
  await app.register(collectionPageRoutes);
  await app.register(eventsPageRoutes);

  await app.register(formRoutes, { formKeys: new FormKeyStore() });
  await app.register(authRoutes);
  await app.register(siteUserRoutes, { siteUsers: new SiteUserSessions() });
  await app.register(widgetRoutes);
  await app.register(censusRoutes);
  await app.register(consentProofRoutes);
  await app.register(eventRoutes);
  await app.register(trackRoutes);
  await app.register(placesRoutes);
  await app.register(performanceRoutes);
  await app.register(mapsScriptRoutes);
  await app.register(captchaScriptRoutes);
  await app.register(widgetScriptRoutes);
  await app.register(commentCountRoutes);
  await app.register(socialFollowRoutes);
  await app.register(fontRoutes);
  await app.register(cdnImageRoutes);
  await app.register(videoPlayerRoutes);

  return app;
}
