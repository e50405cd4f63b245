import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { COOKIE, SERVER_ONLY_COOKIE } from '../cookies.ts';
import { isFixtureLoginName } from '../data/users.ts';
import type { ReleaseSessions } from '../releases/sessions.ts';
import { isSameSitePath } from '../same-site-path.ts';
import type { FaultStore } from './faults.ts';
import { findScenario } from './scenarios.ts';
import { ensureQaSession, qaSessionOf } from './session.ts';

export interface QaNavigationOptions {
  faults: FaultStore;
  /** A session's release pin ends with it. */
  releases: ReleaseSessions;
}

/** Only same-site paths are followed, so these links cannot be turned into open redirects. */
function redirectTarget(query: unknown): string {
  const to = stringField(query, 'to');
  return isSameSitePath(to) ? to : '/';
}

/** QA endpoints a person (or a test) opens in the browser: scenarios and the simulated platform login. */
export const qaNavigation: FastifyPluginAsync<QaNavigationOptions> = async (app, { faults, releases }) => {
  app.get<{ Params: { name: string } }>('/__qa/scenario/:name', async (request, reply) => {
    const scenario = findScenario(request.params.name);
    if (scenario === undefined) return reply.code(404).send({ error: `Unknown scenario ${request.params.name}.` });
    const session = ensureQaSession(request, reply);
    faults.clear(session);
    // A scenario starts on the current release.
    releases.end(session);
    for (const fault of scenario.faults) faults.add({ ...fault, session }, scenario.name);
    return reply.redirect(scenario.page, 302);
  });

  // Ends the caller's QA session: its faults and release pin go, and so does the cookie, so the next scenario starts a fresh one.
  app.post('/__qa/scenario-end', async (request, reply) => {
    const session = qaSessionOf(request);
    if (session !== null) {
      faults.clear(session);
      releases.end(session);
    }
    reply.clearCookie(COOKIE.qaSession, SERVER_ONLY_COOKIE);
    return reply.redirect(redirectTarget(request.body), 303);
  });

  app.get('/__qa/login', async (request, reply) => {
    const as = stringField(request.query, 'as');
    if (!isFixtureLoginName(as)) return reply.code(400).send({ error: 'Query "as" must be owner or viewer.' });
    reply.setCookie(COOKIE.fixtureAccount, as, SERVER_ONLY_COOKIE);
    return reply.redirect(redirectTarget(request.query), 302);
  });

  app.get('/__qa/logout-fixture', async (request, reply) => {
    reply.clearCookie(COOKIE.fixtureAccount, SERVER_ONLY_COOKIE);
    return reply.redirect(redirectTarget(request.query), 302);
  });
};
