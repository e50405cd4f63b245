import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { distRoutes, distStaticOptions } from './static/dist.ts';
import { fixtureFiles } from './static/fixtures.ts';

export interface BuildAppOptions {
  /** Repository root: the runtime build is read from rootDir/dist, the pages from rootDir/fixtures. */
  rootDir: string;
  logger?: boolean;
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
  const distDir = join(options.rootDir, 'dist');
  const fixturesDir = join(options.rootDir, 'fixtures');

  const log = new RequestLog();
  const faults = new FaultStore();
  // Every build served is kept, from this first look on (docs/fixture-server.md "Releases").
  const archive = new ReleaseArchive(distDir, join(options.rootDir, RELEASES_DIR));
  archive.sync();
  const releases = new ReleaseSessions();

  await app.register(fastifyCookie);
  // text/plain (sendBeacon) is parsed to a string by Fastify's built-in parser; the recorder and the
  // handlers JSON-parse it where JSON is expected.
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  acceptEmptyJsonBodies(app);
  // Before any route, so every route and the 404 handler inherit the hooks.
  registerRecorder(app, { log, faults, chunkOf: releasedChunkNames(distDir, archive) });
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
  const dist = { distDir, archive, releases };
  await app.register(distRoutes, dist);
  await app.register(fixtureFiles, { fixturesDir, rootDir: options.rootDir, dist, faults });
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
