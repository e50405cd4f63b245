import type { FastifyPluginAsync } from 'fastify';
import { qaSessionOf } from '../qa/session.ts';
import type { FormKeyStore } from './form-keys.ts';
import { evaluateSubmission } from './form-submission.ts';

export interface FormRoutesOptions {
  formKeys: FormKeyStore;
}

/**
 * Form submission: a key first, then the submission (JSON or form-encoded); one stored submission
 * per key, a repeated save answered as the first. `GET /__qa/form-submissions` lists what was
 * stored, for QA and the e2e (docs/fixture-server.md).
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, { formKeys }) => {
  app.post('/api/form/FormSubmissionKey', async () => ({ key: formKeys.issue() }));

  app.post('/api/form/SaveFormSubmission', async (request, reply) => {
    const submission = { session: qaSessionOf(request), body: request.body };
    const outcome = evaluateSubmission(request.body, { answerOnce: (key, decide) => formKeys.answer(key, submission, decide) });
    return reply.code(outcome.status).send(outcome.body);
  });

  app.get<{ Querystring: { session?: string } }>('/__qa/form-submissions', async (request) => formKeys.stored(request.query.session));
};
