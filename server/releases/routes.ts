import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord, stringField } from '../body.ts';
import { sendHtml } from '../html/send-html.ts';
import { acceptsHtml, isFormPost } from '../qa/api.ts';
import { ensureQaSession, qaSessionOf } from '../qa/session.ts';
import { BUILD_ID_PATTERN, type ReleaseArchive } from './archive.ts';
import { renderReleasesPage } from './page.ts';
import type { ReleaseSessions } from './sessions.ts';

export interface ReleaseRoutesOptions {
  archive: ReleaseArchive;
  releases: ReleaseSessions;
}

interface PinBody {
  session: string;
  build: string;
}

const pinSchema = {
  type: 'object',
  required: ['session', 'build'],
  additionalProperties: false,
  properties: {
    session: { type: 'string', minLength: 1 },
    build: { type: 'string', pattern: BUILD_ID_PATTERN },
  },
} as const;

interface DeployQuery {
  session: string;
  retention?: '0' | '1';
}

const deploySchema = {
  type: 'object',
  required: ['session'],
  properties: { session: { type: 'string', minLength: 1 }, retention: { enum: ['0', '1'] } },
} as const;

/** The QA side of the release archive: list it, pin a session to a release, deploy (docs/fixture-server.md "Releases"). */
export const releaseRoutes: FastifyPluginAsync<ReleaseRoutesOptions> = async (app, { archive, releases }) => {
  const listing = () => {
    archive.sync();
    const current = archive.currentBuild();
    return { current, releases: archive.list() };
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, statusCode = 200, error?: string) => {
    const session = qaSessionOf(request);
    const page = renderReleasesPage({ ...listing(), session, choice: releases.of(session), ...(error === undefined ? {} : { error }) });
    return sendHtml(request, reply, page, statusCode);
  };

  app.get('/__qa/releases', async (request, reply) => {
    if (acceptsHtml(request)) return sendPage(request, reply);
    const { current, releases: archived } = listing();
    return archived.map(({ build, archivedAt, chunks }) => ({ build, archivedAt: archivedAt.toISOString(), chunks, current: build === current }));
  });

  // The page's buttons post a form for the browser's own session (made if it has none); tests post JSON.
  app.post<{ Body: PinBody }>(
    '/__qa/releases/pin',
    {
      schema: { body: pinSchema },
      preValidation: async (request, reply) => {
        if (isFormPost(request)) request.body = { session: ensureQaSession(request, reply), build: stringField(request.body, 'build') ?? '' };
      },
      errorHandler: (error, request, reply) => {
        if (!isFormPost(request) || error.validation === undefined) return reply.send(error);
        return sendPage(request, reply, 400, 'não é um id de build');
      },
    },
    async (request, reply) => {
      const { session, build } = request.body;
      archive.sync();
      if (archive.dirOf(build) === undefined) {
        return isFormPost(request)
          ? sendPage(request, reply, 404, `a versão ${build} não está arquivada`)
          : reply.code(404).send({ error: `No archived release ${build}.` });
      }
      const choice = releases.pin(session, build);
      // The pages in this release: the index lists them.
      return isFormPost(request) ? reply.redirect('/', 303) : { session, build: choice.pin, retention: choice.retention };
    },
  );

  // The deploy for a test: the session's pages get the current release, with retention unless `retention=0`.
  app.delete<{ Querystring: DeployQuery }>('/__qa/releases/pin', { schema: { querystring: deploySchema } }, async (request) => {
    const { session, retention } = request.query;
    const choice = releases.deploy(session, retention !== '0');
    return { session, build: choice.pin, retention: choice.retention };
  });

  // The deploy from the page (HTML forms cannot send DELETE): retention is its checkbox.
  app.post('/__qa/releases/deploy', async (request, reply) => {
    releases.deploy(ensureQaSession(request, reply), isRecord(request.body) && request.body['retention'] === '1');
    return reply.redirect('/__qa/releases', 303);
  });
};
