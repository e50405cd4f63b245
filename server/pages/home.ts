import type { FastifyPluginAsync } from 'fastify';
import { listExamples } from '../html/examples.ts';
import { listFixtures } from '../html/fixture-catalogue.ts';
import { renderIndexPage } from '../html/index-page.ts';
import { sendHtml } from '../html/send-html.ts';
import { PAGE_TYPE, siteContextFor } from '../html/site-context.ts';
import type { FaultStore } from '../qa/faults.ts';
import type { ReleaseSessions } from '../releases/sessions.ts';
import { SCENARIOS } from '../qa/scenarios.ts';
import { qaSessionOf } from '../qa/session.ts';

export interface HomeOptions {
  fixturesDir: string;
  /** The repository root, where the block examples are. */
  rootDir: string;
  /** The caller's QA session and its faults are shown on the index, with a way to end them. */
  faults: FaultStore;
  /** …and the release its pages load, when pinned to an older one. */
  releases: ReleaseSessions;
}

/** The site root. With ?logout=true it is the same page: the runtime shows the logout dialog there. */
export const homeRoutes: FastifyPluginAsync<HomeOptions> = async (app, { fixturesDir, rootDir, faults, releases }) => {
  app.get('/', async (request, reply) => {
    const page = renderIndexPage({
      fixtures: await listFixtures(fixturesDir),
      examples: await listExamples(rootDir),
      scenarios: SCENARIOS,
      qaSession: qaSessionOf(request),
      faults,
      release: releases.of(qaSessionOf(request)),
      siteContext: siteContextFor(request, PAGE_TYPE.page),
    });
    return sendHtml(request, reply, page);
  });
  // Browsers ask for it on pages that link no icon (a renderer's minimal page); no content, no 404.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
};
